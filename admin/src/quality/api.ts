// Quality testing's data as hooks, the screen's one place for its calls: the suites are a resource named after
// their API path (useGetList, create, update); runs, metrics, the health check and starting runs are calls on /api/admin/quality
// through the back-office's HTTP client.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import type { qualityCheckStartedSchema } from '../../../domain/contracts/quality';
import type { Wire } from '../../../domain/contracts/wire';
import { QUALITY_SUITES } from '../providers/dataProvider';
import { API_URL, httpClient } from '../providers/httpClient';
import type { CheckResult, HealthCheck, QualityMetric, SuiteInput, TestRun, TestSuite } from './types';

export const METRICS_HISTORY_SIZE = 10;
export const CHART_HISTORY_SIZE = 50;
const POLL_MS = 1000;

const keys = {
  suites: [QUALITY_SUITES, 'getList'] as const,
  runs: (suiteId: string) => ['quality', 'runs', suiteId] as const,
  run: (id: string) => ['quality', 'run', id] as const,
  metrics: (limit: number) => ['quality', 'metrics', limit] as const,
  latest: ['quality', 'latest'] as const,
  health: ['quality', 'health'] as const,
};

const isPending = (run: TestRun) => run.status === 'RUNNING' || run.status === 'QUEUED';

/** Every answer of the quality API is wrapped in `data`. */
async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const { json } = await httpClient(`${API_URL}/admin/quality${path}`, init);
  return (json as { data: T }).data;
}

const calls = {
  getTestRuns: (suiteId: string) =>
    call<TestRun[]>(`/test-runs${suiteId ? `?suiteId=${encodeURIComponent(suiteId)}` : ''}`),
  getTestRun: (id: string) =>
    call<TestRun & { results: { checks?: CheckResult[] } | null }>(`/test-runs/${encodeURIComponent(id)}`),
  getQualityMetrics: (limit: number) => call<QualityMetric[]>(`/metrics?limit=${limit}`),
  getLatestQualityMetric: () => call<QualityMetric | null>('/metrics/latest'),
  getQualityHealthCheck: () => call<HealthCheck | null>('/health-check'),
  runTestSuite: (id: string) => call<TestRun>(`/test-suites/${encodeURIComponent(id)}/run`, { method: 'POST' }),
  scheduleQualityCheck: () => call<Wire<typeof qualityCheckStartedSchema>>('/schedule-check', { method: 'POST' }),
};

/** The suites, polled every second while one has a run in progress. */
export const useSuites = () =>
  useGetList<TestSuite>(
    QUALITY_SUITES,
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'updatedAt', order: 'DESC' } },
    { refetchInterval: (query) => (query.state.data?.data?.some((suite) => suite.hasPendingRun) ? POLL_MS : false) },
  );

/** Runs, polled every second while one is in progress (live progress on screen). */
export const useRuns = (suiteId: string) => {
  return useQuery({
    queryKey: keys.runs(suiteId),
    queryFn: () => calls.getTestRuns(suiteId),
    refetchInterval: (query) => (query.state.data?.some(isPending) ? POLL_MS : false),
  });
};

/** One run with its checks, polled while it is in progress. */
export const useRun = (id: string | null) => {
  return useQuery({
    queryKey: keys.run(id ?? ''),
    queryFn: () => calls.getTestRun(id as string),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isPending(query.state.data) ? POLL_MS : false),
  });
};

export const useMetrics = (limit: number) => {
  return useQuery({ queryKey: keys.metrics(limit), queryFn: () => calls.getQualityMetrics(limit) });
};
export const useLatestMetric = () => {
  return useQuery({ queryKey: keys.latest, queryFn: () => calls.getLatestQualityMetric() });
};
export const useHealthCheck = () => {
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
  const dataProvider = useDataProvider();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: SuiteInput }) =>
      id
        ? dataProvider.update<TestSuite>(QUALITY_SUITES, { id, data: input, previousData: { id } as TestSuite })
        : dataProvider.create<TestSuite>(QUALITY_SUITES, { data: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.suites });
      onSaved();
    },
  });
}

const invalidateAfterStart = (queryClient: ReturnType<typeof useQueryClient>) => {
  for (const key of [['quality'], keys.suites]) void queryClient.invalidateQueries({ queryKey: key });
};

export function useRunSuite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suiteId: string) => calls.runTestSuite(suiteId),
    onSettled: () => invalidateAfterStart(queryClient),
  });
}

export function useScheduleCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => calls.scheduleQualityCheck(),
    onSettled: () => invalidateAfterStart(queryClient),
  });
}
