// Quality Metrics History: the score chart, then the metrics resource's latest 10 as react-admin's list
// (ListBase + DataTable).
import { Box, Chip, Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import { DataTable, ListBase, useListContext, useTranslate } from 'react-admin';
import { METRICS_HISTORY_SIZE } from './api';
import { levelBadgeSx, overallScore, percent, timestamp } from './format';
import { QUALITY_METRICS } from './resources';
import { SectionCard } from './SectionCard';
import type { QualityMetric } from './types';

// The chart library is large: loaded only when this screen shows it.
const ScoreHistoryChart = lazy(() => import('./ScoreHistoryChart'));

const score =
  (key: 'reliabilityScore' | 'performanceScore' | 'securityScore' | 'testCoverage') => (metric: QualityMetric) =>
    percent(metric[key]);

const MetricsCard = () => {
  const { data, isPending, error } = useListContext<QualityMetric>();
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
      <DataTable bulkActionButtons={false} rowClick={false} aria-label={translate('app.quality.metrics.table')}>
        <DataTable.Col<QualityMetric>
          label="app.quality.score.level"
          render={(metric) => <Chip size="small" label={metric.qualityLevel} sx={levelBadgeSx(metric.qualityLevel)} />}
        />
        <DataTable.Col<QualityMetric>
          label="app.quality.score.overall_score"
          render={(metric) => overallScore(metric.overallScore)}
        />
        <DataTable.Col label="app.quality.score.reliability" render={score('reliabilityScore')} />
        <DataTable.Col label="app.quality.score.performance" render={score('performanceScore')} />
        <DataTable.Col label="app.quality.score.security" render={score('securityScore')} />
        <DataTable.Col label="app.quality.score.coverage" render={score('testCoverage')} />
        <DataTable.Col<QualityMetric>
          label="app.quality.score.timestamp"
          render={(metric) => timestamp(metric.timestamp)}
        />
      </DataTable>
    </SectionCard>
  );
};

/** Score history over time, then the latest 10 metrics, newest first. */
export const MetricsTable = () => (
  <ListBase<QualityMetric>
    resource={QUALITY_METRICS}
    perPage={METRICS_HISTORY_SIZE}
    disableSyncWithLocation
    storeKey={false}
  >
    <MetricsCard />
  </ListBase>
);
