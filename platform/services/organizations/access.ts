// Who may do what in an organisation: the membership is read from the database on every request (never kept in the
// session), so a removed member is refused at once. Not a member, or no such organisation: 404 (nothing tells the
// caller the id is real); a member whose role does not allow the request: 403.
import { type OrganizationNeed, type OrganizationRole, organizationRoleAllows } from '../../../domain/organizations';
import { isUuid } from '../../../domain/uuid';
import { forbidden, notFound } from '../../errors';
import type { Db } from '../../infra/prisma';

export interface OrganizationAccess {
  organization: { id: string; name: string };
  role: OrganizationRole;
  /** The companies a MEMBER was given to order for (owners and admins order for all). */
  givenEntityIds: readonly string[];
}

const organizationNotFound = (orgId: string) => notFound(`Organization not found: ${orgId}`);

/** The caller's membership of the organisation when its role allows `need`; throws the 404 or 403 HttpError. */
export async function organizationAccess(
  db: Db,
  userId: string,
  orgId: string,
  need: OrganizationNeed,
): Promise<OrganizationAccess> {
  if (!isUuid(orgId)) throw organizationNotFound(orgId);
  const member = await db.organizationMember.findUnique({
    where: { organizationId_userId: { organizationId: orgId.toLowerCase(), userId } },
    select: { role: true, entityIds: true, organization: { select: { id: true, name: true } } },
  });
  if (!member) throw organizationNotFound(orgId);
  if (!organizationRoleAllows(member.role, need))
    throw forbidden(`Forbidden: an organization ${member.role.toLowerCase()} may not do this`);
  return { organization: member.organization, role: member.role, givenEntityIds: member.entityIds };
}

const NOT_GIVEN_MESSAGE =
  'A member orders only for the companies given to them: ask an owner of the organization to give you this one';

/** Refuses (403) a MEMBER ordering for a company not given to them; owners and admins order for every one. */
export function assertMayOrderFor(access: OrganizationAccess, entityIds: readonly string[]): void {
  if (access.role !== 'MEMBER') return;
  const given = new Set(access.givenEntityIds);
  if (entityIds.some((id) => !given.has(id.toLowerCase()))) throw forbidden(NOT_GIVEN_MESSAGE);
}
