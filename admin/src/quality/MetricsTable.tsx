import { Box, Chip, Skeleton, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { TableHeader } from '../layout/TableHeader';
import { METRICS_HISTORY_SIZE, useMetrics } from './api';
import { levelBadgeSx, overallScore, percent, timestamp } from './format';
import { SectionCard } from './SectionCard';

// The chart library is large: loaded only when this screen shows it.
const ScoreHistoryChart = lazy(() => import('./ScoreHistoryChart'));

/** Score history over time, then the latest 10 metrics. */
export const MetricsTable = () => {
  const { data, isPending, error } = useMetrics(METRICS_HISTORY_SIZE);
  const translate = useTranslate();
  return (
    <SectionCard
      title="app.quality.metrics.title"
      isPending={isPending}
      error={error}
      empty={!data?.length}
      emptyText="app.quality.metrics.empty"
    >
      <Suspense fallback={<Skeleton variant="rectangular" height={240} sx={{ mb: 2 }} />}>
        <Box sx={{ mb: 2 }}>
          <ScoreHistoryChart />
        </Box>
      </Suspense>
      <Table size="small" aria-label={translate('app.quality.metrics.table')}>
        <TableHeader
          labels={[
            'app.quality.score.level',
            'app.quality.score.overall_score',
            'app.quality.score.reliability',
            'app.quality.score.performance',
            'app.quality.score.security',
            'app.quality.score.coverage',
            'app.quality.score.timestamp',
          ]}
        />
        <TableBody>
          {data?.map((metric) => (
            <TableRow key={metric.id}>
              <TableCell>
                <Chip size="small" label={metric.qualityLevel} sx={levelBadgeSx(metric.qualityLevel)} />
              </TableCell>
              <TableCell>{overallScore(metric.overallScore)}</TableCell>
              <TableCell>{percent(metric.reliabilityScore)}</TableCell>
              <TableCell>{percent(metric.performanceScore)}</TableCell>
              <TableCell>{percent(metric.securityScore)}</TableCell>
              <TableCell>{percent(metric.testCoverage)}</TableCell>
              <TableCell>{timestamp(metric.timestamp)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionCard>
  );
};
