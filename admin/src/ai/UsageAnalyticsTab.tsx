import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { lazy, Suspense } from 'react';
import { type AssistantContext, CONTEXT_INFO } from '../../../domain/assistant';
import { StatTiles } from '../layout/StatTiles';
import { errorMessage } from '../providers/errorMessage';
import { useUsageStats } from './queries';

// The chart library is loaded only when this tab is opened.
const UsageChart = lazy(() => import('./UsageChart'));

const contextName = (id: string) => CONTEXT_INFO[id as AssistantContext]?.name ?? id;

/** The Usage Analytics tab: figures computed by the server from every recorded request. */
export const UsageAnalyticsTab = () => {
  const { data, error, isPending } = useUsageStats();
  if (error) return <Alert severity="error">Could not load the usage stats: {errorMessage(error)}</Alert>;
  if (isPending) return <Skeleton variant="rounded" height={240} />;
  const tiles = [
    { testId: 'usage-totalRequests', label: 'Total Requests', value: data.totalRequests.toLocaleString('en-US') },
    { testId: 'usage-totalTokens', label: 'Total Tokens', value: data.totalTokens.toLocaleString('en-US') },
    { testId: 'usage-averageResponseTime', label: 'Avg Response Time', value: `${data.averageResponseTime} ms` },
    { testId: 'usage-errorRate', label: 'Error Rate', value: `${(data.errorRate * 100).toFixed(1)}%` },
  ];
  const contexts = Object.entries(data.contextBreakdown).sort((a, b) => b[1] - a[1]);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <StatTiles heading="h2" tiles={tiles} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
        <Card variant="outlined">
          <CardHeader title="Requests per Day" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <CardContent>
            <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
              <UsageChart daily={data.daily} />
            </Suspense>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardHeader title="Context Breakdown" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          {contexts.length === 0 ? (
            <CardContent>
              <Typography color="text.secondary">No requests yet.</Typography>
            </CardContent>
          ) : (
            <List dense aria-label="Context breakdown">
              {contexts.map(([context, count]) => (
                <ListItem key={context} secondaryAction={<Typography>{count}</Typography>}>
                  <ListItemText primary={contextName(context)} />
                </ListItem>
              ))}
            </List>
          )}
        </Card>
      </Box>
    </Box>
  );
};
