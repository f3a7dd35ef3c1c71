// The weekly organisation digest (Mondays, with the compliance queue): each member of each organisation is emailed
// what is due in the next 30 days, what waits on them and what was filed in the past week, once per week (claimed
// with the sending, so a rerun, a retry or a second worker sends nothing more). Nothing to tell: no email.
import { formatCalendarDate } from '../../domain/calendar-dates';
import { ORDER_KIND_LABELS } from '../../domain/order-kinds';
import type { Log } from '../../platform/infra/log';
import type { Mailer, MailMessage } from '../../platform/infra/mailer';
import type { Db } from '../../platform/infra/prisma';
import { sendClaimedOnce } from '../../platform/services/compliance';
import {
  claimDigest,
  DIGEST_AHEAD_DAYS,
  type OrganizationDigest,
  organizationDigest,
  organizationsPage,
  weekOf,
} from '../../platform/services/organizations';

const BATCH = 100;

export interface DigestDeps {
  db: Db;
  mailer: Mailer;
  log: Log;
  publicUrl: string;
}

export interface DigestResult {
  sent: number;
}

const line = (o: OrganizationDigest['due'][number], date: Date) =>
  `- ${formatCalendarDate(date)}: ${o.title}, ${o.entity.businessName} (${o.entity.stateCode})`;

function digestMessage(
  to: string,
  organization: { id: string; name: string },
  digest: OrganizationDigest,
  publicUrl: string,
): MailMessage {
  const section = (title: string, lines: string[]) => (lines.length ? [title, ...lines, ''] : []);
  return {
    to,
    subject: `${organization.name}: your week in compliance`,
    text: [
      `Hello,`,
      '',
      `This week at ${organization.name}:`,
      '',
      ...section(
        `Due in the next ${DIGEST_AHEAD_DAYS} days (${digest.due.length}):`,
        digest.due.map((o) => line(o, o.dueDate)),
      ),
      ...section('Waiting on you:', [
        ...digest.overdue.map((o) => `${line(o, o.dueDate)} (past due, not filed)`),
        ...digest.changeRequests.map(
          (c) =>
            `- ${ORDER_KIND_LABELS[c.order.kind]} for ${c.order.entity?.businessName ?? 'an entity'}: answer our change request (order ${c.orderId.slice(0, 8)})`,
        ),
      ]),
      ...section(
        'Filed this past week:',
        digest.filed.map((o) => line(o, o.filedOn ?? o.dueDate)),
      ),
      `The organization's calendar: ${publicUrl.replace(/\/$/, '')}/organizations/${organization.id}/calendar`,
    ].join('\n'),
  };
}

const isEmpty = (d: OrganizationDigest) =>
  d.due.length + d.overdue.length + d.filed.length + d.changeRequests.length === 0;

export async function runOrganizationDigests(deps: DigestDeps, day: Date): Promise<DigestResult> {
  const { db, mailer, log, publicUrl } = deps;
  const week = weekOf(day);
  const result: DigestResult = { sent: 0 };
  let after: string | undefined;
  for (;;) {
    const page = await organizationsPage(db, BATCH, after);
    for (const organization of page) {
      if (organization.members.length === 0) continue;
      const digest = await organizationDigest(db, organization.id, day);
      if (isEmpty(digest)) continue;
      for (const member of organization.members) {
        const to = member.user.email;
        const claim = { organizationId: organization.id, userId: member.userId, weekOf: week, recipient: to };
        try {
          const message = digestMessage(to, organization, digest, publicUrl);
          if (await sendClaimedOnce(db, (tx) => claimDigest(tx, claim), message, mailer)) result.sent++;
        } catch (err) {
          log.error({ organizationId: organization.id, err: (err as Error).message }, 'organization digest failed');
        }
      }
    }
    if (page.length < BATCH) break;
    after = page[page.length - 1]?.id;
  }
  if (result.sent > 0) log.info({ sent: result.sent }, 'organization digests sent');
  return result;
}
