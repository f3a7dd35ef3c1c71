// The daily compliance scan: emails clients 60, 30 and 7 days before each deadline and on the day, and tells
// staff about overdue obligations. Each reminder is claimed by a row with a unique (obligation, offset) key in
// the same transaction as the sending: a second scan, a retried job or a second worker finds the row and sends
// nothing; a failed send rolls the claim back so the next scan tries again.

import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { daysBetween, formatCalendarDate, toCalendarDate } from '../../domain/calendar-dates';
import {
  CLIENT_REMINDER_OFFSETS,
  OVERDUE_REMINDER,
  reminderFor,
  timeLeftText,
} from '../../domain/compliance-reminders';
import { FRANCHISE_TAX_RULE_ID, franchiseTaxSummary } from '../../domain/delaware-franchise-tax';
import { emailDay } from '../../domain/email-dates';
import { usd } from '../../domain/money-text';
import type { Log } from '../../platform/infra/log';
import type { Mailer, MailMessage } from '../../platform/infra/mailer';
import type { Db } from '../../platform/infra/prisma';
import { recordAudit } from '../../platform/services/audit';
import { estimateOf, type ReminderCandidate, reminderCandidates, sendOnce } from '../../platform/services/compliance';
import { staffEmails } from '../../platform/services/identity';
import type { Prisma } from '../../prisma/generated/client';

const BATCH = 200;
const LONGEST_OFFSET = Math.max(...CLIENT_REMINDER_OFFSETS);

export interface ScanDeps {
  db: Db;
  mailer: Mailer;
  log: Log;
  publicUrl: string;
}

export interface ScanResult {
  clientReminders: number;
  overdueNotices: number;
}

function clientMessage(o: ReminderCandidate, to: string, daysLeft: number, publicUrl: string): MailMessage {
  const fee = o.feeUSD > 0 ? `Fee: ${usd(o.feeUSD * 100)} (${o.feeNote}).` : o.feeNote;
  return {
    to,
    subject: `${o.title} for ${o.entity.businessName} is ${timeLeftText(daysLeft)}`,
    text: [
      `${o.title} for ${o.entity.businessName} (${o.entity.stateCode}) is ${timeLeftText(daysLeft)}: ${emailDay(o.dueDate)}.`,
      o.description,
      fee,
      ...(o.ruleId === FRANCHISE_TAX_RULE_ID ? [franchiseTaxSummary(estimateOf(o.entity.franchiseTax))] : []),
      `Your compliance calendar: ${publicUrl}/compliance`,
    ].join('\n\n'),
  };
}

function staffMessage(o: ReminderCandidate, to: string, daysLate: number, publicUrl: string): MailMessage {
  return {
    to,
    subject: `Overdue: ${o.title} for ${o.entity.businessName} (${o.entity.stateCode})`,
    text: [
      `${o.title} for ${o.entity.businessName} (${o.entity.stateCode}) was due on ${emailDay(o.dueDate)} ` +
        `(${daysLate} day${daysLate === 1 ? '' : 's'} ago) and is not recorded as filed.`,
      `Client: ${o.entity.user?.email ?? o.entity.order?.contactEmail ?? "none (an organisation's entity)"}`,
      `Compliance list: ${publicUrl}/admin/compliance`,
    ].join('\n\n'),
  };
}

export async function runComplianceScan(deps: ScanDeps, now: Date): Promise<ScanResult> {
  const { db, mailer, log, publicUrl } = deps;
  const today = toCalendarDate(now);
  const result: ScanResult = { clientReminders: 0, overdueNotices: 0 };
  let staffTo: string | null = null;
  let cursor: string | undefined;
  for (;;) {
    const batch = await reminderCandidates(db, today, LONGEST_OFFSET, BATCH, cursor);
    for (const o of batch) {
      const daysLeft = daysBetween(today, o.dueDate);
      const key = reminderFor(daysLeft);
      if (!key || o.reminders.some((r) => r.reminderKey === key)) continue;
      try {
        if (key === OVERDUE_REMINDER) {
          staffTo ??= (await staffEmails(db, 'compliance')).join(', ');
          if (!staffTo) {
            log.warn({ obligation: o.id }, 'compliance: overdue obligation but no compliance staff to tell');
            continue;
          }
          const message = staffMessage(o, staffTo, -daysLeft, publicUrl);
          const audited = (tx: Prisma.TransactionClient) =>
            recordAudit(tx, {
              action: AUDIT_ACTIONS.complianceOverdue,
              target: o.id,
              details: { notified: message.to },
            });
          if (await sendOnce(db, o.id, key, message, mailer, audited)) result.overdueNotices++;
        } else {
          // An existing company an organisation brought in has no client of its own: its members' weekly digest
          // tells them instead.
          const to = o.entity.user?.email ?? o.entity.order?.contactEmail;
          if (!to) continue;
          if (await sendOnce(db, o.id, key, clientMessage(o, to, daysLeft, publicUrl), mailer))
            result.clientReminders++;
        }
      } catch (err) {
        // One failed email must not stop the others; the claim was rolled back, so the next scan retries it.
        log.error({ obligation: o.id, reminder: key, err: (err as Error).message }, 'compliance reminder failed');
      }
    }
    if (batch.length < BATCH) break;
    cursor = batch[batch.length - 1].id;
  }
  log.info({ day: formatCalendarDate(today), ...result }, 'compliance scan done');
  return result;
}
