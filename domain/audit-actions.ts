// Audit entry actions are dotted names (login, login.failed, order.stage, export.audit, ...). The audit log's
// action filter groups them in families; a family matches every action that starts with one of its prefixes.
export const AUDIT_FAMILIES = ['login', 'upload', 'order', 'admin'] as const;
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
};

export const AUDIT_FAMILY_LABELS: Record<AuditFamily, string> = {
  login: 'Login',
  upload: 'Upload',
  order: 'Order',
  admin: 'Admin',
};

/** Actions written by the back-office routes (sign-in writes login / login.failed; others use the same style). */
export const AUDIT_ACTIONS = {
  accessDenied: 'access.denied',
  clientCreate: 'client.create',
  userSave: 'user.save',
  exportAudit: 'export.audit',
  exportInstruments: 'export.instruments',
} as const;

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
