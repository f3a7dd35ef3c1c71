// Quality testing's calls beside its resource (the test suites): runs, metrics, the health check, starting runs.
// Every answer is wrapped in `data`.
import type { qualityCheckStartedSchema } from '../../../domain/contracts/quality';
import type { Wire } from '../../../domain/contracts/wire';
import type { CheckResult, HealthCheck, QualityMetric, TestRun } from '../quality/types';
import { API_URL, httpClient } from './httpClient';

const BASE = `${API_URL}/admin/quality`;

export interface QualityCalls {
  getTestRuns(suiteId: string): Promise<TestRun[]>;
  getTestRun(id: string): Promise<TestRun & { results: { checks?: CheckResult[] } | null }>;
  getQualityMetrics(limit: number): Promise<QualityMetric[]>;
  getLatestQualityMetric(): Promise<QualityMetric | null>;
  getQualityHealthCheck(): Promise<HealthCheck | null>;
  runTestSuite(id: string): Promise<TestRun>;
  scheduleQualityCheck(): Promise<Wire<typeof qualityCheckStartedSchema>>;
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const { json } = await httpClient(url, init);
  return (json as { data: T }).data;
}

export const qualityCalls: QualityCalls = {
  getTestRuns: (suiteId) => call(`${BASE}/test-runs${suiteId ? `?suiteId=${encodeURIComponent(suiteId)}` : ''}`),
  getTestRun: (id) => call(`${BASE}/test-runs/${encodeURIComponent(id)}`),
  getQualityMetrics: (limit) => call(`${BASE}/metrics?limit=${limit}`),
  getLatestQualityMetric: () => call(`${BASE}/metrics/latest`),
  getQualityHealthCheck: () => call(`${BASE}/health-check`),
  runTestSuite: (id) => call(`${BASE}/test-suites/${encodeURIComponent(id)}/run`, { method: 'POST' }),
  scheduleQualityCheck: () => call(`${BASE}/schedule-check`, { method: 'POST' }),
};
