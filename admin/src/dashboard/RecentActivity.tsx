import { Alert, Box, Card, CardContent, Chip, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { auditActorName } from '../../../domain/audit-actors';
import type { AuditRecord } from '../audit/types';
import { formatDateTime as formatTime, statusColour } from '../format';
import { errorMessage } from '../providers/errorMessage';

const RECENT_ACTIVITY_SIZE = 5;

/** The newest audit entries. */
export const RecentActivity = () => {
  const { data, isPending, error } = useGetList<AuditRecord>('audit', {
    pagination: { page: 1, perPage: RECENT_ACTIVITY_SIZE },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.dashboard.activity.title')}
        </Typography>
        {isPending ? (
          <Box>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={40} />
            ))}
          </Box>
        ) : error ? (
          <Alert severity="error">
            {translate('app.dashboard.activity.load_failed', { error: errorMessage(error) })}
          </Alert>
        ) : !data?.length ? (
          <Typography color="text.secondary">{translate('app.dashboard.activity.empty')}</Typography>
        ) : (
          <List dense disablePadding aria-label={translate('app.dashboard.activity.list')}>
            {data.map((entry) => (
              <ListItem key={entry.id} disableGutters divider>
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Chip
                        size="small"
                        label={entry.action}
                        color={statusColour(entry.success ? 'SUCCEEDED' : 'FAILED')}
                        variant="outlined"
                      />
                      <span>{entry.target}</span>
                    </Box>
                  }
                  // A sign-in's target is the user's own email: the actor is then not repeated.
                  secondary={
                    entry.actorEmail && entry.actorEmail === entry.target
                      ? formatTime(entry.createdAt)
                      : `${auditActorName(entry)} · ${formatTime(entry.createdAt)}`
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
