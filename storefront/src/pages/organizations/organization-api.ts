// An organisation's answers as the client area reads them (domain/contracts/organizations.ts), and the addresses of
// its routes: the registry (and its CSV), members, invitations, the calendar and its feed, the CSV import.
import type { obligationViewSchema } from '../../../../domain/contracts/compliance';
import type {
  importResultSchema,
  organizationMembersSchema,
  organizationWithRoleSchema,
  registryEntitySchema,
} from '../../../../domain/contracts/organizations';
import type { Wire } from '../../../../domain/contracts/wire';
import type { EntityOrderKind } from '../../../../domain/kinds';
import type { OrganizationRole } from '../../../../domain/organizations';
import { apiRequest } from '../../lib/api';

export type Organization = Wire<typeof organizationWithRoleSchema>;
export type RegistryEntity = Wire<typeof registryEntitySchema>;
export type Members = Wire<typeof organizationMembersSchema>;
export type ImportResult = Wire<typeof importResultSchema>;
export type CalendarEntry = Wire<typeof obligationViewSchema>;

export const ORGANIZATIONS_KEY = ['/api/organizations'];
export const orgPath = (id: string) => `/api/organizations/${encodeURIComponent(id)}`;

export interface RegistryFilter {
  stateCode: string;
  status: string;
  entityType: string;
  autoFile: string;
  /** Days ahead: entities with an open deadline within them. */
  dueWithin: string;
}

/** `dueWithin` (days) becomes the API's `dueBefore` day. */
export const registryQuery = (filter: RegistryFilter, today = new Date()) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (!value) continue;
    if (key === 'dueWithin')
      params.set('dueBefore', new Date(today.getTime() + Number(value) * 86_400_000).toISOString().slice(0, 10));
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** Owners and admins change entities; owners handle members. */
export const canWrite = (role: OrganizationRole | undefined) => role === 'OWNER' || role === 'ADMIN';
export const canManageMembers = (role: OrganizationRole | undefined) => role === 'OWNER';

/** Members who order: every role but a viewer. */
export const canOrder = (role: OrganizationRole | undefined) => role !== undefined && role !== 'VIEWER';

export interface GroupOrderAnswer {
  orderGroupId: string;
  orderIds: string[];
  amount: number;
  clientSecret: string;
}

/** One kind for many entities in one checkout: one order each, one payment for the total. */
export const orderForEntities = (orgId: string, kind: EntityOrderKind, entityIds: string[]) =>
  apiRequest<GroupOrderAnswer>('POST', `${orgPath(orgId)}/orders`, { kind, entityIds, details: {} });
