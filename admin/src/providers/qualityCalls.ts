// Quality testing's calls beside its resources: the health check (one object, not a record) and Schedule Quality
// Check, which starts every active suite. Each answer is wrapped in `data`.
import type { healthCheckSchema, qualityCheckStartedSchema, testRunSchema } from '../../../domain/contracts/quality';
import type { Wire } from '../../../domain/contracts/wire';
import { API_URL, httpClient } from './httpClient';

export interface QualityCalls {
  /** Null before any run. */
  getQualityHealthCheck(): Promise<Wire<typeof healthCheckSchema> | null>;
  scheduleQualityCheck(): Promise<Wire<typeof qualityCheckStartedSchema>>;
  /** Run one suite now: POST /api/admin/quality/test-suites/{id}/run, no body (the spec's call). */
  runQualitySuite(suiteId: string): Promise<Wire<typeof testRunSchema>>;
}

const unwrap = async <T>(path: string, init?: RequestInit) =>
  ((await httpClient(`${API_URL}/admin/quality${path}`, init)).json as { data: T }).data;

export const qualityCalls: QualityCalls = {
  getQualityHealthCheck: () => unwrap('/health-check'),
  scheduleQualityCheck: () => unwrap('/schedule-check', { method: 'POST' }),
  runQualitySuite: (suiteId) => unwrap(`/test-suites/${encodeURIComponent(suiteId)}/run`, { method: 'POST' }),
};
