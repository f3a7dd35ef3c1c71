import { Alert, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { errorMessage } from '../providers/errorMessage';

/** A titled card holding one list, with its loading, error and empty texts. */
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
}) => (
  <Card variant="outlined" sx={{ mb: 3 }} aria-label={title}>
    <CardContent>
      <Typography
        variant="h6"
        component="h2"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}
      >
        <span style={{ flex: 1 }}>{title}</span>
        {action}
      </Typography>
      {isPending ? (
        <Typography color="text.secondary">Loading {title.toLowerCase()}...</Typography>
      ) : error ? (
        <Alert severity="error">
          Could not load {title.toLowerCase()}: {errorMessage(error)}
        </Alert>
      ) : empty ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        children
      )}
    </CardContent>
  </Card>
);
