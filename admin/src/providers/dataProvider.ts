// ra-data-simple-rest on /api (?sort=...&range=...&filter=... answered with Content-Range), plus the back-office
// calls that are not resource lists (dashboard figures, loans, audit figures, compliance and asset actions).
// Resources are named after their screen's route (the spec's /admin/dam, /admin/debt-servicing, ...);
// RESOURCE_PATHS gives each its API path.
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { ScheduleRequest } from '../../../domain/amortization';
import type { adminStatsSchema } from '../../../domain/contracts/admin-stats';
import type { assetShareSchema } from '../../../domain/contracts/assets';
import type { auditStatsSchema } from '../../../domain/contracts/audit';
import type { filingResultSchema } from '../../../domain/contracts/compliance';
import type { loanSummarySchema, scheduleSchema } from '../../../domain/contracts/loans';
import type { Wire } from '../../../domain/contracts/wire';
import { dataEnvelopeResource } from './envelopeResource';
import { API_URL, getJson, httpClient, postJson } from './httpClient';

export { API_URL } from './httpClient';

/** GET /api/admin/stats, typed from the route's own schema. */
export type AdminStats = Wire<typeof adminStatsSchema>;

/** POST /api/schedules. */
export type Schedule = Wire<typeof scheduleSchema>;

/** GET /api/loans/summary. */
type LoanSummary = Wire<typeof loanSummarySchema>;

/** GET /api/audit/stats. */
type AuditStats = Wire<typeof auditStatsSchema>;

/** PUT/DELETE /api/assets/:id/share. */
type AssetShare = Wire<typeof assetShareSchema>;

export interface AdminDataProvider extends DataProvider {
  getAdminStats(): Promise<AdminStats>;
  calculateSchedule(request: ScheduleRequest): Promise<Schedule>;
  getLoanSummary(): Promise<LoanSummary>;
  getAuditStats(filter: Record<string, unknown>): Promise<AuditStats>;
  recordComplianceFiling(
    id: string,
    body: { filedOn: string; confirmation: string },
  ): Promise<Wire<typeof filingResultSchema>>;
  setAutoFile(entityId: string, enabled: boolean): Promise<{ autoFile: boolean }>;
  shareAsset(id: string, clientEmail: string): Promise<AssetShare>;
  unshareAsset(id: string): Promise<AssetShare>;
}

/** Each resource's path under /api (a resource not listed is served at its own name, e.g. audit, clients). */
const RESOURCE_PATHS: Record<string, string> = {
  onboarding: 'admin/orders',
  dam: 'assets',
  'asset-factory': 'instruments',
  'debt-servicing': 'loans',
  quality: 'admin/quality/test-suites',
  compliance: 'admin/compliance',
  partners: 'admin/partners',
};
const pathOf = (resource: string) => RESOURCE_PATHS[resource] ?? resource;

const rest = simpleRestProvider(API_URL, httpClient);
/** Resources whose API wraps payloads in `data` and lists without Content-Range (the quality calls). */
const ENVELOPED: Record<string, Partial<DataProvider>> = {
  quality: dataEnvelopeResource(`${API_URL}/${RESOURCE_PATHS.quality}`),
};

/** Every DataProvider method, on the resource's own path (or its enveloped variant). */
const routed = Object.fromEntries(
  (
    [
      'getList',
      'getOne',
      'getMany',
      'getManyReference',
      'create',
      'update',
      'updateMany',
      'delete',
      'deleteMany',
    ] as const
  ).map((method) => [
    method,
    // biome-ignore lint/suspicious/noExplicitAny: one dispatcher for the nine methods' differing signatures
    (resource: string, params: any) => {
      const own = ENVELOPED[resource]?.[method] as ((r: string, p: unknown) => Promise<unknown>) | undefined;
      return own
        ? own(resource, params)
        : (rest[method] as (r: string, p: unknown) => Promise<unknown>)(pathOf(resource), params);
    },
  ]),
) as unknown as DataProvider;

export const dataProvider: AdminDataProvider = {
  ...routed,
  getAdminStats: () => getJson<AdminStats>(`${API_URL}/admin/stats`),
  calculateSchedule: (request) => postJson<Schedule>(`${API_URL}/schedules`, request),
  getLoanSummary: () => getJson<LoanSummary>(`${API_URL}/loans/summary`),
  getAuditStats: (filter) =>
    getJson<AuditStats>(`${API_URL}/audit/stats?${new URLSearchParams({ filter: JSON.stringify(filter) })}`),
  recordComplianceFiling: (id, body) => postJson(`${API_URL}/admin/compliance/${id}/filing`, body),
  setAutoFile: (entityId, enabled) => postJson(`${API_URL}/admin/entities/${entityId}/auto-file`, { enabled }, 'PUT'),
  shareAsset: (id, clientEmail) => postJson<AssetShare>(`${API_URL}/assets/${id}/share`, { clientEmail }),
  unshareAsset: async (id) => (await httpClient(`${API_URL}/assets/${id}/share`, { method: 'DELETE' })).json,
};
