// Staff resolve a payment mismatch: refund the charge (through Stripe, one refund per mismatch whatever the
// retries: idempotency key), link it to the order it pays, or write a note. A mismatch is resolved once.
import type Stripe from 'stripe';
import { conflict, notFound } from '../../errors';
import type { Db } from '../../infra/prisma';

export type MismatchResolution =
  | { action: 'refund'; note?: string }
  | { action: 'link'; orderId: string; note?: string }
  | { action: 'note'; note: string };

export const MISMATCH_NOT_FOUND = 'Payment mismatch not found';
const MISMATCH_ALREADY_RESOLVED = 'This payment mismatch is already resolved.';

export const listPaymentMismatches = (db: Db, status: 'OPEN' | 'RESOLVED' | 'ALL') =>
  db.paymentMismatch.findMany({
    where: status === 'ALL' ? {} : { status },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: 200,
  });

export const countOpenPaymentMismatches = (db: Db) => db.paymentMismatch.count({ where: { status: 'OPEN' } });

export async function resolvePaymentMismatch(
  db: Db,
  stripe: Stripe | null,
  id: string,
  resolution: MismatchResolution,
  actorId: string | null,
) {
  const row = await db.paymentMismatch.findUnique({ where: { id } });
  if (!row) throw notFound(MISMATCH_NOT_FOUND);
  if (row.status !== 'OPEN') throw conflict(MISMATCH_ALREADY_RESOLVED);
  let refundId: string | null = null;
  let orderId = row.orderId;
  if (resolution.action === 'refund') {
    if (!row.paymentIntentId && !row.stripeChargeId) throw conflict('This mismatch names no charge to refund.');
    if (!stripe) throw conflict('Refunds need Stripe (STRIPE_SECRET_KEY).');
    const refund = await stripe.refunds.create(
      {
        ...(row.paymentIntentId ? { payment_intent: row.paymentIntentId } : { charge: row.stripeChargeId! }),
        reason: 'duplicate',
        metadata: { reason: `payment mismatch ${row.kind}`, mismatchId: row.id },
      },
      { idempotencyKey: `payment-mismatch-${row.id}` },
    );
    refundId = refund.id;
  } else if (resolution.action === 'link') {
    const order = await db.order.findUnique({ where: { id: resolution.orderId }, select: { id: true } });
    if (!order) throw notFound(`Order not found: ${resolution.orderId}`);
    orderId = order.id;
  }
  const done = await db.paymentMismatch.updateMany({
    where: { id, status: 'OPEN' },
    data: {
      status: 'RESOLVED',
      resolution: { refund: 'REFUNDED', link: 'LINKED', note: 'NOTED' }[resolution.action],
      note: resolution.note ?? null,
      refundId,
      orderId,
      resolvedById: actorId,
      resolvedAt: new Date(),
    },
  });
  if (done.count === 0) throw conflict(MISMATCH_ALREADY_RESOLVED);
  return db.paymentMismatch.findUniqueOrThrow({ where: { id } });
}
