import { Alert, Box, Card, CardContent, Chip, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { errorMessage } from '../providers/errorMessage';

export const RECENT_ACTIVITY_SIZE = 5;

export interface AuditRecord {
  id: string;
  action: string;
  target: string;
  actorId: string | null;
  actorEmail: string | null;
  role: string | null;
  ip: string | null;
  success: boolean;
  createdAt: string;
}

const formatTime = (value: string) =>
  new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The newest audit entries. */
export const RecentActivity = () => {
  const { data, isPending, error } = useGetList<AuditRecord>('audit', {
    pagination: { page: 1, perPage: RECENT_ACTIVITY_SIZE },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Recent Activity
        </Typography>
        {isPending ? (
          <Box>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={40} />
            ))}
          </Box>
        ) : error ? (
          <Alert severity="error">Could not load recent activity: {errorMessage(error)}</Alert>
        ) : !data?.length ? (
          <Typography color="text.secondary">No recent activity</Typography>
        ) : (
          <List dense disablePadding aria-label="Recent activity">
            {data.map((entry) => (
              <ListItem key={entry.id} disableGutters divider>
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Chip
                        size="small"
                        label={entry.action}
                        color={entry.success ? 'default' : 'error'}
                        variant="outlined"
                      />
                      <span>{entry.target}</span>
                    </Box>
                  }
                  // A sign-in's target is the user's own email: the actor is then not repeated.
                  secondary={
                    entry.actorEmail && entry.actorEmail === entry.target
                      ? formatTime(entry.createdAt)
                      : `${entry.actorEmail ?? 'Anonymous'} · ${formatTime(entry.createdAt)}`
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
