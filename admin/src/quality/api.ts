// Quality testing's data as hooks: the suites are the quality resource (useGetList, create, update); runs, metrics
// and the health check come from the data provider's quality calls.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import type { SuiteInput, TestRun, TestSuite } from './types';

export const METRICS_HISTORY_SIZE = 10;
export const CHART_HISTORY_SIZE = 50;
const POLL_MS = 1000;

const keys = {
  suites: ['quality', 'getList'] as const,
  runs: (suiteId: string) => ['quality', 'runs', suiteId] as const,
  run: (id: string) => ['quality', 'run', id] as const,
  metrics: (limit: number) => ['quality', 'metrics', limit] as const,
  latest: ['quality', 'latest'] as const,
  health: ['quality', 'health'] as const,
};

const isPending = (run: TestRun) => run.status === 'RUNNING' || run.status === 'QUEUED';

const useQualityCalls = () => useDataProvider<AdminDataProvider>();

/** The suites, polled every second while one has a run in progress. */
export const useSuites = () =>
  useGetList<TestSuite>(
    'quality',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'updatedAt', order: 'DESC' } },
    { refetchInterval: (query) => (query.state.data?.data?.some((suite) => suite.hasPendingRun) ? POLL_MS : false) },
  );

/** Runs, polled every second while one is in progress (live progress on screen). */
export const useRuns = (suiteId: string) => {
  const calls = useQualityCalls();
  return useQuery({
    queryKey: keys.runs(suiteId),
    queryFn: () => calls.getTestRuns(suiteId),
    refetchInterval: (query) => (query.state.data?.some(isPending) ? POLL_MS : false),
  });
};

/** One run with its checks, polled while it is in progress. */
export const useRun = (id: string | null) => {
  const calls = useQualityCalls();
  return useQuery({
    queryKey: keys.run(id ?? ''),
    queryFn: () => calls.getTestRun(id as string),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isPending(query.state.data) ? POLL_MS : false),
  });
};

export const useMetrics = (limit: number) => {
  const calls = useQualityCalls();
  return useQuery({ queryKey: keys.metrics(limit), queryFn: () => calls.getQualityMetrics(limit) });
};
export const useLatestMetric = () => {
  const calls = useQualityCalls();
  return useQuery({ queryKey: keys.latest, queryFn: () => calls.getLatestQualityMetric() });
};
export const useHealthCheck = () => {
  const calls = useQualityCalls();
  return useQuery({ queryKey: keys.health, queryFn: () => calls.getQualityHealthCheck() });
};

/** When a run ends, the figures it produced (metrics, cards, health, suites) are fetched again. */
export function useRefreshWhenRunsEnd(runs: TestRun[] | undefined) {
  const queryClient = useQueryClient();
  const pending = useRef<number | null>(null);
  useEffect(() => {
    if (!runs) return;
    const now = runs.filter(isPending).length;
    if (pending.current !== null && now < pending.current) {
      for (const key of [['quality', 'metrics'], keys.latest, keys.health, keys.suites])
        void queryClient.invalidateQueries({ queryKey: key });
    }
    pending.current = now;
  }, [runs, queryClient]);
}

export function useSaveSuite(onSaved: () => void) {
  const queryClient = useQueryClient();
  const dataProvider = useQualityCalls();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: SuiteInput }) =>
      id
        ? dataProvider.update<TestSuite>('quality', { id, data: input, previousData: { id } as TestSuite })
        : dataProvider.create<TestSuite>('quality', { data: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.suites });
      onSaved();
    },
  });
}

const invalidateAfterStart = (queryClient: ReturnType<typeof useQueryClient>) => {
  void queryClient.invalidateQueries({ queryKey: ['quality'] });
};

export function useRunSuite() {
  const queryClient = useQueryClient();
  const calls = useQualityCalls();
  return useMutation({
    mutationFn: (suiteId: string) => calls.runTestSuite(suiteId),
    onSettled: () => invalidateAfterStart(queryClient),
  });
}

export function useScheduleCheck() {
  const queryClient = useQueryClient();
  const calls = useQualityCalls();
  return useMutation({
    mutationFn: () => calls.scheduleQualityCheck(),
    onSettled: () => invalidateAfterStart(queryClient),
  });
}
