// Checkout payments: the publishable key for Stripe.js, and the PaymentIntent for a checkout record.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutRecordSchema } from '../../domain/schemas';
import { conflict, serviceUnavailable } from '../../platform/errors';
import { ALREADY_PAID_MESSAGE, ensurePaymentIntent } from '../../platform/services/billing';
import { findOrCreateCheckoutOrder } from '../../platform/services/orders';
import { messageResponse } from '../lib/message-response';
import { viaStripe } from '../lib/via-stripe';

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured: set STRIPE_SECRET_KEY';

const createPaymentIntentBody = z.object(
  {
    /** What the browser computed, in dollars: informational only, the server prices the order itself. */
    amount: z.union([z.number(), z.string()]).optional(),
    orderData: checkoutRecordSchema,
  },
  { error: 'body must be a JSON object with amount and orderData (the checkout record)' },
);

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stripe/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'The Stripe publishable key for Stripe.js (null when payments are not configured)',
        response: { 200: z.object({ publishableKey: z.string().nullable() }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { publishableKey: app.stripe ? (app.config.stripe.publishableKey ?? null) : null };
    },
  );

  app.post(
    '/api/create-payment-intent',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Create (or reuse) the order and Stripe PaymentIntent for a checkout record; the server sets the price',
        body: createPaymentIntentBody,
        response: {
          200: z.object({ clientSecret: z.string(), orderId: z.string(), amount: z.number() }),
          409: messageResponse,
          502: messageResponse,
          503: messageResponse,
        },
      },
    },
    async (request) => {
      // Checked after validation: a malformed request is the caller's error whatever the configuration.
      const stripe = app.stripe;
      if (!stripe) throw serviceUnavailable(PAYMENTS_NOT_CONFIGURED);
      const { order } = await findOrCreateCheckoutOrder(app.db, request.body.orderData);
      if (order.paymentStatus === 'PAID') throw conflict(ALREADY_PAID_MESSAGE);
      const intent = await viaStripe(request.log, () => ensurePaymentIntent(stripe, app.db, order), {
        context: { orderId: order.id },
      });
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
      request.log.info(
        { orderId: order.id, paymentIntentId: intent.id, amountCents: intent.amount },
        'payment intent ready',
      );
      // The amount Stripe will charge (dollars), which the checkout shows before the customer pays.
      return { clientSecret: intent.client_secret, orderId: order.id, amount: intent.amount / 100 };
    },
  );
};
