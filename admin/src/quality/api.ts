// Quality testing's data as hooks over the data provider: suites, runs (Run creates one) and metrics are its
// resources (resources.ts); the health check and the quality check that starts every active suite are its named calls.
import { type Query, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type GetListResult, useDataProvider, useGetList, useGetOne } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import { QUALITY_METRICS, QUALITY_RUNS, QUALITY_SUITES } from './resources';
import type { CheckResult, QualityMetric, TestRun, TestSuite } from './types';

export const METRICS_HISTORY_SIZE = 10;
export const CHART_HISTORY_SIZE = 50;
export const RUNS_SIZE = 20;
const POLL_MS = 1000;

const HEALTH = ['quality', 'health'] as const;

export const isPending = (run: { status: TestRun['status'] }) => run.status === 'RUNNING' || run.status === 'QUEUED';

/** A list's refetch interval: every second while one of its rows is in progress (live progress on screen). */
export const pollWhile =
  <T>(inProgress: (row: T) => boolean) =>
  (query: Query<GetListResult<T & { id: string }>>) =>
    query.state.data?.data?.some(inProgress) ? POLL_MS : false;

/** The suites list's parameters (the suites table and the runs filter share its answer). */
export const SUITES_LIST = { perPage: 100, sort: { field: 'updatedAt', order: 'DESC' as const } };
export const pollSuites = pollWhile<TestSuite>((suite) => suite.hasPendingRun);

/** The suites, polled every second while one has a run in progress. */
export const useSuites = () =>
  useGetList<TestSuite>(
    QUALITY_SUITES,
    { pagination: { page: 1, perPage: SUITES_LIST.perPage }, sort: SUITES_LIST.sort },
    { refetchInterval: pollSuites },
  );

/** One run with its checks, polled while it is in progress. */
export const useRun = (id: string | null) =>
  useGetOne<TestRun & { results: { checks?: CheckResult[] } | null }>(
    QUALITY_RUNS,
    { id: id ?? '' },
    {
      enabled: id !== null,
      refetchInterval: (query) => (query.state.data && isPending(query.state.data) ? POLL_MS : false),
    },
  );

/** The newest metrics, first the newest. */
export const useMetrics = (limit: number) =>
  useGetList<QualityMetric>(QUALITY_METRICS, { pagination: { page: 1, perPage: limit } });

/** The newest metric, null before any run (GET /api/admin/quality/metrics/latest, the metrics resource's 'latest'). */
export const useLatestMetric = () => {
  const { data, isPending, error } = useGetOne<QualityMetric>(QUALITY_METRICS, { id: 'latest' });
  return { data: data ?? null, isPending, error };
};

/** The health check, null before any run (GET /api/admin/quality/health-check). */
export const useHealthCheck = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({ queryKey: HEALTH, queryFn: () => dataProvider.getQualityHealthCheck() });
};

const refresh = (queryClient: ReturnType<typeof useQueryClient>, queryKeys: readonly (readonly string[])[]) => {
  for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
};

/** When a run ends, the figures it produced (metrics, cards, health, suites) are fetched again. */
export function useRefreshWhenRunsEnd(runs: TestRun[] | undefined) {
  const queryClient = useQueryClient();
  const pending = useRef<number | null>(null);
  useEffect(() => {
    if (!runs) return;
    const now = runs.filter(isPending).length;
    if (pending.current !== null && now < pending.current)
      refresh(queryClient, [[QUALITY_METRICS], HEALTH, [QUALITY_SUITES]]);
    pending.current = now;
  }, [runs, queryClient]);
}

/** After a run starts: its suite's Run button, the runs, and the figures (they follow again when it ends). */
const AFTER_START = [[QUALITY_SUITES], [QUALITY_RUNS], [QUALITY_METRICS], HEALTH] as const;

/** Run a suite now (POST /api/admin/quality/test-suites/{id}/run, the spec's call). */
export function useRunSuite() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useMutation({
    mutationFn: (suiteId: string) => dataProvider.runQualitySuite(suiteId),
    onSettled: () => refresh(queryClient, AFTER_START),
  });
}

/** Schedule Quality Check: every active suite now (POST /api/admin/quality/schedule-check). */
export function useScheduleCheck() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useMutation({
    mutationFn: () => dataProvider.scheduleQualityCheck(),
    onSettled: () => refresh(queryClient, AFTER_START),
  });
}
