// The /api/admin/quality calls (payloads wrapped in `data`) as react-query hooks.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { httpClient } from '../providers/httpClient';

export type TestType = 'UNIT' | 'INTEGRATION' | 'LOAD' | 'PERFORMANCE' | 'SECURITY' | 'SMOKE' | 'REGRESSION' | 'E2E';

export interface TestSuite {
  id: string;
  name: string;
  description: string | null;
  testType: TestType;
  configuration: unknown;
  isActive: boolean;
  schedule: string | null;
  updatedAt: string;
  hasPendingRun: boolean;
}

export interface TestRun {
  id: string;
  suiteId: string | null;
  suiteName: string | null;
  status: 'QUEUED' | 'RUNNING' | 'PASSED' | 'FAILED';
  environment: string;
  totalTests: number;
  passedTests: number;
  coverage: number | null;
  duration: number | null;
  triggeredBy: string;
  startTime: string;
  progressDone: number;
  progressTotal: number;
  error: string | null;
}

export interface CheckResult {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  message: string;
  durationMs: number;
  figures?: Record<string, number>;
}

export interface QualityMetric {
  id: string;
  qualityLevel: string;
  overallScore: number;
  reliabilityScore: number;
  performanceScore: number;
  securityScore: number;
  testCoverage: number;
  timestamp: string;
}

export interface HealthCheck {
  testCoverage: number;
  availability: number;
  recentActivity: { totalRuns: number; passedRuns: number; failedRuns: number };
  standards: { nineSigma: boolean; diamond: boolean; platinum: boolean };
}

export interface SuiteInput {
  name: string;
  description?: string;
  testType: TestType;
  configuration: Record<string, unknown>;
  isActive: boolean;
  schedule: string | null;
}

const BASE = '/api/admin/quality';
export const METRICS_HISTORY_SIZE = 10;
export const CHART_HISTORY_SIZE = 50;
const POLL_MS = 1000;

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const { json } = await httpClient(url, init);
  return (json as { data: T }).data;
}

const keys = {
  suites: ['quality', 'suites'] as const,
  runs: (suiteId: string) => ['quality', 'runs', suiteId] as const,
  run: (id: string) => ['quality', 'run', id] as const,
  metrics: (limit: number) => ['quality', 'metrics', limit] as const,
  latest: ['quality', 'latest'] as const,
  health: ['quality', 'health'] as const,
};

const isPending = (run: TestRun) => run.status === 'RUNNING' || run.status === 'QUEUED';

export const useSuites = () =>
  useQuery({
    queryKey: keys.suites,
    queryFn: () => call<TestSuite[]>(`${BASE}/test-suites`),
    refetchInterval: (query) => (query.state.data?.some((suite) => suite.hasPendingRun) ? POLL_MS : false),
  });

/** Runs, polled every second while one is in progress (live progress on screen). */
export const useRuns = (suiteId: string) =>
  useQuery({
    queryKey: keys.runs(suiteId),
    queryFn: () => call<TestRun[]>(`${BASE}/test-runs${suiteId ? `?suiteId=${encodeURIComponent(suiteId)}` : ''}`),
    refetchInterval: (query) => (query.state.data?.some(isPending) ? POLL_MS : false),
  });

/** One run with its checks, polled while it is in progress. */
export const useRun = (id: string | null) =>
  useQuery({
    queryKey: keys.run(id ?? ''),
    queryFn: () => call<TestRun & { results: { checks?: CheckResult[] } | null }>(`${BASE}/test-runs/${id}`),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isPending(query.state.data) ? POLL_MS : false),
  });

export const useMetrics = (limit: number) =>
  useQuery({ queryKey: keys.metrics(limit), queryFn: () => call<QualityMetric[]>(`${BASE}/metrics?limit=${limit}`) });
export const useLatestMetric = () =>
  useQuery({ queryKey: keys.latest, queryFn: () => call<QualityMetric | null>(`${BASE}/metrics/latest`) });
export const useHealthCheck = () =>
  useQuery({ queryKey: keys.health, queryFn: () => call<HealthCheck | null>(`${BASE}/health-check`) });

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
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: SuiteInput }) =>
      call<TestSuite>(id ? `${BASE}/test-suites/${id}` : `${BASE}/test-suites`, {
        method: id ? 'PUT' : 'POST',
        body: JSON.stringify(input),
      }),
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
  return useMutation({
    mutationFn: (suiteId: string) => call<TestRun>(`${BASE}/test-suites/${suiteId}/run`, { method: 'POST' }),
    onSettled: () => invalidateAfterStart(queryClient),
  });
}

export function useScheduleCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call<{ runs: TestRun[]; skipped: number }>(`${BASE}/schedule-check`, { method: 'POST' }),
    onSettled: () => invalidateAfterStart(queryClient),
  });
}

export { errorMessage } from '../providers/errorMessage';
