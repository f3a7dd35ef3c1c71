// Partners as staff see them: the record, its keys (never their secrets) and its requests per day.
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import { keySelect } from './keys';

/** Days of usage shown with a partner. */
const USAGE_DAYS = 30;

export const partnerInclude = {
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

/** Counts one request of the partner in this mode today (UTC). */
export async function countPartnerRequest(db: Db, partnerId: string, mode: 'TEST' | 'LIVE', now = new Date()) {
  const day = new Date(now.toISOString().slice(0, 10));
  await db.partnerUsage.upsert({
    where: { partnerId_day_mode: { partnerId, day, mode } },
    create: { partnerId, day, mode, requests: 1 },
    update: { requests: { increment: 1 } },
  });
}
