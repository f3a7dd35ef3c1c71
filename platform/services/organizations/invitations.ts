// Invitations to an organisation: the owner names an email and a role; the worker makes the one-time token (only its
// SHA-256 is kept) and emails the link; the person opens it, signs in (or creates an account with the invited
// email) and accepts, becoming a member with that role. An existing user joins on accept; a link works once, 7 days.
import { randomBytes } from 'node:crypto';
import { ORGANIZATION_ROLE_LABELS, type OrganizationRole } from '../../../domain/organizations';
import { OUTBOX_KINDS } from '../../../domain/outbox-kinds';
import type { Config } from '../../config';
import type { Mailer, MailLog } from '../../infra/mailer';
import type { Db } from '../../infra/prisma';
import { hashInviteToken, INVITE_TTL_MS } from '../identity/invitations';

export interface OrganizationInvitationPayload {
  invitationId: string;
}

export function parseOrganizationInvitationPayload(payload: unknown): OrganizationInvitationPayload {
  const invitationId = (payload as { invitationId?: unknown } | null)?.invitationId;
  if (typeof invitationId !== 'string' || !invitationId)
    throw new Error(`${OUTBOX_KINDS.organizationInvitationEmail} payload needs an invitationId`);
  return { invitationId };
}

/** Records the invitation and queues its email in one transaction (the worker sends it after the commit). */
export function inviteToOrganization(
  db: Db,
  input: { organizationId: string; email: string; role: OrganizationRole; invitedById: string },
  now = new Date(),
) {
  return db.$transaction(async (tx) => {
    const invitation = await tx.organizationInvitation.create({
      data: { ...input, expiresAt: new Date(now.getTime() + INVITE_TTL_MS) },
      select: { id: true, email: true, role: true, expiresAt: true },
    });
    await tx.outboxEntry.create({
      data: { kind: OUTBOX_KINDS.organizationInvitationEmail, payload: { invitationId: invitation.id } },
    });
    return invitation;
  });
}

const organizationInviteLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/organizations/join/${encodeURIComponent(token)}`;

/** Makes the invitation's token and emails its link (a redelivery makes a new token: the older link stops working). */
export async function deliverOrganizationInvitation(
  deps: { db: Db; config: Config; mailer: Mailer; log: MailLog },
  payload: OrganizationInvitationPayload,
): Promise<void> {
  const { db, config, mailer, log } = deps;
  const invitation = await db.organizationInvitation.findUnique({
    where: { id: payload.invitationId },
    include: { organization: { select: { name: true } } },
  });
  if (!invitation || invitation.acceptedAt) {
    log.info({ invitationId: payload.invitationId }, 'organization invitation skipped: gone or accepted');
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await db.organizationInvitation.update({
    where: { id: invitation.id },
    data: { tokenHash: hashInviteToken(token) },
  });
  const inviter = invitation.invitedById
    ? await db.user.findUnique({ where: { id: invitation.invitedById }, select: { email: true } })
    : null;
  await mailer.send({
    to: invitation.email,
    subject: `You are invited to join ${invitation.organization.name}`,
    text: [
      'Hello,',
      '',
      `${inviter?.email ?? 'A member'} invites you to join ${invitation.organization.name} as ` +
        `${ORGANIZATION_ROLE_LABELS[invitation.role].toLowerCase()}: its entities, their deadlines and their orders in one place.`,
      '',
      'Accept the invitation (sign in, or create your account with this email address):',
      organizationInviteLink(config.publicUrl, token),
      '',
      `This link works once and expires on ${invitation.expiresAt.toISOString().slice(0, 10)}.`,
    ].join('\n'),
  });
  log.info({ invitationId: invitation.id }, 'organization invitation sent');
}

/** The invitation a token names, with its organisation's name and whether an account has its email. */
export async function findOrganizationInvitation(db: Db, token: string) {
  const invitation = await db.organizationInvitation.findUnique({
    where: { tokenHash: hashInviteToken(token) },
    include: { organization: { select: { id: true, name: true } } },
  });
  if (!invitation) return null;
  const account = await db.user.findUnique({ where: { email: invitation.email }, select: { id: true } });
  return { ...invitation, hasAccount: account !== null };
}

export type AcceptOutcome = 'joined' | 'used' | 'expired' | 'invalid';

/**
 * Spends the token and makes the user a member with the invited role, in one transaction; a user who is already a
 * member keeps the role they have. Only the first acceptance of a token wins.
 */
export function acceptOrganizationInvitation(db: Db, token: string, userId: string, now = new Date()) {
  return db.$transaction(async (tx): Promise<{ outcome: AcceptOutcome; organizationId?: string; role?: string }> => {
    const invitation = await tx.organizationInvitation.findUnique({ where: { tokenHash: hashInviteToken(token) } });
    if (!invitation) return { outcome: 'invalid' };
    if (invitation.acceptedAt) return { outcome: 'used' };
    if (invitation.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired' };
    const { count } = await tx.organizationInvitation.updateMany({
      where: { id: invitation.id, acceptedAt: null },
      data: { acceptedAt: now, acceptedById: userId },
    });
    if (count !== 1) return { outcome: 'used' };
    await tx.organizationMember.createMany({
      data: [{ organizationId: invitation.organizationId, userId, role: invitation.role }],
      skipDuplicates: true,
    });
    return { outcome: 'joined', organizationId: invitation.organizationId, role: invitation.role };
  });
}

/**
 * A person without an account accepts: the client account is created with the invited email and the password, and
 * joins, in one transaction. Null when an account with that email exists (then they sign in and accept).
 */
export async function acceptAsNewAccount(db: Db, token: string, email: string, passwordHash: string, now = new Date()) {
  try {
    return await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { email, role: 'CLIENT', passwordHash, lastLoginAt: now },
        select: { id: true, email: true, role: true, subscriptionPlan: true },
      });
      const invitation = await tx.organizationInvitation.updateMany({
        where: { tokenHash: hashInviteToken(token), acceptedAt: null, expiresAt: { gt: now } },
        data: { acceptedAt: now, acceptedById: user.id },
      });
      if (invitation.count !== 1) throw new InvitationSpent();
      const accepted = await tx.organizationInvitation.findUniqueOrThrow({
        where: { tokenHash: hashInviteToken(token) },
        select: { organizationId: true, role: true },
      });
      await tx.organizationMember.create({
        data: { organizationId: accepted.organizationId, userId: user.id, role: accepted.role },
      });
      return { user, organizationId: accepted.organizationId, role: accepted.role };
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'P2002') return null;
    if (err instanceof InvitationSpent) return 'spent' as const;
    throw err;
  }
}

class InvitationSpent extends Error {}
