// The daily reconciliation (the maintenance queue's job and `npm run reconcile`): the day's Stripe charges and
// refunds, listed from Stripe (every page), paired with our orders (domain/payment-reconciliation.ts); what differs
// is stored once per object (PaymentMismatch, by key, so running a day again adds nothing) and audited when found.
import type Stripe from 'stripe';
import { AUDIT_ACTIONS } from '../../../domain/audit-actions';
import {
  type Mismatch,
  type ReconciledCharge,
  type ReconciledOrder,
  type ReconciledRefund,
  reconcile,
} from '../../../domain/payment-reconciliation';
import { isUuid } from '../../../domain/uuid';
import { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import { recordAudit } from '../audit';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReconciliationReport {
  day: string;
  charges: number;
  refunds: number;
  orders: number;
  /** Every mismatch of the day (found now or by an earlier run). */
  mismatches: Mismatch[];
  /** How many of them this run found first. */
  recorded: number;
}

const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object'
      ? ((value as { id?: string }).id ?? null)
      : null;

function chargeOf(charge: Stripe.Charge): ReconciledCharge {
  const intent = charge.payment_intent && typeof charge.payment_intent === 'object' ? charge.payment_intent : null;
  const metadata = { ...(intent?.metadata ?? {}), ...(charge.metadata ?? {}) };
  const orderId = metadata.orderId;
  const description = intent?.description ?? charge.description ?? '';
  return {
    id: charge.id,
    amount: charge.amount,
    amountRefunded: charge.amount_refunded ?? 0,
    paymentIntentId: idOf(charge.payment_intent),
    metadataOrderId: typeof orderId === 'string' && isUuid(orderId) ? orderId : null,
    // Subscriptions' and partner invoices' charges are billed by a Stripe invoice, not an order.
    invoiced:
      Boolean((charge as { invoice?: unknown }).invoice) ||
      Boolean(metadata.invoice || metadata.subscription) ||
      /^Subscription /.test(description),
  };
}

const refundOf = (refund: Stripe.Refund): ReconciledRefund => ({
  id: refund.id,
  amount: refund.amount,
  chargeId: idOf(refund.charge),
  paymentIntentId: idOf(refund.payment_intent),
  reason: refund.reason ?? refund.metadata?.reason ?? null,
});

/** The UTC day `date` falls in, as its midnight. */
export const utcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

export async function reconcilePayments(db: Db, stripe: Stripe, day: Date): Promise<ReconciliationReport> {
  const from = utcDay(day);
  const to = new Date(from.getTime() + DAY_MS);
  const created = { gte: Math.floor(from.getTime() / 1000), lt: Math.floor(to.getTime() / 1000) };
  const charges: ReconciledCharge[] = [];
  for await (const charge of stripe.charges.list({ created, limit: 100, expand: ['data.payment_intent'] }))
    if (charge.status === 'succeeded') charges.push(chargeOf(charge));
  const refunds: ReconciledRefund[] = [];
  for await (const refund of stripe.refunds.list({ created, limit: 100 }))
    if (refund.status !== 'failed' && refund.status !== 'canceled') refunds.push(refundOf(refund));

  const intents = [...charges, ...refunds].map((c) => c.paymentIntentId).filter((id): id is string => Boolean(id));
  const named = charges.map((c) => c.metadataOrderId).filter((id): id is string => Boolean(id));
  const rows = await db.order.findMany({
    where: {
      OR: [
        // Paid by Stripe that day (a partner's invoiced order and a simulated test payment have no charge).
        { paidAt: { gte: from, lt: to }, stripePaymentIntentId: { startsWith: 'pi_' } },
        { stripePaymentIntentId: { in: intents } },
        { id: { in: named } },
      ],
    },
    select: { id: true, totalUSD: true, stripePaymentIntentId: true, refundId: true, paidAt: true },
  });
  const orders: ReconciledOrder[] = rows.map((o) => ({
    id: o.id,
    totalCents: o.totalUSD,
    paymentIntentId: o.stripePaymentIntentId,
    refundId: o.refundId,
    paidInWindow: Boolean(o.paidAt && o.paidAt >= from && o.paidAt < to && o.stripePaymentIntentId?.startsWith('pi_')),
  }));
  // An organisation's group of orders is paid by one intent for its total (platform/services/orders/order-groups.ts):
  // its charge is matched with the group, as one order of that total.
  const groups = await db.orderGroup.findMany({
    where: { stripePaymentIntentId: { in: intents } },
    select: { id: true, totalCents: true, stripePaymentIntentId: true },
  });
  for (const group of groups)
    orders.push({
      id: group.id,
      totalCents: group.totalCents,
      paymentIntentId: group.stripePaymentIntentId,
      refundId: null,
      paidInWindow: false,
    });
  // An order paid today by a charge made before midnight: its intent, asked for, says it succeeded.
  const listed = new Set(intents);
  const succeededElsewhere = new Set<string>();
  for (const order of orders) {
    if (!order.paidInWindow || !order.paymentIntentId || listed.has(order.paymentIntentId)) continue;
    const intent = await stripe.paymentIntents.retrieve(order.paymentIntentId).catch(() => null);
    if (intent?.status === 'succeeded' && intent.amount_received > 0) succeededElsewhere.add(intent.id);
  }

  const mismatches = reconcile(charges, refunds, orders, succeededElsewhere);
  let recorded = 0;
  for (const found of mismatches) if (await recordMismatch(db, from, found)) recorded++;
  return {
    day: from.toISOString().slice(0, 10),
    charges: charges.length,
    refunds: refunds.length,
    orders: orders.length,
    mismatches,
    recorded,
  };
}

/** Stores a mismatch once (by its key) and audits it when first found; answers whether it is new. */
async function recordMismatch(db: Db, day: Date, found: Mismatch): Promise<boolean> {
  try {
    await db.$transaction(async (tx) => {
      const row = await tx.paymentMismatch.create({
        data: {
          key: found.key,
          kind: found.kind,
          day,
          stripeChargeId: found.chargeId,
          stripeRefundId: found.refundId,
          paymentIntentId: found.paymentIntentId,
          orderId: found.orderId,
          amountCents: found.amountCents,
          expectedCents: found.expectedCents,
          detail: found.detail,
        },
      });
      await recordAudit(tx, {
        action: AUDIT_ACTIONS.orderPaymentMismatch,
        target: found.orderId ?? found.chargeId ?? found.refundId ?? row.id,
        actor: null,
        success: false,
        details: {
          mismatchId: row.id,
          kind: found.kind,
          detail: found.detail,
          chargeId: found.chargeId,
          refundId: found.refundId,
        },
      });
    });
    return true;
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') return false;
    throw err;
  }
}
