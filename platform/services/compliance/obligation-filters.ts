// The back-office list's filters (state, status, due window, search) as one query, shared by the list and its export.
import { z } from 'zod';
import { addDays, parseCalendarDate, toCalendarDate } from '../../../domain/calendar-dates';
import { OBLIGATION_STATUSES } from '../../../domain/compliance-reminders';
import type { Prisma } from '../../../prisma/generated/client';
import { overdueWhere } from './overdue';

const calendarDay = z
  .string()
  .refine((text) => parseCalendarDate(text) !== null, 'must be a date as YYYY-MM-DD')
  .transform((text) => parseCalendarDate(text)!);

export const adminObligationFilter = z.object({
  q: z.string().max(200).optional(),
  state: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter state code')
    .optional(),
  status: z.enum(OBLIGATION_STATUSES).optional(),
  /** Due between today and this many days from now. */
  dueWithin: z.coerce.number().int().min(0).max(3650).optional(),
  dueFrom: calendarDay.optional(),
  dueTo: calendarDay.optional(),
});
export type AdminObligationFilter = z.infer<typeof adminObligationFilter>;

/** A status, or OPEN for everything not yet filed (overdue and upcoming). */
export function statusWhere(
  status: (typeof OBLIGATION_STATUSES)[number] | 'OPEN',
  now: Date,
): Prisma.ComplianceObligationWhereInput {
  if (status === 'OPEN') return { filedOn: null, endedOn: null };
  if (status === 'FILED') return { filedOn: { not: null } };
  if (status === 'OVERDUE') return overdueWhere(now);
  return { filedOn: null, endedOn: null, dueDate: { gte: toCalendarDate(now) } };
}

export function adminObligationWhere(filter: AdminObligationFilter, now: Date): Prisma.ComplianceObligationWhereInput {
  const today = toCalendarDate(now);
  const and: Prisma.ComplianceObligationWhereInput[] = [];
  if (filter.status) and.push(statusWhere(filter.status, now));
  if (filter.state) and.push({ entity: { stateCode: filter.state } });
  if (filter.dueWithin !== undefined) and.push({ dueDate: { gte: today, lte: addDays(today, filter.dueWithin) } });
  if (filter.dueFrom) and.push({ dueDate: { gte: filter.dueFrom } });
  if (filter.dueTo) and.push({ dueDate: { lte: filter.dueTo } });
  const q = filter.q?.trim();
  if (q) {
    and.push({
      OR: [
        { title: { contains: q, mode: 'insensitive' } },
        { entity: { businessName: { contains: q, mode: 'insensitive' } } },
        { entity: { user: { email: { contains: q, mode: 'insensitive' } } } },
      ],
    });
  }
  return { AND: and };
}

/** Sortable columns of the list, and how each orders the query. */
export const SORTABLE = ['dueDate', 'title', 'feeUSD', 'filedOn', 'businessName', 'stateCode'] as const;

export function adminObligationOrder(
  field: string,
  order: 'asc' | 'desc',
): Prisma.ComplianceObligationOrderByWithRelationInput[] {
  const first: Prisma.ComplianceObligationOrderByWithRelationInput =
    field === 'businessName' || field === 'stateCode' ? { entity: { [field]: order } } : { [field]: order };
  return [first, { id: 'asc' }];
}
