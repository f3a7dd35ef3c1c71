// Audit entry actions are dotted names (login, login.failed, order.stage, export.audit, ...): every action the
// product writes is named here once. The audit log's action filter groups them in families; a family matches
// every action that starts with one of its prefixes, and each action belongs to exactly one family.
export const AUDIT_FAMILIES = [
  'login',
  'upload',
  'order',
  'admin',
  'compliance',
  'membership',
  'quality',
  'assistant',
  'email',
  'contact',
  'queue',
  'mailroom',
  'partner',
  'organization',
] as const;
export type AuditFamily = (typeof AUDIT_FAMILIES)[number];

export const AUDIT_FAMILY_PREFIXES: Record<AuditFamily, readonly string[]> = {
  /** Sign-in, sign-out and refused access. */
  login: ['login', 'logout', 'access'],
  /** Files: uploads, downloads, deletions and generated documents. */
  upload: ['upload', 'asset', 'document', 'instrument'],
  /** Orders and their onboarding pipeline. */
  order: ['order', 'pipeline'],
  /** Back-office work on accounts and data: clients, users, roles, exports. */
  admin: ['admin', 'client', 'user', 'role', 'export'],
  /** Compliance obligations, filings, reminders and calendar feeds. */
  compliance: ['compliance'],
  /** Membership subscriptions. */
  membership: ['membership'],
  /** Quality test suites and runs. */
  quality: ['quality'],
  /** The AI assistant's tool calls. */
  assistant: ['assistant'],
  /** Emails sent by the worker. */
  email: ['email'],
  /** Messages sent through the contact page. */
  contact: ['contact'],
  /** Operators' actions on the background queues (the queue board). */
  queue: ['queue'],
  /** Mail received as registered agent: logged, emailed, viewed, acknowledged, escalated, closed. */
  mailroom: ['mailroom'],
  /** Partners and their keys, and every write made through the partner API. */
  partner: ['partner'],
  /** Organisations: created, members invited, joined and removed, entities brought in, moved in or imported. */
  organization: ['organization'],
};

export const AUDIT_FAMILY_LABELS: Record<AuditFamily, string> = {
  login: 'Login',
  upload: 'Upload',
  order: 'Order',
  admin: 'Admin',
  compliance: 'Compliance',
  membership: 'Membership',
  quality: 'Quality',
  assistant: 'Assistant',
  email: 'Email',
  contact: 'Contact',
  queue: 'Queues',
  mailroom: 'Mail room',
  partner: 'Partner API',
  organization: 'Organisations',
};

/** Every action the API, the worker and the scripts write. */
export const AUDIT_ACTIONS = {
  login: 'login',
  loginFailed: 'login.failed',
  loginThrottled: 'login.throttled',
  loginLinkRequested: 'login.link_requested',
  loginLink: 'login.link',
  loginLinkRefused: 'login.link_refused',
  logout: 'logout',
  accessDenied: 'access.denied',
  upload: 'upload',
  uploadFailed: 'upload.failed',
  assetDownload: 'asset.download',
  assetDelete: 'asset.delete',
  assetShared: 'asset.shared',
  assetUnshared: 'asset.unshared',
  documentDownloaded: 'document.downloaded',
  documentGenerate: 'document.generate',
  documentDraft: 'document.draft',
  orderPaid: 'order.paid',
  orderPaymentFailed: 'order.payment_failed',
  orderPaymentHeld: 'order.payment_held',
  orderPaymentMismatch: 'order.payment_mismatch',
  orderPaymentMismatchResolved: 'order.payment_mismatch_resolved',
  orderAction: 'order.action',
  orderChangeResponse: 'order.change_response',
  orderStage: 'order.stage',
  orderCanceled: 'order.canceled',
  orderRefunded: 'order.refunded',
  /** A payment the order could not keep (already paid, canceled, or sold by another order), refunded. */
  orderExtraPaymentRefunded: 'order.extra_payment_refunded',
  orderDeliverableDone: 'order.deliverable_done',
  orderDeliverableWaived: 'order.deliverable_waived',
  orderIncludedOrderStarted: 'order.included_order_started',
  orderTrustFormed: 'order.trust_formed',
  orderReviewReminder: 'order.review_reminder',
  orderSignatureRequested: 'order.signature_requested',
  orderSignatureReminder: 'order.signature_reminder',
  orderSignatureOverdue: 'order.signature_overdue',
  orderSignatureVoided: 'order.signature_voided',
  orderDocumentSigned: 'order.document_signed',
  orderWetInkSignature: 'order.wet_ink_signature',
  orderEntityCreated: 'order.entity_order_created',
  orderEntityChanged: 'order.entity_changed',
  orderCertificateUploaded: 'order.certificate_uploaded',
  clientCreate: 'client.create',
  userSave: 'user.save',
  userPasswordSet: 'user.password_set',
  exportAudit: 'export.audit',
  exportInstruments: 'export.instruments',
  adminComplianceExport: 'admin.compliance_export',
  complianceFiled: 'compliance.filed',
  complianceFeedRotated: 'compliance.feed_rotated',
  complianceObligationsCreated: 'compliance.obligations_created',
  complianceOverdue: 'compliance.overdue',
  complianceFranchiseTaxEntered: 'compliance.franchise_tax_entered',
  complianceAutoFileChanged: 'compliance.auto_file_changed',
  complianceAutoFileCharged: 'compliance.auto_file_charged',
  complianceAutoFileUnpaid: 'compliance.auto_file_unpaid',
  complianceScanRequested: 'compliance.scan_requested',
  complianceRenewalCancelled: 'compliance.renewal_cancelled',
  complianceRenewalResumed: 'compliance.renewal_resumed',
  complianceRenewalSynced: 'compliance.renewal_synced',
  complianceRenewalNoticed: 'compliance.renewal_noticed',
  complianceRenewalCardUpdated: 'compliance.renewal_card_updated',
  complianceCardOnFileChanged: 'compliance.card_on_file_changed',
  /** A person added to an entity's people on record (officers, directors, managers, members). */
  compliancePersonAdded: 'compliance.person_added',
  /** A person on record corrected (details name what changed, before and after). */
  compliancePersonChanged: 'compliance.person_changed',
  /** A person on record ceased to serve (until set). */
  compliancePersonEnded: 'compliance.person_ended',
  membershipCheckoutStarted: 'membership.checkout_started',
  membershipPlanChanged: 'membership.plan_changed',
  membershipCancelled: 'membership.cancelled',
  membershipResumed: 'membership.resumed',
  membershipPortalOpened: 'membership.portal_opened',
  membershipSynced: 'membership.synced',
  qualitySuiteCreate: 'quality.suite.create',
  qualitySuiteUpdate: 'quality.suite.update',
  qualityRun: 'quality.run',
  qualityScheduleCheck: 'quality.schedule-check',
  assistantTool: 'assistant.tool',
  emailSent: 'email.sent',
  contactMessage: 'contact.message',
  contactLimited: 'contact.limited',
  queueJobRetry: 'queue.job_retry',
  queueJobRemove: 'queue.job_remove',
  queueJobPromote: 'queue.job_promote',
  queueJobChange: 'queue.job_change',
  queueJobAdd: 'queue.job_add',
  queueRetryAll: 'queue.retry_all',
  queueClean: 'queue.clean',
  queuePause: 'queue.pause',
  queueResume: 'queue.resume',
  queueEmpty: 'queue.empty',
  queueObliterate: 'queue.obliterate',
  queueSchedulerChange: 'queue.scheduler_change',
  /** Any other change made on the queue board (concurrency, rate limits, ...). */
  queueChange: 'queue.change',
  partnerCreate: 'partner.create',
  partnerUpdate: 'partner.update',
  partnerKeyCreate: 'partner.key_create',
  partnerKeyRevoke: 'partner.key_revoke',
  partnerKeyRotate: 'partner.key_rotate',
  /** Staff sent a partner's webhook delivery again (details name the endpoint and both deliveries). */
  partnerWebhookResend: 'partner.webhook_resend',
  /** Staff added a webhook endpoint for a partner (details name the endpoint, its mode and URL). */
  partnerWebhookCreate: 'partner.webhook_create',
  /** Staff sent a test event to a partner's webhook endpoint (details name the endpoint and the delivery). */
  partnerWebhookTest: 'partner.webhook_test',
  /** A write made through /api/v1 (details name the partner, the key and the operation). */
  partnerApiWrite: 'partner.api_write',
  mailroomReceived: 'mailroom.received',
  mailroomNotified: 'mailroom.notified',
  mailroomViewed: 'mailroom.viewed',
  mailroomAcknowledged: 'mailroom.acknowledged',
  mailroomEscalated: 'mailroom.escalated',
  mailroomClosed: 'mailroom.closed',
  organizationCreated: 'organization.created',
  organizationInvited: 'organization.invited',
  organizationJoined: 'organization.joined',
  organizationMemberRemoved: 'organization.member_removed',
  organizationMemberEntitiesGiven: 'organization.member_entities_given',
  /** An existing company added to an organisation (one by one). */
  organizationEntityAdded: 'organization.entity_added',
  /** A person's own entity moved into an organisation by its owner. */
  organizationEntityMoved: 'organization.entity_moved',
  organizationEntitiesImported: 'organization.entities_imported',
  organizationFeedRotated: 'organization.feed_rotated',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

/**
 * The family an action belongs to (null for a name no family covers).
 * @internal
 */
export function auditFamilyOf(action: string): AuditFamily | null {
  return (
    AUDIT_FAMILIES.find((family) => AUDIT_FAMILY_PREFIXES[family].some((prefix) => action.startsWith(prefix))) ?? null
  );
}

export const AUDIT_PERIODS = ['24h', '7d', '30d', 'custom'] as const;
export type AuditPeriod = (typeof AUDIT_PERIODS)[number];

export const AUDIT_PERIOD_LABELS: Record<AuditPeriod, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  custom: 'Custom range',
};

const HOUR = 60 * 60 * 1000;
const PERIOD_MS: Record<Exclude<AuditPeriod, 'custom'>, number> = {
  '24h': 24 * HOUR,
  '7d': 7 * 24 * HOUR,
  '30d': 30 * 24 * HOUR,
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A custom bound: a date means that whole UTC day (`to` includes it), a date-time means that instant. */
function bound(value: string, end: boolean): Date {
  const at = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00.000Z` : value);
  return end && DATE_ONLY.test(value) ? new Date(at.getTime() + 24 * HOUR) : at;
}

/** The time window of a period: entries with gte <= createdAt < lt. */
export function auditTimeRange(
  filter: { period?: AuditPeriod; from?: string; to?: string },
  now: Date,
): { gte?: Date; lt?: Date } {
  if (!filter.period) return {};
  if (filter.period !== 'custom') return { gte: new Date(now.getTime() - PERIOD_MS[filter.period]) };
  return {
    ...(filter.from ? { gte: bound(filter.from, false) } : {}),
    ...(filter.to ? { lt: bound(filter.to, true) } : {}),
  };
}
