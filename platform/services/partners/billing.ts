// How a partner's order starts, by who pays it: on the partner's account (paid now, on the pipeline at once, billed
// on the monthly invoice) or by its customer through a hosted payment link (unpaid until the Stripe webhook says it
// is paid, which starts it like a storefront order: platform/services/payment-events.ts).
import { OUTBOX_KINDS } from '../../../domain/outbox-kinds';
import type { Prisma } from '../../../prisma/generated/client';
import { onboardingWorkflowId } from '../../../workflows/definitions';
import { recordOrderEvent } from './events';
import { paymentLinkExpiry } from './payment-links';

export type Billing = 'partner_invoice' | 'payment_link';

/** The order's payment columns at creation. */
export function billingColumns(orderId: string, billing: Billing = 'partner_invoice') {
  if (billing === 'payment_link') return { paymentLink: { create: { expiresAt: paymentLinkExpiry() } } };
  return {
    paymentStatus: 'PAID' as const,
    paidAt: new Date(),
    stage: 'PENDING_REVIEW' as const,
    workflowId: onboardingWorkflowId(orderId),
  };
}

/** After the order row is written: an order on account starts on the pipeline; both tell the partner. */
export async function afterPlacing(
  tx: Prisma.TransactionClient,
  orderId: string,
  billing: Billing = 'partner_invoice',
) {
  if (billing === 'partner_invoice')
    await tx.outboxEntry.create({ data: { kind: OUTBOX_KINDS.onboardingStart, payload: { orderId } } });
  await recordOrderEvent(tx, orderId, 'order.created');
}
