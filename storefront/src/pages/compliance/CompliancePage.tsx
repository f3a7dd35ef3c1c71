// /compliance: every deadline of the client's formed entities, month by month, with the calendar subscription.
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Loading } from '../../components/Layout';
import { EmptyState } from '../client/EmptyState';
import { CalendarFeed } from './CalendarFeed';
import { DeadlineRow } from './DeadlineRow';
import { fetchDeadlines, groupByMonth } from './deadlines';

const PAGE = 50;
const VIEWS = [
  { id: 'OPEN', label: 'To do' },
  { id: 'OVERDUE', label: 'Overdue' },
  { id: 'FILED', label: 'Filed' },
  { id: 'ALL', label: 'All' },
] as const;
type View = (typeof VIEWS)[number]['id'];

export default function CompliancePage() {
  const [view, setView] = useState<View>('OPEN');
  const deadlines = useInfiniteQuery({
    queryKey: ['compliance', 'calendar', view],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      fetchDeadlines({ status: view === 'ALL' ? undefined : view, offset: pageParam, limit: PAGE }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
  const items = deadlines.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Compliance Calendar
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Annual reports, franchise taxes and registered agent renewals of your entities. We email you 60, 30 and 7 days
        before each deadline and on the day.
      </Typography>

      <Box sx={{ mb: 3 }}>
        <CalendarFeed />
      </Box>

      <Paper component="section" aria-labelledby="deadlines-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
        >
          <Typography id="deadlines-title" variant="h6" component="h2" sx={{ fontWeight: 600 }}>
            Deadlines
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_event, next: View | null) => next && setView(next)}
            aria-label="Show deadlines"
          >
            {VIEWS.map((v) => (
              <ToggleButton key={v.id} value={v.id}>
                {v.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {deadlines.isLoading && <Loading text="Loading your deadlines..." />}
        {deadlines.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            Your deadlines could not be loaded. Please refresh the page to try again.
          </Alert>
        )}
        {deadlines.isSuccess && items.length === 0 && (
          <EmptyState
            icon={<EventAvailableOutlined fontSize="large" />}
            title="No deadlines here"
            text="Once an order is complete, each entity's annual reports, taxes and renewals appear in this calendar."
            action={
              <Button component={RouterLink} to="/dashboard" variant="outlined">
                Back to Dashboard
              </Button>
            }
          />
        )}
        {groupByMonth(items).map((group) => (
          <Box key={group.month} component="section" aria-label={group.month} sx={{ mt: 2 }}>
            <Typography variant="overline" component="h3" color="text.secondary">
              {group.month}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {group.items.map((deadline) => (
                <DeadlineRow key={deadline.id} deadline={deadline} />
              ))}
            </Box>
          </Box>
        ))}
        {deadlines.hasNextPage && (
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Button onClick={() => deadlines.fetchNextPage()} disabled={deadlines.isFetchingNextPage}>
              Show more
            </Button>
          </Box>
        )}
      </Paper>
    </Container>
  );
}
