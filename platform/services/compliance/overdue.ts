// Obligations past their deadline and not filed: the back-office's risk flags and the staff notices.
import { toCalendarDate } from '../../../domain/calendar-dates';
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';

export const overdueWhere = (today: Date): Prisma.ComplianceObligationWhereInput => ({
  filedOn: null,
  endedOn: null,
  dueDate: { lt: toCalendarDate(today) },
});

export function countOverdueObligations(db: Db, now: Date = new Date()): Promise<number> {
  return db.complianceObligation.count({ where: overdueWhere(now) });
}
