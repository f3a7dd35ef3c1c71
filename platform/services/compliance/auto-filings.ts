// The rows of automatic filing, a step of the daily compliance scan: the obligations to order or charge, the
// per-obligation lock, and each charge's outcome recorded with its audit entry.
import { AUDIT_ACTIONS } from '../../../domain/audit-actions';
import { addDays } from '../../../domain/calendar-dates';
import type { Db } from '../../infra/prisma';
import { recordAudit } from '../audit/audit';

const include = {
  entity: {
    include: {
      user: { select: { id: true, email: true, stripeCustomerId: true } },
      // An organisation's entity is charged to the organisation's card on file.
      organization: { select: { stripeCustomerId: true } },
    },
  },
  autoFiling: { include: { order: true } },
} as const;

export type AutoFilingCandidate = Awaited<ReturnType<typeof autoFilingCandidates>>[number];
export type AutoFilingRow = NonNullable<AutoFilingCandidate['autoFiling']>;

/** Open obligations of entities on automatic filing due within `leadDays`, not yet paid or escalated; by id. */
export function autoFilingCandidates(db: Db, today: Date, leadDays: number, take: number, cursor: string | undefined) {
  return db.complianceObligation.findMany({
    where: {
      filedOn: null,
      endedOn: null,
      dueDate: { lte: addDays(today, leadDays) },
      entity: { autoFile: true, status: 'ACTIVE' },
      OR: [{ autoFiling: null }, { autoFiling: { status: { in: ['CHARGING', 'WAITING_PAYMENT'] } } }],
    },
    include,
    orderBy: { id: 'asc' },
    take,
    ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
  });
}

/**
 * Runs `work` holding the obligation's advisory lock for a transaction (the work's queries run on other
 * connections), given its filing read again under the lock; null when another scan holds the lock.
 */
export function underAutoFilingLock<T>(
  db: Db,
  obligationId: string,
  work: (filing: AutoFilingRow | null) => Promise<T>,
): Promise<T | null> {
  return db.$transaction(
    async (tx) => {
      const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`
        SELECT pg_try_advisory_xact_lock(hashtext('auto-filing'), hashtext(${obligationId})) AS locked`;
      if (!locked) return null;
      // Read again under the lock: another scan may have ordered or charged it since the batch was read.
      const filing = await db.autoFiling.findUnique({ where: { obligationId }, include: { order: true } });
      return work(filing);
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
}

/** The obligation's filing for its order, made once (a second call finds the first one's row). */
export async function createAutoFiling(db: Db, obligationId: string, orderId: string): Promise<AutoFilingRow> {
  await db.autoFiling.createMany({ data: [{ obligationId, orderId }], skipDuplicates: true });
  return db.autoFiling.findUniqueOrThrow({ where: { obligationId }, include: { order: true } });
}

/** The order was paid another way (e.g. the client's pay link). */
export async function markAutoFilingPaid(db: Db, filingId: string): Promise<void> {
  await db.autoFiling.update({ where: { id: filingId }, data: { status: 'PAID', lastError: null } });
}

/** The charge's PaymentIntent kept on the order (the client's pay link and the webhook find it there). */
export async function linkOrderPaymentIntent(db: Db, orderId: string, intentId: string): Promise<void> {
  await db.order.updateMany({
    where: { id: orderId, stripePaymentIntentId: null },
    data: { stripePaymentIntentId: intentId },
  });
}

export async function recordAutoFilingCharged(
  db: Db,
  filing: { id: string; orderId: string },
  today: Date,
  details: { obligationId: string; paymentIntentId: string; amountCents: number },
): Promise<void> {
  await db.$transaction([
    db.autoFiling.update({
      where: { id: filing.id },
      data: { status: 'PAID', attempts: { increment: 1 }, lastAttemptOn: today, lastError: null },
    }),
    recordAudit(db, { action: AUDIT_ACTIONS.complianceAutoFileCharged, target: filing.orderId, details }),
  ]);
}

/** A refused or unfinished charge: waiting on the client, the reason shown on the order. */
export async function recordAutoFilingUnpaid(
  db: Db,
  filing: { id: string; orderId: string },
  today: Date,
  obligationId: string,
  reason: string,
  code?: string,
): Promise<void> {
  await db.$transaction([
    db.autoFiling.update({
      where: { id: filing.id },
      data: { status: 'WAITING_PAYMENT', attempts: { increment: 1 }, lastAttemptOn: today, lastError: reason },
    }),
    db.order.update({ where: { id: filing.orderId }, data: { paymentFailureReason: reason } }),
    recordAudit(db, {
      action: AUDIT_ACTIONS.complianceAutoFileUnpaid,
      target: filing.orderId,
      success: false,
      details: { obligationId, reason, ...(code ? { code } : {}) },
    }),
  ]);
}

export async function markAutoFilingEscalated(db: Db, filingId: string): Promise<void> {
  await db.autoFiling.update({ where: { id: filingId }, data: { status: 'ESCALATED' } });
}
