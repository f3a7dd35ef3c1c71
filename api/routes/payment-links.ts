// The hosted payment page's API (storefront route /pay/:orderId): a customer opens the signed link a partner handed
// over, sees what it pays (the server's price), and pays through the storefront's own Stripe checkout: the order's
// PaymentIntent here, Stripe Elements on the page, and the same webhook rules (amount and currency checked, held
// otherwise; payment-events.ts). No sign-in: the link's signature is the permission.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentLinkProofSchema, paymentLinkViewSchema } from '../../domain/contracts/payment-links';
import { paymentIsSimulated, stripeKeyMode } from '../../domain/stripe-mode';
import { conflict, gone, notFound, serviceUnavailable } from '../../platform/errors';
import { audit } from '../../platform/services/audit';
import { ensurePaymentIntent } from '../../platform/services/billing';
import {
  completeSimulatedPayment,
  openPaymentLink,
  type PaymentLinkOrder,
  paymentLinkView,
  SIMULATED_PAYMENT_ONLY,
} from '../../platform/services/partners';
import { messageResponse } from '../lib/message-response';
import { viaStripe } from '../lib/via-stripe';
import { PAYMENTS_NOT_CONFIGURED } from './payments';

/** @internal */
export const PAYMENT_LINK_INVALID = 'This payment link is not valid. Ask the company that sent it for a new one.';
const PAYMENT_LINK_CANCELED = 'This order was canceled: there is nothing to pay.';
/** @internal */
export const PAYMENT_LINK_PAID = 'This order is already paid.';
/** @internal */
export const SIMULATED_PAYMENT_REFUSED = 'This order is paid with a card on this page, not with a test payment.';
const SIMULATED_PAYMENT_NOT_APPLIED =
  'The test payment could not be applied to this order. Ask the company that sent it.';

const params = z.object({ orderId: z.string().max(100) });

const expiredMessage = (expiresAt: Date) =>
  `This payment link expired on ${expiresAt.toISOString().slice(0, 10)}. Ask the company that sent it for a new one.`;

export const paymentLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  // Test and live never mix: on a live key, a test-mode order's link is paid by a simulated payment, never a card.
  const simulated = (order: PaymentLinkOrder) => paymentIsSimulated(order, stripeKeyMode(config.stripe.secretKey));

  /** The link's order, or the refusal a customer reads (404 not valid, 410 expired, 409 canceled). */
  async function linkedOrder(orderId: string, proof: { expires: number; sig: string }): Promise<PaymentLinkOrder> {
    const found = await openPaymentLink(db, config.sessionSecret, { orderId, ...proof });
    if (found.kind === 'invalid') throw notFound(PAYMENT_LINK_INVALID);
    if (found.kind === 'expired') throw gone(expiredMessage(found.expiresAt));
    if (found.order.status === 'CANCELED' && found.order.paymentStatus !== 'PAID')
      throw conflict(PAYMENT_LINK_CANCELED);
    return found.order;
  }

  app.get(
    '/api/payment-links/:orderId',
    {
      preHandler: app.limitTokenRoutes,
      schema: {
        tags: ['payments'],
        summary: "A payment link's order: what the customer pays, and whether it is paid",
        params,
        querystring: paymentLinkProofSchema,
        response: { 200: paymentLinkViewSchema, 404: messageResponse, 409: messageResponse, 410: messageResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const order = await linkedOrder(request.params.orderId, request.query);
      return paymentLinkView(order, simulated(order));
    },
  );

  app.post(
    '/api/payment-links/:orderId/payment-intent',
    {
      preHandler: app.limitTokenRoutes,
      schema: {
        tags: ['payments'],
        summary: "The Stripe PaymentIntent of a payment link's order, at the server's price",
        params,
        body: paymentLinkProofSchema,
        response: {
          200: z.object({ clientSecret: z.string(), amountCents: z.number().int() }),
          404: messageResponse,
          409: messageResponse,
          410: messageResponse,
          502: messageResponse,
          503: messageResponse,
        },
      },
    },
    async (request) => {
      const order = await linkedOrder(request.params.orderId, request.body);
      if (order.paymentStatus === 'PAID') throw conflict(PAYMENT_LINK_PAID);
      if (simulated(order)) throw conflict(SIMULATED_PAYMENT_ONLY);
      const stripe = app.stripe;
      if (!stripe) throw serviceUnavailable(PAYMENTS_NOT_CONFIGURED);
      const intent = await viaStripe(request.log, () => ensurePaymentIntent(stripe, db, order), {
        context: { orderId: order.id },
      });
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
      request.log.info({ orderId: order.id, paymentIntentId: intent.id }, 'payment link intent ready');
      return { clientSecret: intent.client_secret, amountCents: intent.amount };
    },
  );

  app.post(
    '/api/payment-links/:orderId/simulated-payment',
    {
      preHandler: app.limitTokenRoutes,
      schema: {
        tags: ['payments'],
        summary: "Completes a test-mode order's payment link without a card (a platform running a live Stripe key)",
        params,
        body: paymentLinkProofSchema,
        response: { 200: paymentLinkViewSchema, 404: messageResponse, 409: messageResponse, 410: messageResponse },
      },
    },
    async (request, reply) => {
      const order = await linkedOrder(request.params.orderId, request.body);
      if (order.paymentStatus === 'PAID') throw conflict(PAYMENT_LINK_PAID);
      if (!simulated(order)) throw conflict(SIMULATED_PAYMENT_REFUSED);
      const outcome = await completeSimulatedPayment(db, order);
      if (outcome.kind !== 'paid') {
        request.log.warn({ orderId: order.id, outcome }, 'simulated payment not applied');
        throw conflict(outcome.kind === 'ignored' ? PAYMENT_LINK_PAID : SIMULATED_PAYMENT_NOT_APPLIED);
      }
      await audit(db, request, {
        action: 'order.paid',
        target: order.id,
        actor: null,
        details: { simulated: true, testMode: true, amountCents: outcome.amountCents, email: outcome.email },
      });
      reply.header('Cache-Control', 'no-store');
      const paid = await linkedOrder(request.params.orderId, request.body);
      return paymentLinkView(paid, simulated(paid));
    },
  );
};
