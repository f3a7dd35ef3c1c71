// Six roles. CLIENT and MEMBER are customers (MEMBER holds a membership plan); ADMIN and SUPERADMIN run the
// back-office; PARALEGAL prepares documents and COMPLIANCE_OFFICER handles filings and reviews (staff roles
// without back-office access for now: they sign in and see the public site).
export const ROLES = ['CLIENT', 'MEMBER', 'ADMIN', 'SUPERADMIN', 'PARALEGAL', 'COMPLIANCE_OFFICER'] as const;
export type Role = (typeof ROLES)[number];

export const ADMIN_ROLES: readonly Role[] = ['ADMIN', 'SUPERADMIN'];
export const CUSTOMER_ROLES: readonly Role[] = ['CLIENT', 'MEMBER'];

export const isAdminRole = (role: string | null | undefined): boolean => ADMIN_ROLES.includes(role as Role);
export const isCustomerRole = (role: string | null | undefined): boolean => CUSTOMER_ROLES.includes(role as Role);

/** Where a user lands after signing in. */
export function homePathFor(role: string): string {
  if (isAdminRole(role)) return '/admin';
  if (isCustomerRole(role)) return '/dashboard';
  return '/';
}
