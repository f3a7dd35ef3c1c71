// ra-data-simple-rest on /api (?sort=...&range=...&filter=... answered with Content-Range), plus the back-office
// calls that are not resource lists (dashboard figures, loans, audit figures, payments' publishable key, the onboarding,
// quality, Asset Factory and assistant screens' calls).
// Screens reach them through react-admin's hooks (useDataProvider with useQuery or useMutation), never the HTTP
// client.
// A resource is named after its API path under /api (assets, instruments, loans, admin/orders, ...); the screens'
// <Resource>s keep the spec's browser routes (/admin/dam, /admin/debt-servicing, ...) and name the API resource in
// their data hooks.
import simpleRestProvider from 'ra-data-simple-rest';
import { combineDataProviders, type DataProvider } from 'react-admin';
import type { z } from 'zod';
import type { ScheduleRequest } from '../../../domain/amortization';
import type { adminStatsSchema } from '../../../domain/contracts/admin-stats';
import type { auditStatsSchema } from '../../../domain/contracts/audit';
import type { loanSummarySchema, scheduleSchema } from '../../../domain/contracts/loans';
import type { mismatchResolutionSchema, paymentMismatchListSchema } from '../../../domain/contracts/payment-mismatches';
import type { Wire } from '../../../domain/contracts/wire';
import type { AssetFactoryCalls } from './assetFactoryCalls';
import type { AssistantCalls } from './assistantCalls';
import { dataEnvelopeResources } from './envelopeResource';
import { API_URL, getJson, httpClient, postJson } from './httpClient';
import { MAIL_ITEMS, mailWrites } from './mailResources';
import type { OrderCalls } from './orderCalls';
import type { PartnerCalls } from './partnerCalls';
import type { QualityCalls } from './qualityCalls';

/** GET /api/admin/stats, typed from the route's own schema. */
export type AdminStats = Wire<typeof adminStatsSchema>;

/** GET /api/admin/payment-mismatches (open ones) and a resolution's body and answer. */
type PaymentMismatchList = Wire<typeof paymentMismatchListSchema>;
export type PaymentMismatch = PaymentMismatchList['data'][number];
export type MismatchResolution = z.infer<typeof mismatchResolutionSchema>;

/** POST /api/schedules. */
export type Schedule = Wire<typeof scheduleSchema>;

/** GET /api/loans/summary. */
type LoanSummary = Wire<typeof loanSummarySchema>;

/** GET /api/audit/stats. */
type AuditStats = Wire<typeof auditStatsSchema>;

export interface AdminDataProvider
  extends DataProvider,
    OrderCalls,
    QualityCalls,
    PartnerCalls,
    AssetFactoryCalls,
    AssistantCalls {
  getAdminStats(): Promise<AdminStats>;
  calculateSchedule(request: ScheduleRequest): Promise<Schedule>;
  getLoanSummary(): Promise<LoanSummary>;
  getAuditStats(filter: Record<string, unknown>): Promise<AuditStats>;
  getStripeConfig(): Promise<{ publishableKey: string | null }>;
  getPaymentMismatches(): Promise<PaymentMismatchList>;
  resolvePaymentMismatch(id: string, resolution: MismatchResolution): Promise<PaymentMismatch>;
}

/** Quality testing's resources (admin/quality/test-suites, test-runs, metrics) answer `{ data }` without Content-Range. */
const QUALITY = 'admin/quality/';

const rest = simpleRestProvider(API_URL, httpClient);
const quality: DataProvider = { ...rest, ...dataEnvelopeResources(API_URL) };
// The partners screens are react-admin's List, Create, Edit and Show, whose links are built from the resource's
// name: it stays the browser route's (/admin/partners), served from /api/admin/partners.
const staffRest = simpleRestProvider(`${API_URL}/admin`, httpClient);

// The mail room's lists answer `{ data }` too; logging and closing an item are its own writes.
const mail: DataProvider = { ...rest, ...dataEnvelopeResources(API_URL), ...mailWrites(API_URL) };

const resources = combineDataProviders((resource) =>
  resource.startsWith(QUALITY)
    ? quality
    : resource === 'partners'
      ? staffRest
      : resource === MAIL_ITEMS || resource.startsWith(`${MAIL_ITEMS}/`)
        ? mail
        : rest,
);

/** A screen's named call: its code loads with the first one made, as the screens making them do. */
const lazyCall =
  <Calls>(load: () => Promise<Calls>) =>
  <Name extends keyof Calls>(name: Name) =>
    (async (...args: unknown[]) =>
      ((await load())[name] as (...args: unknown[]) => Promise<unknown>)(...args)) as Calls[Name];
const orderCall = lazyCall(() => import('./orderCalls').then((m) => m.orderCalls));
const qualityCall = lazyCall(() => import('./qualityCalls').then((m) => m.qualityCalls));
const assetFactoryCall = lazyCall(() => import('./assetFactoryCalls').then((m) => m.assetFactoryCalls));
const assistantCall = lazyCall(() => import('./assistantCalls').then((m) => m.assistantCalls));
const partnerCall = lazyCall(() => import('./partnerCalls').then((m) => m.partnerCalls));

export const dataProvider: AdminDataProvider = {
  // The combined provider is a Proxy: spreading it copies its nine methods, each routed per resource.
  ...resources,
  getOnboardingBoard: orderCall('getOnboardingBoard'),
  orderAction: orderCall('orderAction'),
  getOrderNameChecks: orderCall('getOrderNameChecks'),
  getOrderSignatures: orderCall('getOrderSignatures'),
  recordWetInk: orderCall('recordWetInk'),
  uploadCertificate: orderCall('uploadCertificate'),
  markDeliverable: orderCall('markDeliverable'),
  cancelUnpaidOrder: orderCall('cancelUnpaidOrder'),
  getQualityHealthCheck: qualityCall('getQualityHealthCheck'),
  scheduleQualityCheck: qualityCall('scheduleQualityCheck'),
  runQualitySuite: qualityCall('runQualitySuite'),
  generateDocument: assetFactoryCall('generateDocument'),
  saveDocumentDraft: assetFactoryCall('saveDocumentDraft'),
  getDocumentJob: assetFactoryCall('getDocumentJob'),
  getDocumentPipeline: assetFactoryCall('getDocumentPipeline'),
  getAssistantStatus: assistantCall('getAssistantStatus'),
  getGptCapabilities: assistantCall('getGptCapabilities'),
  getGptUsageStats: assistantCall('getGptUsageStats'),
  sendGptQuery: assistantCall('sendGptQuery'),
  streamAssistantAnswer: assistantCall('streamAssistantAnswer'),
  getChatTranscript: assistantCall('getChatTranscript'),
  issuePartnerKey: partnerCall('issuePartnerKey'),
  rotatePartnerKey: partnerCall('rotatePartnerKey'),
  revokePartnerKey: partnerCall('revokePartnerKey'),
  getPartnerWebhookEndpoints: partnerCall('getPartnerWebhookEndpoints'),
  resendPartnerWebhookDelivery: partnerCall('resendPartnerWebhookDelivery'),
  addPartnerWebhookEndpoint: partnerCall('addPartnerWebhookEndpoint'),
  testPartnerWebhookEndpoint: partnerCall('testPartnerWebhookEndpoint'),
  getAdminStats: () => getJson<AdminStats>(`${API_URL}/admin/stats`),
  calculateSchedule: (request) => postJson<Schedule>(`${API_URL}/schedules`, request),
  getLoanSummary: () => getJson<LoanSummary>(`${API_URL}/loans/summary`),
  getAuditStats: (filter) =>
    getJson<AuditStats>(`${API_URL}/audit/stats?${new URLSearchParams({ filter: JSON.stringify(filter) })}`),
  getStripeConfig: () => getJson(`${API_URL}/stripe/config`),
  getPaymentMismatches: () => getJson<PaymentMismatchList>(`${API_URL}/admin/payment-mismatches`),
  resolvePaymentMismatch: (id, resolution) =>
    postJson<PaymentMismatch>(`${API_URL}/admin/payment-mismatches/${encodeURIComponent(id)}/resolve`, resolution),
};
