// Invitations for new clients (created at payment, or by staff from the dashboard): a one-time link (7 days)
// to set a password. Created at payment, it is also the order's receipt (the amount and the kind).
// Only the token's SHA-256 is stored (User.inviteTokenHash); the token itself exists only in the email.
import { createHash, randomBytes } from 'node:crypto';
import { kindModule } from '../../../domain/kinds';
import { usd } from '../../../domain/money-text';
import { OUTBOX_KINDS } from '../../../domain/outbox-kinds';
import type { Config } from '../../config';
import type { Mailer, MailLog } from '../../infra/mailer';
import type { Db } from '../../infra/prisma';

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const hashInviteToken = (token: string): string => createHash('sha256').update(token).digest('hex');

function inviteLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/api/invite/${encodeURIComponent(token)}`;
}

/** Creates a fresh invite token for the user and stores its hash. */
async function createInviteToken(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.user.update({
    where: { id: userId },
    data: { inviteTokenHash: hashInviteToken(token), inviteExpiresAt: new Date(now.getTime() + INVITE_TTL_MS) },
  });
  return token;
}

/** Emails a new client the link to set a password. A user who already has one is not invited again. */
export async function deliverInvitation(
  deps: { db: Db; config: Config; mailer: Mailer; log: MailLog },
  payload: { userId: string; orderId?: string },
): Promise<void> {
  const { db, config, mailer, log } = deps;
  const user = await db.user.findUnique({ where: { id: payload.userId } });
  if (!user) {
    log.info({ userId: payload.userId, orderId: payload.orderId }, 'invitation skipped: the user no longer exists');
    return;
  }
  if (user.passwordHash) {
    log.info({ userId: user.id, orderId: payload.orderId }, 'invitation skipped: the user already has a password');
    return;
  }
  const order = payload.orderId
    ? await db.order.findUnique({
        where: { id: payload.orderId },
        select: { id: true, kind: true, totalUSD: true, contactFirstName: true },
      })
    : null;
  const token = await createInviteToken(db, user.id);
  const link = inviteLink(config.publicUrl, token);
  const greeting = order?.contactFirstName ? `Hello ${order.contactFirstName},` : 'Hello,';
  const orderLine = order
    ? `Your payment of ${usd(order.totalUSD)} for your ${kindModule(order.kind).label} order ${order.id.slice(0, 8)} ` +
      'was received and our team will begin reviewing it within 24 hours.'
    : payload.orderId
      ? 'Your payment was received.'
      : 'Our team has opened a client account for you.';
  await mailer.send({
    to: user.email,
    subject: payload.orderId ? 'Your order is confirmed: set your password' : 'Your client account: set your password',
    text: [
      greeting,
      '',
      orderLine,
      '',
      'Set a password to follow your order in your client dashboard:',
      link,
      '',
      'This link works once and expires in 7 days.',
    ].join('\n'),
  });
  log.info({ userId: user.id, orderId: payload.orderId }, 'invitation sent');
}

/** The user an invitation token was sent to, whether or not it has expired. */
export const findInvitedUser = (db: Db, token: string) =>
  db.user.findUnique({ where: { inviteTokenHash: hashInviteToken(token) } });

/** Sets the password of an invited user and spends the token; false when the token is no longer current. */
export async function acceptInvitation(db: Db, userId: string, token: string, passwordHash: string) {
  const { count } = await db.user.updateMany({
    where: { id: userId, inviteTokenHash: hashInviteToken(token) },
    data: { passwordHash, inviteTokenHash: null, inviteExpiresAt: null, lastLoginAt: new Date() },
  });
  return count === 1;
}

/**
 * Creates a client account without a password and queues its invitation email in the same transaction (the worker
 * sends it after the commit). Answers null when the email is already taken (the unique index decides, even between
 * two requests at once).
 */
export async function createInvitedClient(db: Db, email: string) {
  try {
    return await db.$transaction(async (tx) => {
      const created = await tx.user.create({ data: { email, role: 'CLIENT', passwordHash: null } });
      await tx.outboxEntry.create({ data: { kind: OUTBOX_KINDS.invitationEmail, payload: { userId: created.id } } });
      return created;
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'P2002') return null;
    throw err;
  }
}
