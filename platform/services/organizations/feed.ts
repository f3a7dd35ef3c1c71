// The secret address of an organisation's calendar feed (.ics): 32 random bytes, made on first use, replaced on
// rotation; members see it again on each visit (as calendar services show a secret address), so it is kept readable.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../infra/prisma';

const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const newToken = () => randomBytes(32).toString('base64url');

export async function organizationFeedToken(db: Db, organizationId: string): Promise<string> {
  await db.organization.updateMany({ where: { id: organizationId, feedToken: null }, data: { feedToken: newToken() } });
  const { feedToken } = await db.organization.findUniqueOrThrow({
    where: { id: organizationId },
    select: { feedToken: true },
  });
  return feedToken as string;
}

/** A new token: the previous address stops working at once. */
export async function rotateOrganizationFeedToken(db: Db, organizationId: string): Promise<string> {
  const token = newToken();
  await db.organization.update({ where: { id: organizationId }, data: { feedToken: token } });
  return token;
}

/** The organisation whose feed this is: the id must match the token's (a token never opens another's feed). */
export async function organizationOfFeed(db: Db, organizationId: string, token: string): Promise<boolean> {
  if (!FEED_TOKEN_PATTERN.test(token)) return false;
  const found = await db.organization.findUnique({ where: { feedToken: token }, select: { id: true } });
  return found?.id === organizationId.toLowerCase();
}

export const organizationFeedUrl = (publicUrl: string, organizationId: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/api/organizations/${organizationId}/calendar.ics?token=${token}`;
