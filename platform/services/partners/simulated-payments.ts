// A test-mode order's payment link on a platform running a live Stripe key: no PaymentIntent is ever made on the
// live account; the page's button completes a simulated payment, applied by the same code that applies a real
// succeeded PaymentIntent (the order locked, paid once, started once, the partner told order.paid).
import type Stripe from 'stripe';
import { conflict } from '../../errors';
import type { Db } from '../../infra/prisma';
import { applySucceededIntent, type PaymentEventOutcome } from '../billing/payment-events';
import { ORDER_CURRENCY } from '../billing/payment-intents';
import type { PaymentLinkOrder } from './payment-links';

export const SIMULATED_PAYMENT_ONLY = 'Test mode: no card is charged. Complete the test payment on this page instead.';

/** The id a simulated payment is kept under: never a Stripe id, so no live charge can ever be matched to it. */
const simulatedPaymentId = (orderId: string) => `simulated_${orderId}`;

export async function completeSimulatedPayment(db: Db, order: PaymentLinkOrder): Promise<PaymentEventOutcome> {
  if (!order.testMode) throw conflict('Only a test-mode order can be paid without a card.');
  const intent = {
    id: simulatedPaymentId(order.id),
    object: 'payment_intent',
    amount: order.totalUSD,
    amount_received: order.totalUSD,
    currency: ORDER_CURRENCY,
    status: 'succeeded',
    livemode: false,
    metadata: { orderId: order.id, simulated: 'true' },
  } as unknown as Stripe.PaymentIntent;
  return applySucceededIntent(db, intent);
}
