// ra-data-simple-rest on /api (?sort=...&range=...&filter=... answered with Content-Range), plus each resource's
// calls that are not record lists, grouped in a file per resource (dashboardCalls, orderCalls, loanCalls, auditCalls,
// qualityCalls, partnerCalls, assetFactoryCalls, assistantCalls); all but the dashboard's load with their first call.
// Screens reach them through react-admin's hooks (useDataProvider with useQuery or useMutation), never the HTTP
// client.
// A resource is named after its API path under /api (assets, instruments, loans, admin/orders, ...); the screens'
// <Resource>s keep the spec's browser routes (/admin/dam, /admin/debt-servicing, ...) and name the API resource in
// their data hooks.
import simpleRestProvider from 'ra-data-simple-rest';
import { combineDataProviders, type DataProvider } from 'react-admin';
import type { AssetFactoryCalls } from './assetFactoryCalls';
import type { AssistantCalls } from './assistantCalls';
import type { AuditCalls } from './auditCalls';
import { type DashboardCalls, dashboardCalls } from './dashboardCalls';
import { dataEnvelopeResources } from './envelopeResource';
import { API_URL, httpClient } from './httpClient';
import type { LoanCalls } from './loanCalls';
import { MAIL_ITEMS, mailWrites } from './mailResources';
import type { OrderCalls } from './orderCalls';
import type { PartnerCalls } from './partnerCalls';
import type { QualityCalls } from './qualityCalls';

/** The records' nine methods, then each resource's own calls (each group in its file, beside its screens). */
export interface AdminDataProvider
  extends DataProvider,
    DashboardCalls,
    OrderCalls,
    LoanCalls,
    AuditCalls,
    QualityCalls,
    PartnerCalls,
    AssetFactoryCalls,
    AssistantCalls {}

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
const loanCall = lazyCall(() => import('./loanCalls').then((m) => m.loanCalls));
const auditCall = lazyCall(() => import('./auditCalls').then((m) => m.auditCalls));

export const dataProvider: AdminDataProvider = {
  // The combined provider is a Proxy: spreading it copies its nine methods, each routed per resource.
  ...resources,
  ...dashboardCalls,
  getOnboardingBoard: orderCall('getOnboardingBoard'),
  orderAction: orderCall('orderAction'),
  getOrderNameChecks: orderCall('getOrderNameChecks'),
  getOrderSignatures: orderCall('getOrderSignatures'),
  recordWetInk: orderCall('recordWetInk'),
  uploadCertificate: orderCall('uploadCertificate'),
  markDeliverable: orderCall('markDeliverable'),
  cancelUnpaidOrder: orderCall('cancelUnpaidOrder'),
  getStripeConfig: orderCall('getStripeConfig'),
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
  calculateSchedule: loanCall('calculateSchedule'),
  getLoanSummary: loanCall('getLoanSummary'),
  getAuditStats: auditCall('getAuditStats'),
};
