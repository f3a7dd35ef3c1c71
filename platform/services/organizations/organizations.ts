// Organisations and their members: created by a client (its owner), listed for each member with their role, and a
// member removed (never the last owner).
import type { OrganizationRole } from '../../../domain/organizations';
import { conflict, notFound } from '../../errors';
import type { Db } from '../../infra/prisma';

/** Creates the organisation with its creator as owner, in one transaction. */
export function createOrganization(db: Db, userId: string, name: string) {
  return db.$transaction(async (tx) => {
    const organization = await tx.organization.create({
      data: { name, createdById: userId },
      select: { id: true, name: true },
    });
    await tx.organizationMember.create({ data: { organizationId: organization.id, userId, role: 'OWNER' } });
    return organization;
  });
}

/** The organisations the user belongs to, with their role in each, by name. */
export async function listOrganizationsOf(db: Db, userId: string) {
  const rows = await db.organizationMember.findMany({
    where: { userId },
    select: { role: true, organization: { select: { id: true, name: true, createdAt: true } } },
    orderBy: [{ organization: { name: 'asc' } }, { organizationId: 'asc' }],
    take: 200,
  });
  return rows.map((row) => ({ id: row.organization.id, name: row.organization.name, role: row.role }));
}

/** The members of an organisation with their email and role, and the invitations not yet accepted. */
export async function listMembers(db: Db, organizationId: string, now = new Date()) {
  const [members, invitations] = await Promise.all([
    db.organizationMember.findMany({
      where: { organizationId },
      select: { userId: true, role: true, entityIds: true, createdAt: true, user: { select: { email: true } } },
      orderBy: [{ createdAt: 'asc' }, { userId: 'asc' }],
      take: 1000,
    }),
    db.organizationInvitation.findMany({
      where: { organizationId, acceptedAt: null, expiresAt: { gt: now } },
      select: { id: true, email: true, role: true, createdAt: true, expiresAt: true },
      orderBy: { createdAt: 'desc' },
      take: 500,
    }),
  ]);
  return {
    members: members.map((m) => ({
      userId: m.userId,
      email: m.user.email,
      role: m.role,
      givenEntityIds: m.entityIds,
      since: m.createdAt,
    })),
    invitations,
  };
}

const LAST_OWNER_MESSAGE =
  'An organization keeps at least one owner: make another member owner before removing this one';

/**
 * Removes a member: their next request is refused (the membership is read on every request). The last owner is
 * never removed (409). Answers the removed member's role and email; 404 when the user is not a member.
 */
export function removeMember(db: Db, organizationId: string, userId: string) {
  return db.$transaction(async (tx) => {
    // One removal at a time per organisation, so two owners removing each other never leave none.
    await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${organizationId}::uuid FOR UPDATE`;
    const member = await tx.organizationMember.findUnique({
      where: { organizationId_userId: { organizationId, userId } },
      select: { id: true, role: true, user: { select: { email: true } } },
    });
    if (!member) throw notFound(`Member not found: ${userId}`);
    if (member.role === 'OWNER') {
      const owners = await tx.organizationMember.count({ where: { organizationId, role: 'OWNER' } });
      if (owners <= 1) throw conflict(LAST_OWNER_MESSAGE);
    }
    await tx.organizationMember.delete({ where: { id: member.id } });
    return { role: member.role as OrganizationRole, email: member.user.email };
  });
}

/**
 * Gives a member the organisation's companies they may order for (replacing the list): every id must be one of the
 * organisation's entities (404 names the first that is not). 404 when the user is not a member.
 */
export async function giveEntities(db: Db, organizationId: string, userId: string, entityIds: readonly string[]) {
  const ids = [...new Set(entityIds.map((id) => id.toLowerCase()))];
  const found = await db.formedEntity.findMany({ where: { id: { in: ids }, organizationId }, select: { id: true } });
  const known = new Set(found.map((e) => e.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing) throw notFound(`Entity not found: ${missing}`);
  const member = await db.organizationMember.findUnique({
    where: { organizationId_userId: { organizationId, userId } },
    select: { id: true },
  });
  if (!member) throw notFound(`Member not found: ${userId}`);
  await db.organizationMember.update({ where: { id: member.id }, data: { entityIds: ids } });
  return ids;
}

/** Staff's view: the organisation an entity belongs to (id and name), or null. */
export const organizationOfEntity = async (db: Db, entityId: string) =>
  (
    await db.formedEntity.findUnique({
      where: { id: entityId },
      select: { organization: { select: { id: true, name: true } } },
    })
  )?.organization ?? null;

/**
 * Staff's view: the organisation an order is for: its entity's, or (a formation) the organisation one of the
 * entities it formed was moved into; null for a person's order.
 */
export async function organizationOfOrder(db: Db, orderId: string) {
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: {
      entity: { select: { organization: { select: { id: true, name: true } } } },
      formedEntities: {
        where: { organizationId: { not: null } },
        select: { organization: { select: { id: true, name: true } } },
        take: 1,
      },
    },
  });
  return order?.entity?.organization ?? order?.formedEntities[0]?.organization ?? null;
}
