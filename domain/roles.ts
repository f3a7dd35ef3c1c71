// Six roles. CLIENT and MEMBER are customers (MEMBER holds a membership plan); ADMIN and SUPERADMIN run the
// back-office; PARALEGAL prepares documents and COMPLIANCE_OFFICER handles filings and reviews.
export const ROLES = ['CLIENT', 'MEMBER', 'ADMIN', 'SUPERADMIN', 'PARALEGAL', 'COMPLIANCE_OFFICER'] as const;
export type Role = (typeof ROLES)[number];

export const ADMIN_ROLES: readonly Role[] = ['ADMIN', 'SUPERADMIN'];
export const CUSTOMER_ROLES: readonly Role[] = ['CLIENT', 'MEMBER'];
/** Everyone who may open the back-office at all (each screen narrows this with STAFF_AREAS). */
/** @internal */
export const STAFF_ROLES: readonly Role[] = ['ADMIN', 'SUPERADMIN', 'PARALEGAL', 'COMPLIANCE_OFFICER'];

/**
 * The back-office access matrix: which roles may use each area. The API enforces it on every admin route
 * (`requireArea` in api/plugins/auth.ts) and the back-office hides what a role cannot open.
 */
export const STAFF_AREAS = {
  dashboard: STAFF_ROLES,
  pipeline: STAFF_ROLES,
  dam: STAFF_ROLES,
  documents: STAFF_ROLES,
  audit: ['ADMIN', 'SUPERADMIN', 'COMPLIANCE_OFFICER'],
  compliance: ['ADMIN', 'SUPERADMIN', 'COMPLIANCE_OFFICER'],
  /** The registered-agent mail room: logging mail received for clients' entities. */
  mailroom: ['ADMIN', 'SUPERADMIN', 'COMPLIANCE_OFFICER'],
  assistant: STAFF_ROLES,
  clients: ADMIN_ROLES,
  debt: ADMIN_ROLES,
  quality: ADMIN_ROLES,
  gpt: ADMIN_ROLES,
  /** The BullMQ queue board (retry, remove, pause jobs of every queue). */
  queues: ADMIN_ROLES,
  /** Payment mismatches found by the daily reconciliation, and their resolution (refund, link, note). */
  payments: ADMIN_ROLES,
  /** Partners of the partner API, their keys and usage. */
  partners: ADMIN_ROLES,
} as const satisfies Record<string, readonly Role[]>;
export type StaffArea = keyof typeof STAFF_AREAS;

export const isAdminRole = (role: string | null | undefined): boolean => ADMIN_ROLES.includes(role as Role);
export const isStaffRole = (role: string | null | undefined): boolean => STAFF_ROLES.includes(role as Role);
export const isCustomerRole = (role: string | null | undefined): boolean => CUSTOMER_ROLES.includes(role as Role);
export const canUseArea = (role: string | null | undefined, area: StaffArea): boolean =>
  (STAFF_AREAS[area] as readonly string[]).includes(role ?? '');

/** Where a user lands after signing in. */
export function homePathFor(role: string): string {
  if (isStaffRole(role)) return '/admin';
  if (isCustomerRole(role)) return '/dashboard';
  return '/';
}

/** The signed-in user a request acts as. */
export interface CurrentUser {
  id: string;
  email: string;
  role: Role;
  subscriptionPlan: string | null;
}
