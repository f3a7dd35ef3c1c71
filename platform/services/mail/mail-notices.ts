// The emails of the mail room: the client is told at once when an item is logged (outbox entry
// 'email.mailroom', sent once: notifiedAt marks it), and an unacknowledged service of process is escalated on
// each round of its timer: the client is emailed again and staff are alerted.
import { AUDIT_ACTIONS } from '../../../domain/audit-actions';
import { awaitsAcknowledgement, MAIL_KIND_LABELS, SOLICITATION_WARNING } from '../../../domain/mailroom';
import type { Mailer, MailLog } from '../../infra/mailer';
import type { Db } from '../../infra/prisma';
import { recordAudit } from '../audit/audit';

export interface MailNoticePayload {
  mailItemId: string;
}

export interface MailNoticeDeps {
  db: Db;
  mailer: Mailer;
  log: MailLog;
  publicUrl: string;
}

const itemLink = (publicUrl: string, id: string) => `${publicUrl.replace(/\/$/, '')}/mail?item=${id}`;

async function loadItem(db: Db, id: string) {
  return db.mailItem.findUnique({
    where: { id },
    include: { entity: { select: { businessName: true, user: { select: { email: true } } } } },
  });
}

/** Emails the client that an item arrived for its entity. */
export async function deliverMailNotice(deps: MailNoticeDeps, payload: MailNoticePayload): Promise<void> {
  const { db, mailer, log, publicUrl } = deps;
  const item = await loadItem(db, payload.mailItemId);
  const to = item?.entity.user?.email;
  if (!item || !to) {
    log.info({ mailItemId: payload.mailItemId }, 'mail notice skipped: the item or its client no longer exists');
    return;
  }
  if (item.notifiedAt) return;
  const label = MAIL_KIND_LABELS[item.kind];
  const lines = [
    `We received mail for ${item.entity.businessName} as its registered agent.`,
    '',
    `Kind: ${label}`,
    `From: ${item.sender}`,
    `Received: ${item.receivedOn.toISOString().slice(0, 10)}`,
    '',
  ];
  if (item.kind === 'SERVICE_OF_PROCESS') {
    lines.push(
      'This is a service of process (legal papers in a lawsuit). Deadlines to answer are short: read the scan and',
      'acknowledge it in your client area. Until you do, we will remind you every day.',
      '',
    );
  }
  if (item.kind === 'SOLICITATION') lines.push(SOLICITATION_WARNING, '');
  lines.push(`Read the scan: ${itemLink(publicUrl, item.id)}`);
  await mailer.send({
    to,
    subject:
      item.kind === 'SERVICE_OF_PROCESS'
        ? `Action needed: service of process received for ${item.entity.businessName}`
        : `Mail received for ${item.entity.businessName}: ${label}`,
    text: lines.join('\n'),
  });
  await db.mailItem.update({ where: { id: item.id }, data: { notifiedAt: new Date() } });
  await recordAudit(db, {
    action: AUDIT_ACTIONS.mailroomNotified,
    target: item.id,
    details: { to, kind: item.kind, entityId: item.entityId },
  });
}

/**
 * One round of a service of process's escalation: while it is neither acknowledged nor closed, the client is
 * emailed again and staff are alerted. Answers whether the item still waits (the timer goes on). A round already
 * recorded (an activity retried) is not sent twice.
 */
export async function escalateMailItem(
  deps: MailNoticeDeps & { staffAlertEmail?: string },
  input: { mailItemId: string; round: number },
): Promise<{ open: boolean }> {
  const { db, mailer, publicUrl } = deps;
  const item = await loadItem(db, input.mailItemId);
  if (!item || !awaitsAcknowledgement(item)) return { open: false };
  if (item.escalationCount >= input.round) return { open: true };
  const name = item.entity.businessName;
  const hours = Math.round((Date.now() - item.createdAt.getTime()) / 3_600_000);
  const to = item.entity.user?.email;
  if (to) {
    await mailer.send({
      to,
      subject: `Reminder ${input.round}: acknowledge the service of process for ${name}`,
      text: [
        `A service of process for ${name} (from ${item.sender}) was received ${hours} hours ago and is not yet acknowledged.`,
        'Legal papers left unanswered can lead to a default judgment. Please read the scan and acknowledge it:',
        itemLink(publicUrl, item.id),
      ].join('\n'),
    });
  }
  if (deps.staffAlertEmail) {
    await mailer.send({
      to: deps.staffAlertEmail,
      subject: `Unacknowledged service of process: ${name} (reminder ${input.round})`,
      text: [
        `The service of process received for ${name} from ${item.sender} is still unacknowledged by ${to ?? 'its client'}.`,
        `Logged: ${item.createdAt.toISOString()}; reminders so far: ${input.round}.`,
        `Mail room: ${publicUrl.replace(/\/$/, '')}/admin/mailroom?entityId=${item.entityId}`,
      ].join('\n'),
    });
  }
  const recorded = await db.mailItem.updateMany({
    where: { id: item.id, escalationCount: input.round - 1 },
    data: { escalationCount: input.round, lastEscalatedAt: new Date() },
  });
  if (recorded.count > 0) {
    await recordAudit(db, {
      action: AUDIT_ACTIONS.mailroomEscalated,
      target: item.id,
      details: { round: input.round, clientEmail: to ?? null, staffAlertedTo: deps.staffAlertEmail ?? null },
    });
  }
  return { open: true };
}
