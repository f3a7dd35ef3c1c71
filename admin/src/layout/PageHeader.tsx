import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The heading every screen starts with. Title and a text subtitle are message keys (plain text shows as it is). */
export const PageHeader = ({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: 2, mt: 2, mb: 3 }}>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="h4" component="h1">
          {translate(title, { _: title })}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {typeof subtitle === 'string' ? translate(subtitle, { _: subtitle }) : subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
};
