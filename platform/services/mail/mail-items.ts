// Mail received as registered agent: logging an item (with the outbox entries that email the client and start
// the escalation timer, in the same transaction), the staff list, closing, and the client's view and
// acknowledgement. A client reaches only the items of its own entities.
import { z } from 'zod';
import type { MailItemView } from '../../../domain/contracts/mailroom';
import {
  acknowledgementRefusal,
  MAIL_KINDS,
  MAIL_STATUSES,
  type MailKind,
  type MailStatus,
  needsAcknowledgement,
  SOLICITATION_WARNING,
  statusAfterView,
} from '../../../domain/mailroom';
import { OUTBOX_KINDS } from '../../../domain/outbox-kinds';
import type { Prisma } from '../../../prisma/generated/client';
import { conflict, notFound } from '../../errors';
import type { Db } from '../../infra/prisma';

const mailItemInclude = {
  entity: { select: { businessName: true, stateCode: true, user: { select: { email: true } } } },
  scan: { select: { id: true, name: true, mimeType: true, sizeBytes: true } },
} satisfies Prisma.MailItemInclude;
type MailItemRow = Prisma.MailItemGetPayload<{ include: typeof mailItemInclude }>;

export function mailItemView(row: MailItemRow): MailItemView {
  return {
    id: row.id,
    entityId: row.entityId,
    businessName: row.entity.businessName,
    stateCode: row.entity.stateCode,
    kind: row.kind,
    sender: row.sender,
    receivedOn: row.receivedOn.toISOString().slice(0, 10),
    status: row.status,
    needsAcknowledgement: needsAcknowledgement(row.kind),
    warning: row.kind === 'SOLICITATION' ? SOLICITATION_WARNING : null,
    scan: row.scan,
    notifiedAt: row.notifiedAt,
    viewedAt: row.viewedAt,
    acknowledgedAt: row.acknowledgedAt,
    closedAt: row.closedAt,
    closingNote: row.closingNote,
    escalationCount: row.escalationCount,
    createdAt: row.createdAt,
  };
}

const staffMailItemView = (row: MailItemRow) => ({
  ...mailItemView(row),
  clientEmail: row.entity.user?.email ?? null,
  loggedByEmail: row.loggedByEmail,
  closedByEmail: row.closedByEmail,
  acknowledgedByEmail: row.acknowledgedByEmail,
});

/** The form fields of a logged item, besides the scan (multipart: entityId, kind, sender, receivedOn). */
export const logMailFields = z.object({
  entityId: z.guid({ error: 'entityId: must be a formed entity id (UUID)' }),
  kind: z.enum(MAIL_KINDS, { error: `kind: must be one of ${MAIL_KINDS.join(', ')}` }),
  sender: z
    .string({ error: 'sender: required' })
    .trim()
    .min(1, 'sender: required')
    .max(200, 'sender: at most 200 characters'),
  receivedOn: z.iso.date({ error: 'receivedOn: must be a date (YYYY-MM-DD)' }),
});
export type LogMailFields = z.infer<typeof logMailFields>;

/** The entity an item is logged for: it must exist and have a client to tell. */
export async function entityForMail(db: Db, entityId: string) {
  const entity = await db.formedEntity.findUnique({
    where: { id: entityId.toLowerCase() },
    select: { id: true, userId: true, businessName: true },
  });
  if (!entity) throw notFound(`Entity not found: ${entityId}`);
  if (!entity.userId) throw conflict('This entity has no client account to receive its mail');
  return { ...entity, userId: entity.userId };
}

/** Records the item with its outbox entries: the client's email now, and for a service of process the timer. */
export async function recordMailItem(
  db: Db,
  input: LogMailFields & { scanAssetId: string; loggedByEmail: string },
): Promise<MailItemView & { clientEmail: string | null }> {
  return db.$transaction(async (tx) => {
    const row = await tx.mailItem.create({
      data: {
        entityId: input.entityId.toLowerCase(),
        kind: input.kind,
        sender: input.sender,
        receivedOn: new Date(`${input.receivedOn}T00:00:00.000Z`),
        scanAssetId: input.scanAssetId,
        loggedByEmail: input.loggedByEmail,
      },
      include: mailItemInclude,
    });
    await tx.outboxEntry.create({ data: { kind: OUTBOX_KINDS.mailroomEmail, payload: { mailItemId: row.id } } });
    if (needsAcknowledgement(row.kind)) {
      await tx.outboxEntry.create({
        data: { kind: OUTBOX_KINDS.mailroomEscalation, payload: { mailItemId: row.id } },
      });
    }
    return { ...mailItemView(row), clientEmail: row.entity.user?.email ?? null };
  });
}

export const staffMailFilter = z.object({
  status: z.enum([...MAIL_STATUSES, 'OPEN', 'all']).optional(),
  kind: z.enum([...MAIL_KINDS, 'all']).optional(),
  entityId: z.guid({ error: 'entityId: must be a UUID' }).optional(),
  q: z.string().max(200).optional(),
  take: z.coerce.number().int().min(1).max(200).optional(),
});

export async function listMailForStaff(db: Db, filter: z.infer<typeof staffMailFilter>) {
  const where: Prisma.MailItemWhereInput = {};
  if (filter.status === 'OPEN') where.status = { not: 'CLOSED' };
  else if (filter.status && filter.status !== 'all') where.status = filter.status;
  if (filter.kind && filter.kind !== 'all') where.kind = filter.kind;
  if (filter.entityId) where.entityId = filter.entityId.toLowerCase();
  const q = filter.q?.trim();
  if (q) {
    where.OR = [
      { sender: { contains: q, mode: 'insensitive' } },
      { entity: { businessName: { contains: q, mode: 'insensitive' } } },
      { entity: { user: { email: { contains: q, mode: 'insensitive' } } } },
    ];
  }
  const rows = await db.mailItem.findMany({
    where,
    include: mailItemInclude,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: filter.take ?? 100,
  });
  return rows.map(staffMailItemView);
}

/** Formed entities staff can log mail for (those with a client), by name or client email. */
export async function mailEntities(db: Db, q: string | undefined) {
  const text = q?.trim();
  const rows = await db.formedEntity.findMany({
    where: {
      userId: { not: null },
      ...(text
        ? {
            OR: [
              { businessName: { contains: text, mode: 'insensitive' } },
              { user: { email: { contains: text, mode: 'insensitive' } } },
            ],
          }
        : {}),
    },
    select: { id: true, businessName: true, stateCode: true, entityType: true, user: { select: { email: true } } },
    orderBy: [{ businessName: 'asc' }, { id: 'asc' }],
    take: 50,
  });
  return rows.map(({ user, ...entity }) => ({ ...entity, clientEmail: user?.email ?? null }));
}

/** Staff close an item with a note: escalation stops. Closing twice answers 409. */
export async function closeMailItem(db: Db, id: string, note: string, staffEmail: string) {
  const closed = await db.mailItem.updateMany({
    where: { id, status: { not: 'CLOSED' } },
    data: { status: 'CLOSED', closedAt: new Date(), closingNote: note, closedByEmail: staffEmail },
  });
  const row = await db.mailItem.findUnique({ where: { id }, include: mailItemInclude });
  if (!row) throw notFound(`Mail item not found: ${id}`);
  if (closed.count === 0) throw conflict('This item is already closed');
  return staffMailItemView(row);
}

/** The client's items, newest first (optionally of one entity). */
export async function listMailForClient(db: Db, userId: string, entityId?: string) {
  const rows = await db.mailItem.findMany({
    where: { entity: { userId }, ...(entityId ? { entityId: entityId.toLowerCase() } : {}) },
    include: mailItemInclude,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 200,
  });
  return rows.map(mailItemView);
}

/** One of the client's items, or null (another client's item is treated as absent). */
export async function findClientMailItem(db: Db, userId: string, id: string) {
  return db.mailItem.findFirst({ where: { id: id.toLowerCase(), entity: { userId } }, include: mailItemInclude });
}

/** Marks the item viewed the first time its client opens it; answers whether this was the first time. */
export async function markViewed(db: Db, id: string): Promise<boolean> {
  const first = await db.mailItem.updateMany({ where: { id, viewedAt: null }, data: { viewedAt: new Date() } });
  // Viewing never undoes an acknowledgement or a closing: only a NEW item becomes VIEWED.
  await db.mailItem.updateMany({ where: { id, status: 'NEW' }, data: { status: statusAfterView('NEW') } });
  return first.count > 0;
}

/** The client acknowledges a service of process; answers whether this was the first acknowledgement. */
export async function acknowledgeMailItem(
  db: Db,
  row: { id: string; kind: MailKind; status: MailStatus },
  email: string,
): Promise<boolean> {
  const refusal = acknowledgementRefusal(row);
  if (refusal) throw conflict(refusal);
  const now = new Date();
  const done = await db.mailItem.updateMany({
    where: { id: row.id, status: { in: ['NEW', 'VIEWED'] } },
    data: { status: 'ACKNOWLEDGED', acknowledgedAt: now, acknowledgedByEmail: email },
  });
  await db.mailItem.updateMany({ where: { id: row.id, viewedAt: null }, data: { viewedAt: now } });
  return done.count > 0;
}

/** Whether a mail item exists, whoever's it is: for telling another client's item (403) from none (404). */
export const mailItemExists = async (db: Db, id: string) => (await db.mailItem.count({ where: { id } })) > 0;
