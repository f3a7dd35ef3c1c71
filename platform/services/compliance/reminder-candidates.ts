// Open obligations that call for a reminder they have not had, in id order, one page at a time.
import { addDays } from '../../../domain/calendar-dates';
import { reminderWindows } from '../../../domain/compliance-reminders';
import type { Db } from '../../infra/prisma';
import { coveredByAgentRenewal } from '../renewals/agent-obligation';

export type ReminderCandidate = Awaited<ReturnType<typeof reminderCandidates>>[number];

/**
 * Obligations due within `withinDays` (or overdue) that lack the reminder their days left call for: one already
 * reminded is left in the database, so a scan reads the day's work and not every overdue obligation of every year.
 */
export function reminderCandidates(db: Db, today: Date, withinDays: number, take: number, cursor: string | undefined) {
  const due = (daysLeft: number) => addDays(today, daysLeft);
  return db.complianceObligation.findMany({
    // The registered agent's renewal notice speaks for its obligation: no second email for the same charge.
    where: {
      filedOn: null,
      endedOn: null,
      dueDate: { lte: due(withinDays) },
      NOT: coveredByAgentRenewal,
      OR: reminderWindows().map(({ key, fromDaysLeft, toDaysLeft }) => ({
        dueDate: { ...(fromDaysLeft === null ? {} : { gte: due(fromDaysLeft) }), lte: due(toDaysLeft) },
        reminders: { none: { reminderKey: key } },
      })),
    },
    include: {
      entity: {
        include: { user: { select: { email: true } }, order: { select: { contactEmail: true } }, franchiseTax: true },
      },
      reminders: { select: { reminderKey: true } },
    },
    orderBy: { id: 'asc' },
    take,
    ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
  });
}
