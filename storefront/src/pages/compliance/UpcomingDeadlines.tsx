// The dashboard's 'Upcoming deadlines' panel: the client's next open deadlines (overdue ones first).
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Loading } from '../../components/Layout';
import { EmptyState } from '../client/EmptyState';
import { DeadlineRow } from './DeadlineRow';
import { fetchDeadlines } from './deadlines';

const SHOWN = 5;

export function UpcomingDeadlines() {
  const deadlines = useQuery({
    queryKey: ['compliance', 'upcoming'],
    queryFn: () => fetchDeadlines({ status: 'OPEN', limit: SHOWN }),
  });
  return (
    <Paper
      component="section"
      aria-labelledby="upcoming-deadlines-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id="upcoming-deadlines-title" variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          Upcoming deadlines
        </Typography>
        <Button component={RouterLink} to="/compliance" size="small">
          View calendar
        </Button>
      </Stack>
      <Divider sx={{ mt: 1.5 }} />
      {deadlines.isLoading && <Loading text="Loading your deadlines..." />}
      {deadlines.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Your deadlines could not be loaded. Please refresh the page to try again.
        </Alert>
      )}
      {deadlines.data && deadlines.data.items.length === 0 && (
        <EmptyState
          icon={<EventAvailableOutlined fontSize="large" />}
          title="No upcoming deadlines"
          text="Once an order is complete, each entity's annual reports, taxes and renewals appear here."
        />
      )}
      {deadlines.data && deadlines.data.items.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {deadlines.data.items.map((deadline) => (
            <DeadlineRow key={deadline.id} deadline={deadline} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
