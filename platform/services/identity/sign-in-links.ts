// One-time sign-in links by email: the way in when the password is forgotten or the account-wide sign-in limit is
// reached. Asking never tells whether an account exists; the worker makes the token when it sends the email (only
// its SHA-256 is stored, on the user, so a newer link replaces an older one); following it works once, for 15 minutes.
import { createHash, randomBytes } from 'node:crypto';
import { SIGN_IN_LINK_TTL_MS } from '../../../domain/login-throttle';
import { OUTBOX_KINDS } from '../../../domain/outbox-kinds';
import type { Role } from '../../../domain/roles';
import type { Config } from '../../config';
import type { Mailer, MailLog } from '../../infra/mailer';
import type { Db } from '../../infra/prisma';

export interface SignInLinkPayload {
  userId: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const signInLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/api/auth/sign-in-link/${encodeURIComponent(token)}`;

/** Queues the email of a sign-in link when an account has this (lower-cased) address; nothing otherwise. */
export async function requestSignInLink(db: Db, email: string): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) return;
  await db.outboxEntry.create({
    data: { kind: OUTBOX_KINDS.signInLinkEmail, payload: { userId: user.id } satisfies SignInLinkPayload },
  });
}

/** The worker's side: a fresh token for the user, emailed as a link. */
export async function deliverSignInLink(
  deps: { db: Db; config: Pick<Config, 'publicUrl'>; mailer: Mailer; log: MailLog },
  payload: SignInLinkPayload,
  now = new Date(),
): Promise<void> {
  const { db, config, mailer, log } = deps;
  const user = await db.user.findUnique({ where: { id: payload.userId }, select: { id: true, email: true } });
  if (!user) {
    log.info({ userId: payload.userId }, 'sign-in link skipped: the user no longer exists');
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await db.user.update({
    where: { id: user.id },
    data: { signInTokenHash: hashToken(token), signInExpiresAt: new Date(now.getTime() + SIGN_IN_LINK_TTL_MS) },
  });
  await mailer.send({
    to: user.email,
    subject: 'Your sign-in link',
    text: [
      'Hello,',
      '',
      'Someone (we hope you) asked to sign in to your account with a link instead of the password:',
      signInLinkUrl(config.publicUrl, token),
      '',
      'This link works once and expires in 15 minutes. If you did not ask for it, ignore this email.',
    ].join('\n'),
  });
  log.info({ userId: user.id }, 'sign-in link sent');
}

export type SignInLinkUse =
  | { ok: true; user: { id: string; email: string; role: Role; subscriptionPlan: string | null } }
  | { ok: false; reason: 'invalid' | 'expired' };

/** Uses the link up (it never works twice, even for two requests at once) and answers whose it was. */
export async function useSignInLink(db: Db, token: string, now = new Date()): Promise<SignInLinkUse> {
  const tokenHash = hashToken(token);
  const user = await db.user.findUnique({
    where: { signInTokenHash: tokenHash },
    select: { id: true, email: true, role: true, subscriptionPlan: true, signInExpiresAt: true },
  });
  if (!user) return { ok: false, reason: 'invalid' };
  const taken = await db.user.updateMany({
    where: { id: user.id, signInTokenHash: tokenHash },
    data: { signInTokenHash: null, signInExpiresAt: null },
  });
  if (taken.count !== 1) return { ok: false, reason: 'invalid' };
  if (!user.signInExpiresAt || user.signInExpiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  const { signInExpiresAt: _expires, ...signedIn } = user;
  return { ok: true, user: signedIn };
}

/** Whether a token is one that would sign in now (the page before the button; nothing is used up). */
export async function signInLinkIsLive(db: Db, token: string, now = new Date()): Promise<boolean> {
  const user = await db.user.findUnique({
    where: { signInTokenHash: hashToken(token) },
    select: { signInExpiresAt: true },
  });
  return !!user?.signInExpiresAt && user.signInExpiresAt.getTime() > now.getTime();
}

/** Notes the time of a sign-in. */
export async function markSignedIn(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { lastLoginAt: now } });
}
