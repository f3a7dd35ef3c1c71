// Reconciliation of a day's money: every Stripe charge and refund of the day paired with exactly one order, and
// every order paid that day with its charge. Pure: the service lists Stripe and reads orders, this finds what differs.
export const MISMATCH_KINDS = [
  'CHARGE_WITHOUT_ORDER',
  'ORDER_PAID_TWICE',
  'REFUND_WITHOUT_REASON',
  'AMOUNT_DIFFERS',
  'PAID_ORDER_WITHOUT_CHARGE',
] as const;
type MismatchKind = (typeof MISMATCH_KINDS)[number];

export interface ReconciledCharge {
  id: string;
  amount: number;
  /** Refunded so far (a fully refunded charge no longer pays anything). */
  amountRefunded: number;
  paymentIntentId: string | null;
  /** The order the intent's metadata names, when it names one. */
  metadataOrderId: string | null;
  /** Billed by a Stripe invoice (a renewal, a membership, a partner's monthly invoice): not an order's. */
  invoiced: boolean;
}

export interface ReconciledRefund {
  id: string;
  amount: number;
  chargeId: string | null;
  paymentIntentId: string | null;
  /** Stripe's reason, or the one our metadata gives. */
  reason: string | null;
}

export interface ReconciledOrder {
  id: string;
  totalCents: number;
  paymentIntentId: string | null;
  /** The refund our own cancel-and-refund recorded on the order. */
  refundId: string | null;
  /** Paid within the day reconciled (so its charge is expected among the day's). */
  paidInWindow: boolean;
}

export interface Mismatch {
  key: string;
  kind: MismatchKind;
  chargeId: string | null;
  refundId: string | null;
  paymentIntentId: string | null;
  orderId: string | null;
  amountCents: number | null;
  expectedCents: number | null;
  detail: string;
}

const mismatch = (
  m: Omit<Mismatch, 'chargeId' | 'refundId' | 'paymentIntentId' | 'orderId' | 'amountCents' | 'expectedCents'> &
    Partial<Mismatch>,
): Mismatch => ({
  chargeId: null,
  refundId: null,
  paymentIntentId: null,
  orderId: null,
  amountCents: null,
  expectedCents: null,
  ...m,
});

/**
 * What differs between the day's charges and refunds and the orders. `orders` holds the orders paid that day and
 * every order a listed charge or refund names (by intent or metadata). A charge whose intent is missing from the
 * day's list but that is known to have succeeded (`succeededElsewhere`, e.g. made just before midnight) pairs too.
 */
export function reconcile(
  charges: readonly ReconciledCharge[],
  refunds: readonly ReconciledRefund[],
  orders: readonly ReconciledOrder[],
  succeededElsewhere: ReadonlySet<string> = new Set(),
): Mismatch[] {
  const found: Mismatch[] = [];
  const byIntent = new Map(orders.filter((o) => o.paymentIntentId).map((o) => [o.paymentIntentId!, o]));
  const byId = new Map(orders.map((o) => [o.id, o]));
  const chargesOfOrder = new Map<string, ReconciledCharge[]>();

  for (const charge of charges) {
    const order =
      (charge.paymentIntentId ? byIntent.get(charge.paymentIntentId) : undefined) ??
      (charge.metadataOrderId ? byId.get(charge.metadataOrderId) : undefined);
    if (!order) {
      if (charge.invoiced) continue;
      found.push(
        mismatch({
          key: `charge_without_order:${charge.id}`,
          kind: 'CHARGE_WITHOUT_ORDER',
          chargeId: charge.id,
          paymentIntentId: charge.paymentIntentId,
          amountCents: charge.amount,
          detail: `charge ${charge.id} of ${charge.amount} cents pays no order`,
        }),
      );
      continue;
    }
    // A fully refunded charge keeps nothing: it neither pays the order nor counts twice.
    if (charge.amountRefunded >= charge.amount) continue;
    chargesOfOrder.set(order.id, [...(chargesOfOrder.get(order.id) ?? []), charge]);
    if (charge.amount !== order.totalCents)
      found.push(
        mismatch({
          key: `amount_differs:${charge.id}`,
          kind: 'AMOUNT_DIFFERS',
          chargeId: charge.id,
          paymentIntentId: charge.paymentIntentId,
          orderId: order.id,
          amountCents: charge.amount,
          expectedCents: order.totalCents,
          detail: `charge ${charge.id} of ${charge.amount} cents for order ${order.id} priced ${order.totalCents} cents`,
        }),
      );
  }

  for (const [orderId, kept] of chargesOfOrder) {
    if (kept.length < 2) continue;
    const order = byId.get(orderId)!;
    // The order's own intent (else the first charge) pays it; every other kept charge pays it again.
    const own = kept.find((c) => c.paymentIntentId === order.paymentIntentId) ?? kept[0];
    for (const extra of kept.filter((c) => c !== own))
      found.push(
        mismatch({
          key: `order_paid_twice:${extra.id}`,
          kind: 'ORDER_PAID_TWICE',
          chargeId: extra.id,
          paymentIntentId: extra.paymentIntentId,
          orderId,
          amountCents: extra.amount,
          expectedCents: order.totalCents,
          detail: `order ${orderId} is paid again by charge ${extra.id} (${kept.length} charges kept)`,
        }),
      );
  }

  const refundedByOrder = new Set(orders.map((o) => o.refundId).filter(Boolean));
  for (const refund of refunds) {
    if (refund.reason || refundedByOrder.has(refund.id)) continue;
    found.push(
      mismatch({
        key: `refund_without_reason:${refund.id}`,
        kind: 'REFUND_WITHOUT_REASON',
        refundId: refund.id,
        chargeId: refund.chargeId,
        paymentIntentId: refund.paymentIntentId,
        orderId: (refund.paymentIntentId ? byIntent.get(refund.paymentIntentId)?.id : undefined) ?? null,
        amountCents: refund.amount,
        detail: `refund ${refund.id} of ${refund.amount} cents gives no reason and cancels no order`,
      }),
    );
  }

  const listedIntents = new Set(charges.map((c) => c.paymentIntentId).filter(Boolean));
  for (const order of orders) {
    if (!order.paidInWindow || !order.paymentIntentId) continue;
    if (listedIntents.has(order.paymentIntentId) || succeededElsewhere.has(order.paymentIntentId)) continue;
    found.push(
      mismatch({
        key: `paid_order_without_charge:${order.id}`,
        kind: 'PAID_ORDER_WITHOUT_CHARGE',
        orderId: order.id,
        paymentIntentId: order.paymentIntentId,
        expectedCents: order.totalCents,
        detail: `order ${order.id} is paid but Stripe holds no charge for payment intent ${order.paymentIntentId}`,
      }),
    );
  }
  return found;
}
