// Organisations (a firm or a company group): its members' roles and what each role may do. An owner handles billing
// and members, an admin orders and changes settings and entities, a member orders, a viewer only reads.
export const ORGANIZATION_ROLES = ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/**
 * What a request asks of the organisation: `read` its registry and calendar, `order` filings for its entities,
 * `write` its entities and settings (add, import, move in), `billing` its card and payments, `members` invite and
 * remove people.
 */
const ORGANIZATION_NEEDS = ['read', 'order', 'write', 'billing', 'members'] as const;
export type OrganizationNeed = (typeof ORGANIZATION_NEEDS)[number];

const ALLOWED: Record<OrganizationNeed, readonly OrganizationRole[]> = {
  read: ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'],
  order: ['OWNER', 'ADMIN', 'MEMBER'],
  write: ['OWNER', 'ADMIN'],
  billing: ['OWNER'],
  members: ['OWNER'],
};

export const organizationRoleAllows = (role: OrganizationRole, need: OrganizationNeed): boolean =>
  ALLOWED[need].includes(role);

export const ORGANIZATION_ROLE_LABELS: Record<OrganizationRole, string> = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  MEMBER: 'Member',
  VIEWER: 'Viewer',
};

/** The longest organisation name accepted. */
export const ORGANIZATION_NAME_MAX = 200;
