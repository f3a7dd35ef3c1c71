// The weekly digest of an organisation, per member: what is due in the next 30 days, what waits on them (deadlines
// past due and not filed, orders waiting for their answer to a change request) and what was filed in the past week.
import { addDays } from '../../../domain/calendar-dates';
import type { Db } from '../../infra/prisma';

/** Days ahead the digest lists, and days back it reports filings for. */
export const DIGEST_AHEAD_DAYS = 30;
const DIGEST_BACK_DAYS = 7;
const MAX_LINES = 200;

/** The Monday of the week `day` is in (UTC calendar day). */
export const weekOf = (day: Date): Date => addDays(day, -((day.getUTCDay() + 6) % 7));

/** Organisations by id after the cursor, with their members' ids and emails. */
export const organizationsPage = (db: Db, take: number, after?: string) =>
  db.organization.findMany({
    select: {
      id: true,
      name: true,
      members: { select: { userId: true, user: { select: { email: true } } }, orderBy: { userId: 'asc' } },
    },
    orderBy: { id: 'asc' },
    take,
    ...(after ? { cursor: { id: after }, skip: 1 } : {}),
  });

const obligationSelect = {
  id: true,
  title: true,
  dueDate: true,
  filedOn: true,
  entity: { select: { businessName: true, stateCode: true } },
} as const;

/** What one organisation's digest lists on `day`. */
export async function organizationDigest(db: Db, organizationId: string, day: Date) {
  const open = { filedOn: null, endedOn: null, entity: { organizationId } };
  const [due, overdue, filed, changeRequests] = await Promise.all([
    db.complianceObligation.findMany({
      where: { ...open, dueDate: { gte: day, lte: addDays(day, DIGEST_AHEAD_DAYS) } },
      select: obligationSelect,
      orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
      take: MAX_LINES,
    }),
    db.complianceObligation.findMany({
      where: { ...open, dueDate: { lt: day } },
      select: obligationSelect,
      orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
      take: MAX_LINES,
    }),
    db.complianceObligation.findMany({
      where: { entity: { organizationId }, filedOn: { gte: addDays(day, -DIGEST_BACK_DAYS), lte: day } },
      select: obligationSelect,
      orderBy: [{ filedOn: 'asc' }, { id: 'asc' }],
      take: MAX_LINES,
    }),
    db.changeRequest.findMany({
      where: { respondedAt: null, order: { entity: { organizationId }, status: { in: ['PENDING', 'IN_PROGRESS'] } } },
      select: {
        orderId: true,
        message: true,
        order: { select: { kind: true, entity: { select: { businessName: true } } } },
      },
      orderBy: { createdAt: 'asc' },
      take: MAX_LINES,
    }),
  ]);
  return { due, overdue, filed, changeRequests };
}

export type OrganizationDigest = Awaited<ReturnType<typeof organizationDigest>>;

/** Claims the member's digest of the week (an insert skipping duplicates): 1 row when it was not sent yet. */
export const claimDigest = (
  tx: Pick<Db, 'organizationDigest'>,
  claim: { organizationId: string; userId: string; weekOf: Date; recipient: string },
) => tx.organizationDigest.createMany({ data: [claim], skipDuplicates: true });
