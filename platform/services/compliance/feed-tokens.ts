// The unguessable token in a client's calendar feed address: created on first use, replaced on rotation.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../infra/prisma';
import { obligationInclude } from './obligation-view';

/** 32 random bytes, base64url: 43 characters. */
const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const newToken = () => randomBytes(32).toString('base64url');

export async function feedTokenFor(db: Db, userId: string) {
  await db.complianceFeed.createMany({ data: [{ userId, token: newToken() }], skipDuplicates: true });
  return db.complianceFeed.findUniqueOrThrow({ where: { userId } });
}

/** A new token: the previous address stops working at once. */
export function rotateFeedToken(db: Db, userId: string) {
  const token = newToken();
  return db.complianceFeed.upsert({
    where: { userId },
    create: { userId, token },
    update: { token, rotatedAt: new Date() },
  });
}

export async function feedOwner(db: Db, token: string): Promise<string | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const feed = await db.complianceFeed.findUnique({ where: { token }, select: { userId: true } });
  return feed?.userId ?? null;
}

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/compliance/calendar/${token}.ics`;

/** The obligations of a feed's owner by due date, as the calendar shows them. */
export const feedObligations = (db: Db, userId: string, take: number) =>
  db.complianceObligation.findMany({
    where: { entity: { userId } },
    include: obligationInclude,
    orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
    take,
  });
