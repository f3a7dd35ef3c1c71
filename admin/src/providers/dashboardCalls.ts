// The dashboard's calls: its figures and the payments reconciliation could not pair, with staff's resolution of one.
// Loaded with the first screen (the dashboard), so not lazily.
import type { z } from 'zod';
import type { adminStatsSchema } from '../../../domain/contracts/admin-stats';
import type { mismatchResolutionSchema, paymentMismatchListSchema } from '../../../domain/contracts/payment-mismatches';
import type { Wire } from '../../../domain/contracts/wire';
import { API_URL, getJson, postJson } from './httpClient';

/** GET /api/admin/stats, typed from the route's own schema. */
export type AdminStats = Wire<typeof adminStatsSchema>;

/** GET /api/admin/payment-mismatches (open ones) and a resolution's body and answer. */
type PaymentMismatchList = Wire<typeof paymentMismatchListSchema>;
export type PaymentMismatch = PaymentMismatchList['data'][number];
export type MismatchResolution = z.infer<typeof mismatchResolutionSchema>;

export interface DashboardCalls {
  getAdminStats(): Promise<AdminStats>;
  getPaymentMismatches(): Promise<PaymentMismatchList>;
  resolvePaymentMismatch(id: string, resolution: MismatchResolution): Promise<PaymentMismatch>;
}

export const dashboardCalls: DashboardCalls = {
  getAdminStats: () => getJson<AdminStats>(`${API_URL}/admin/stats`),
  getPaymentMismatches: () => getJson<PaymentMismatchList>(`${API_URL}/admin/payment-mismatches`),
  resolvePaymentMismatch: (id, resolution) =>
    postJson<PaymentMismatch>(`${API_URL}/admin/payment-mismatches/${encodeURIComponent(id)}/resolve`, resolution),
};
