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
import { useTranslate } from 'react-admin';
import { type AssistantContext, CONTEXT_INFO } from '../../../domain/assistant';
import { formatCount } from '../format';
import { StatTiles } from '../layout/StatTiles';
import { errorMessage } from '../providers/errorMessage';
import { useUsageStats } from './queries';

// The chart library is loaded only when this tab is opened.
const UsageChart = lazy(() => import('./UsageChart'));

const contextName = (id: string) => CONTEXT_INFO[id as AssistantContext]?.name ?? id;

/** The Usage Analytics tab: figures computed by the server from every recorded request. */
export const UsageAnalyticsTab = () => {
  const { data, error, isPending } = useUsageStats();
  const translate = useTranslate();
  if (error)
    return <Alert severity="error">{translate('app.ai.usage.load_failed', { error: errorMessage(error) })}</Alert>;
  if (isPending) return <Skeleton variant="rounded" height={240} />;
  const tiles = [
    {
      testId: 'usage-totalRequests',
      label: 'app.ai.usage.total_requests',
      value: formatCount(data.totalRequests),
    },
    {
      testId: 'usage-totalTokens',
      label: 'app.ai.usage.total_tokens',
      value: formatCount(data.totalTokens),
    },
    {
      testId: 'usage-averageResponseTime',
      label: 'app.ai.usage.average_response_time',
      value: translate('app.ai.usage.milliseconds', { ms: data.averageResponseTime }),
    },
    { testId: 'usage-errorRate', label: 'app.ai.usage.error_rate', value: `${(data.errorRate * 100).toFixed(1)}%` },
  ];
  const contexts = Object.entries(data.contextBreakdown).sort((a, b) => b[1] - a[1]);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <StatTiles heading="h2" tiles={tiles} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
        <Card variant="outlined">
          <CardHeader
            title={translate('app.ai.usage.per_day')}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <CardContent>
            <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
              <UsageChart daily={data.daily} />
            </Suspense>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardHeader
            title={translate('app.ai.usage.context_breakdown')}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          {contexts.length === 0 ? (
            <CardContent>
              <Typography color="text.secondary">{translate('app.ai.usage.no_requests')}</Typography>
            </CardContent>
          ) : (
            <List dense aria-label={translate('app.ai.usage.context_breakdown')}>
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
