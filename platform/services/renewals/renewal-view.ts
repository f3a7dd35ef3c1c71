// Renewals as the entity page and the back-office list them, and the reads behind them.
import { addDays, formatCalendarDate } from '../../../domain/calendar-dates';
import {
  canCancelRenewal,
  canResumeRenewal,
  isRenewalServiceId,
  REGISTERED_AGENT,
  REGISTERED_AGENT_WARNING,
  RENEWAL_STATE_LABELS,
  renewalService,
  renewalState,
} from '../../../domain/renewals';
import type { Db } from '../../infra/prisma';

/** The back-office's window of renewals due. */
const ADMIN_RENEWAL_DAYS = 60;
/** Renewals that charge again (made on Stripe or still to be made). */
const LIVE = ['pending', 'trialing', 'active', 'past_due', 'incomplete'];

type Row = NonNullable<Awaited<ReturnType<Db['serviceRenewal']['findUnique']>>>;

export function renewalView(row: Row, today: Date) {
  const state = renewalState(row, today);
  return {
    id: row.id,
    serviceId: row.serviceId,
    serviceName: isRenewalServiceId(row.serviceId) ? renewalService(row.serviceId).name : row.serviceId,
    amountCents: row.amountCents,
    nextChargeOn: formatCalendarDate(row.nextChargeOn),
    state,
    stateLabel: RENEWAL_STATE_LABELS[state],
    canCancel: canCancelRenewal(row, today),
    canResume: canResumeRenewal(row, today),
    warning: row.serviceId === REGISTERED_AGENT ? REGISTERED_AGENT_WARNING : null,
  };
}

export const listEntityRenewals = (db: Db, entityId: string) =>
  db.serviceRenewal.findMany({ where: { entityId }, orderBy: [{ nextChargeOn: 'asc' }, { serviceId: 'asc' }] });

/** A renewal with its entity's owner, for the ownership check. */
export const findRenewalWithOwner = (db: Db, id: string) =>
  db.serviceRenewal.findUnique({
    where: { id },
    include: { entity: { select: { userId: true, businessName: true } } },
  });

export type AdminRenewalView = 'due' | 'failed';

/** Due: charging within ADMIN_RENEWAL_DAYS and not cancelled. Failed: the latest charge failed, still live. */
export async function adminRenewals(db: Db, today: Date, view: AdminRenewalView, range: [number, number]) {
  const where =
    view === 'due'
      ? {
          status: { in: LIVE },
          cancelAtPeriodEnd: false,
          nextChargeOn: { gte: today, lte: addDays(today, ADMIN_RENEWAL_DAYS) },
        }
      : { status: { in: LIVE }, OR: [{ paymentFailed: true }, { status: 'past_due' }] };
  const [rows, total] = await Promise.all([
    db.serviceRenewal.findMany({
      where,
      include: { entity: { select: { businessName: true, stateCode: true, user: { select: { email: true } } } } },
      orderBy: [{ nextChargeOn: 'asc' }, { id: 'asc' }],
      skip: range[0],
      take: range[1] - range[0] + 1,
    }),
    db.serviceRenewal.count({ where }),
  ]);
  return {
    total,
    rows: rows.map((row) => ({
      ...renewalView(row, today),
      entityId: row.entityId,
      businessName: row.entity.businessName,
      stateCode: row.entity.stateCode,
      clientEmail: row.entity.user?.email ?? null,
      stripeSubscriptionId: row.stripeSubscriptionId,
    })),
  };
}

/** Renewals the scan makes on Stripe, and those whose notice is due (in the window, on Stripe, not cancelled). */
export const renewalsToArrange = (db: Db, cursor: string | undefined, take: number) =>
  db.serviceRenewal.findMany({
    where: { stripeSubscriptionId: null, status: 'pending', cancelAtPeriodEnd: false, entity: { status: 'ACTIVE' } },
    select: { id: true },
    orderBy: { id: 'asc' },
    take,
    ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
  });

export const renewalsToNotice = (db: Db, today: Date, noticeDays: number, cursor: string | undefined, take: number) =>
  db.serviceRenewal.findMany({
    where: {
      stripeSubscriptionId: { not: null },
      status: { in: LIVE },
      cancelAtPeriodEnd: false,
      nextChargeOn: { gte: today, lte: addDays(today, noticeDays) },
      entity: { status: 'ACTIVE' },
    },
    include: {
      entity: { select: { id: true, businessName: true, stateCode: true, user: { select: { email: true } } } },
    },
    orderBy: { id: 'asc' },
    take,
    ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
  });

/** Renewals still charging for an entity that was dissolved: the scan cancels them. */
export const renewalsOfDissolved = (db: Db, take: number) =>
  db.serviceRenewal.findMany({
    where: { status: { in: LIVE }, cancelAtPeriodEnd: false, entity: { status: { not: 'ACTIVE' } } },
    select: { id: true, entityId: true, serviceId: true },
    orderBy: { id: 'asc' },
    take,
  });
