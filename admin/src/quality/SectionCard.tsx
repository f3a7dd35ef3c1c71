import { Alert, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../providers/errorMessage';

/** A titled card holding one list, with its loading, error and empty texts (title and emptyText: message keys). */
export const SectionCard = ({
  title,
  action,
  isPending,
  error,
  empty,
  emptyText,
  children,
}: {
  title: string;
  action?: ReactNode;
  isPending: boolean;
  error: Error | null;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const heading = translate(title);
  const section = heading.toLowerCase();
  return (
    <Card variant="outlined" sx={{ mb: 3 }} aria-label={heading}>
      <CardContent>
        <Typography
          variant="h6"
          component="h2"
          sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}
        >
          <span style={{ flex: 1 }}>{heading}</span>
          {action}
        </Typography>
        {isPending ? (
          <Typography color="text.secondary">{translate('app.quality.loading', { section })}</Typography>
        ) : error ? (
          <Alert severity="error">
            {translate('app.quality.load_failed', { section, error: errorMessage(error) })}
          </Alert>
        ) : empty ? (
          <Typography color="text.secondary">{translate(emptyText)}</Typography>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
};
