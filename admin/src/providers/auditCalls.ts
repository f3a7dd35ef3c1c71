// The audit log's call beside its resource: the figures of the entries the list's filter selects.
import type { auditStatsSchema } from '../../../domain/contracts/audit';
import type { Wire } from '../../../domain/contracts/wire';
import { API_URL, getJson } from './httpClient';

export interface AuditCalls {
  getAuditStats(filter: Record<string, unknown>): Promise<Wire<typeof auditStatsSchema>>;
}

export const auditCalls: AuditCalls = {
  getAuditStats: (filter) =>
    getJson(`${API_URL}/audit/stats?${new URLSearchParams({ filter: JSON.stringify(filter) })}`),
};
