// Sends a queued ClientNotice: reads what it is about as it stands now, in the words of domain/'s templates, to the
// client's account email. Keyed by its event (clientNoticeKey): a redelivered entry sends nothing twice.
import { autoFileSwitchedEmail, cardOnFileEmail } from '../../../domain/card-emails';
import { membershipChargedEmail, membershipPaymentFailedEmail } from '../../../domain/membership-emails';
import { orderPaidEmail, orderRefundedEmail } from '../../../domain/order-emails';
import { organizationAutoFileEmail, organizationCardEmail } from '../../../domain/organization-emails';
import { organizationRoleAllows } from '../../../domain/organizations';
import { emailsCustomer } from '../../../domain/pipeline-simulation';
import {
  type Email,
  renewalCancelledEmail,
  renewalChargedEmail,
  renewalPaymentFailedEmail,
  renewalResumedEmail,
} from '../../../domain/renewal-emails';
import type { Mailer, MailLog } from '../../infra/mailer';
import type { Db } from '../../infra/prisma';
import { type ClientNotice, clientNoticeKey } from './client-notices';
import { sendEmailOnce } from './send-email-once';

export interface ClientNoticeDeps {
  db: Db;
  mailer: Mailer;
  log: MailLog;
  publicUrl: string;
}

type Addressed = { to: string } & Email;
/** One email, or one per recipient (an organisation's owners), or why none goes out. */
type Outcome = Addressed | Addressed[] | { skip: string };
type Notice<N extends ClientNotice['notice']> = Extract<ClientNotice, { notice: N }>;

async function orderNotice(db: Db, site: string, notice: Notice<'order-paid' | 'order-refunded'>): Promise<Outcome> {
  const order = await db.order.findUnique({
    where: { id: notice.orderId },
    select: {
      id: true,
      kind: true,
      totalUSD: true,
      testMode: true,
      cancelReason: true,
      user: { select: { email: true } },
      entity: { select: { businessName: true } },
    },
  });
  if (!order?.user) return { skip: 'the order has no client account' };
  if (!emailsCustomer(order)) return { skip: 'a test-mode order' };
  const words = { ...order, businessName: order.entity?.businessName };
  if (notice.notice === 'order-refunded')
    return { to: order.user.email, ...orderRefundedEmail(words, notice, `${site}/dashboard`) };
  return {
    to: order.user.email,
    ...orderPaidEmail({ ...words, amountCents: order.totalUSD }, `${site}/orders/${order.id}`),
  };
}

type RenewalNotice = Notice<'renewal-cancelled' | 'renewal-resumed' | 'renewal-charged' | 'renewal-payment-failed'>;

async function renewalNotice(db: Db, site: string, notice: RenewalNotice): Promise<Outcome> {
  const renewal = await db.serviceRenewal.findUnique({
    where: { id: notice.renewalId },
    include: {
      entity: { select: { id: true, businessName: true, stateCode: true, user: { select: { email: true } } } },
    },
  });
  if (!renewal?.entity.user) return { skip: 'the renewal has no client account' };
  const to = renewal.entity.user.email;
  switch (notice.notice) {
    case 'renewal-cancelled':
      return { to, ...renewalCancelledEmail(renewal, notice.by, site) };
    case 'renewal-resumed':
      return { to, ...renewalResumedEmail(renewal, notice.by, site) };
    case 'renewal-charged':
      return { to, ...renewalChargedEmail(renewal, notice.amountCents, site) };
    case 'renewal-payment-failed':
      return { to, ...renewalPaymentFailedEmail(renewal, notice.amountCents, site) };
  }
}

async function entityNotice(
  db: Db,
  site: string,
  notice: Notice<'card-on-file-changed' | 'auto-file-switched'>,
): Promise<Outcome> {
  const entity = await db.formedEntity.findUnique({
    where: { id: notice.entityId },
    select: { id: true, businessName: true, stateCode: true, user: { select: { email: true } } },
  });
  if (!entity?.user) return { skip: 'the entity has no client account' };
  const page = `${site}/entities/${entity.id}`;
  const email =
    notice.notice === 'card-on-file-changed'
      ? cardOnFileEmail(notice, page)
      : autoFileSwitchedEmail({ ...entity, ...notice }, page);
  return { to: entity.user.email, ...email };
}

async function membershipNotice(
  db: Db,
  site: string,
  notice: Notice<'membership-charged' | 'membership-payment-failed'>,
): Promise<Outcome> {
  const user = await db.user.findUnique({ where: { id: notice.userId }, select: { email: true } });
  if (!user) return { skip: 'the account no longer exists' };
  const template = notice.notice === 'membership-charged' ? membershipChargedEmail : membershipPaymentFailedEmail;
  return { to: user.email, ...template(notice.planId, notice.amountCents, `${site}/membership`) };
}

type OrganizationNotice = Notice<'organization-card-changed' | 'organization-auto-file-switched'>;

/** To the organisation's owners (who hold its card) and whoever made the change, each their own email. */
async function organizationNotice(db: Db, site: string, notice: OrganizationNotice): Promise<Outcome> {
  const organization = await db.organization.findUnique({
    where: { id: notice.organizationId },
    select: {
      id: true,
      name: true,
      members: { select: { role: true, userId: true, user: { select: { email: true } } } },
    },
  });
  if (!organization) return { skip: 'the organization no longer exists' };
  // Whoever made the change is usually still a member; look them up only when they have left since.
  const byEmail =
    organization.members.find((m) => m.userId === notice.byUserId)?.user.email ??
    (await db.user.findUnique({ where: { id: notice.byUserId }, select: { email: true } }))?.email;
  const recipients = organization.members
    .filter((m) => organizationRoleAllows(m.role, 'billing') || m.userId === notice.byUserId)
    .map((m) => m.user.email);
  const change = {
    organizationName: organization.name,
    by: byEmail ?? 'A former member',
    pageUrl: `${site}/organizations/${organization.id}`,
  };
  let email: Email;
  if (notice.notice === 'organization-card-changed') email = organizationCardEmail(change, notice);
  else {
    const companies = await db.formedEntity.findMany({
      where: { id: { in: notice.entityIds }, organizationId: organization.id },
      select: { businessName: true, stateCode: true },
      orderBy: { businessName: 'asc' },
    });
    if (!companies.length) return { skip: 'none of its companies is in the organization any more' };
    email = organizationAutoFileEmail(change, notice.enabled, companies, notice.card);
  }
  return recipients.map((to) => ({ to, ...email }));
}

/** The email a notice makes now, or why none goes out. */
function compose(db: Db, site: string, notice: ClientNotice): Promise<Outcome> {
  switch (notice.notice) {
    case 'order-paid':
    case 'order-refunded':
      return orderNotice(db, site, notice);
    case 'membership-charged':
    case 'membership-payment-failed':
      return membershipNotice(db, site, notice);
    case 'card-on-file-changed':
    case 'auto-file-switched':
      return entityNotice(db, site, notice);
    case 'organization-card-changed':
    case 'organization-auto-file-switched':
      return organizationNotice(db, site, notice);
    default:
      return renewalNotice(db, site, notice);
  }
}

export async function deliverClientNotice(deps: ClientNoticeDeps, notice: ClientNotice, entryId: string) {
  const message = await compose(deps.db, deps.publicUrl.replace(/\/$/, ''), notice);
  if ('skip' in message) {
    deps.log.info({ ...notice, entryId, reason: message.skip }, 'client notice not sent');
    return;
  }
  const key = clientNoticeKey(notice, entryId);
  if (!Array.isArray(message)) return void (await sendEmailOnce(deps.db, deps.mailer, key, message));
  // Each recipient's email is its own event: a retry after a failure part-way sends only the rest.
  for (const addressed of message) await sendEmailOnce(deps.db, deps.mailer, `${key}:${addressed.to}`, addressed);
}
