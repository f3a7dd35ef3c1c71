// Partners as staff see them: the record, its keys (never their secrets) and its requests per day.
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import { keySelect } from './keys';

/** Days of usage shown with a partner. */
const USAGE_DAYS = 30;

const partnerInclude = {
  keys: { select: keySelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
  usage: { orderBy: [{ day: 'desc' }, { mode: 'asc' }], take: USAGE_DAYS * 2 },
} as const satisfies Prisma.PartnerInclude;

type PartnerRow = Prisma.PartnerGetPayload<{ include: typeof partnerInclude }>;

export function partnerView(row: PartnerRow, now = new Date()) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    approvedAt: row.approvedAt,
    createdAt: row.createdAt,
    keys: row.keys.map((key) => ({
      ...key,
      revoked: key.expiresAt !== null && key.expiresAt <= now,
    })),
    usage: row.usage.map((day) => ({
      day: day.day.toISOString().slice(0, 10),
      mode: day.mode,
      requests: day.requests,
    })),
  };
}

/** A partner with its keys and usage; null for an unknown id. */
export const findPartner = (db: Db, id: string) => db.partner.findUnique({ where: { id }, include: partnerInclude });

/** The back-office list's rows for one filter: a page at a time, and their total. */
export function partnerRows(db: Db, filter: { q?: string; status?: Prisma.PartnerWhereInput['status'] }) {
  const { q, status } = filter;
  const where: Prisma.PartnerWhereInput = {
    ...(status ? { status } : {}),
    ...(q ? { OR: [{ name: { contains: q, mode: 'insensitive' as const } }, { email: { contains: q } }] } : {}),
  };
  return {
    find: (page: { orderBy: Record<string, 'asc' | 'desc'>[]; skip: number; take: number }) =>
      db.partner.findMany({ where, include: partnerInclude, ...page }),
    count: () => db.partner.count({ where }),
  };
}

export const createPartner = (db: Db, data: { name: string; email: string }) =>
  db.partner.create({ data, include: partnerInclude });

/** Changes a partner; approving it stamps the first approval's time, kept through later changes. */
export const updatePartner = (
  db: Db,
  before: { id: string; approvedAt: Date | null },
  data: Omit<Prisma.PartnerUpdateInput, 'approvedAt'>,
) =>
  db.partner.update({
    where: { id: before.id },
    data: { ...data, approvedAt: data.status === 'APPROVED' ? (before.approvedAt ?? new Date()) : before.approvedAt },
    include: partnerInclude,
  });

/** Counts one request of the partner in this mode today (UTC). */
export async function countPartnerRequest(db: Db, partnerId: string, mode: 'TEST' | 'LIVE', now = new Date()) {
  const day = new Date(now.toISOString().slice(0, 10));
  await db.partnerUsage.upsert({
    where: { partnerId_day_mode: { partnerId, day, mode } },
    create: { partnerId, day, mode, requests: 1 },
    update: { requests: { increment: 1 } },
  });
}
