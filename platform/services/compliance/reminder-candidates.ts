// Open obligations whose deadline is near enough for a reminder, in id order, one page at a time.
import { addDays } from '../../../domain/calendar-dates';
import type { Db } from '../../infra/prisma';
import { coveredByAgentRenewal } from '../renewals/agent-obligation';

export type ReminderCandidate = Awaited<ReturnType<typeof reminderCandidates>>[number];

export function reminderCandidates(db: Db, today: Date, withinDays: number, take: number, cursor: string | undefined) {
  return db.complianceObligation.findMany({
    // The registered agent's renewal notice speaks for its obligation: no second email for the same charge.
    where: {
      filedOn: null,
      endedOn: null,
      dueDate: { lte: addDays(today, withinDays) },
      NOT: coveredByAgentRenewal,
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
