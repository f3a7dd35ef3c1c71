// POST /api/webhooks/stripe: Stripe's signed event deliveries. The signature is checked on the raw body,
// so this plugin (and only it) keeps JSON bodies as bytes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { stripeKeyMode } from '../../domain/stripe-mode';
import { badRequest, conflict, serviceUnavailable } from '../../platform/errors';
import { loadStripe } from '../../platform/infra/stripe';
import { audit } from '../../platform/services/audit';
import { handlePaymentEvent, holdOutOfModeEvent } from '../../platform/services/billing';
import { withCurrentRenewalState } from '../../platform/services/renewals';
import { refundExtraFromEvent } from '../lib/extra-payment-refund';
import { messageResponse } from '../lib/message-response';

/** @internal */
export const WEBHOOKS_NOT_CONFIGURED = 'Stripe webhooks are not configured: set STRIPE_WEBHOOK_SECRET';
/** @internal */
export const EVENT_NOT_RECORDED = 'The event could not be recorded now: deliver it again later';
/** Seconds a signature's timestamp may be off, either way (Stripe's default tolerance, applied to late ones). */
const TIMESTAMP_TOLERANCE_S = 300;

/** True when the Stripe-Signature header's timestamp lies further in the future than the tolerance allows. */
function signedInTheFuture(signature: string, now = Date.now()): boolean {
  const timestamp = Number(/(?:^|,)t=(\d+)(?:,|$)/.exec(signature)?.[1]);
  return Number.isFinite(timestamp) && timestamp > now / 1000 + TIMESTAMP_TOLERANCE_S;
}

export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/webhooks/stripe',
    {
      config: { csrf: false },
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook endpoint (signed with STRIPE_WEBHOOK_SECRET)',
        response: {
          200: z.object({
            received: z.literal(true),
            duplicate: z.boolean().optional(),
            ignored: z.boolean().optional(),
          }),
          400: messageResponse,
          409: messageResponse,
          503: messageResponse,
        },
      },
    },
    async (request) => {
      const secret = app.config.stripe.webhookSecret;
      if (!secret) throw serviceUnavailable(WEBHOOKS_NOT_CONFIGURED);
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !signature) throw badRequest('Missing Stripe-Signature header');
      if (!Buffer.isBuffer(request.body)) throw badRequest('body: expected a JSON event');

      let event: Stripe.Event;
      try {
        event = loadStripe().webhooks.constructEvent(request.body, signature, secret, TIMESTAMP_TOLERANCE_S);
      } catch {
        request.log.warn('Stripe webhook refused: signature verification failed');
        throw badRequest('Invalid Stripe signature');
      }
      if (!event || typeof event !== 'object' || Array.isArray(event))
        throw badRequest('body: expected a JSON event object');
      if (signedInTheFuture(signature)) {
        request.log.warn({ eventId: event.id }, 'Stripe webhook refused: timestamp in the future');
        throw badRequest('Invalid Stripe signature: timestamp is in the future');
      }

      let outcome: Awaited<ReturnType<typeof handlePaymentEvent>>;
      try {
        // Test and live never mix: an event of the other mode than our key's is held before anything applies it.
        // A renewal's events apply the subscription's state fetched from Stripe now, whatever order they arrive in.
        outcome =
          (await holdOutOfModeEvent(app.db, event, stripeKeyMode(app.config.stripe.secretKey))) ??
          (await handlePaymentEvent(app.db, await withCurrentRenewalState(app.stripe, app.db, event)));
      } catch (err) {
        // A fault on our side (e.g. the database away): 503, so Stripe delivers the event again.
        request.log.error({ err, eventId: event.id, type: event.type }, 'Stripe event could not be handled');
        throw serviceUnavailable(EVENT_NOT_RECORDED);
      }
      request.log.info({ eventId: event.id, type: event.type, outcome: outcome.kind }, 'Stripe event handled');
      // A success the order cannot keep is refunded now (and again on a redelivery until Stripe has refunded it).
      if (outcome.kind === 'extra' || outcome.kind === 'duplicate' || outcome.kind === 'groupPaid')
        await refundExtraFromEvent(app, request, event);
      switch (outcome.kind) {
        case 'duplicate':
          return { received: true as const, duplicate: true };
        case 'ignored':
          request.log.info({ eventId: event.id, reason: outcome.reason }, 'Stripe event ignored');
          return { received: true as const, ignored: true };
        case 'paid':
          await audit(app.db, request, {
            action: 'order.paid',
            target: outcome.orderId,
            actor: null,
            details: {
              eventId: event.id,
              email: outcome.email,
              amountCents: outcome.amountCents,
              userCreated: outcome.userCreated,
            },
          });
          return { received: true as const };
        case 'held':
          // Signed but not applicable (an amount or currency that does not match the order, an unknown or conflicting
          // order, no object): kept for staff, answered 2xx so that Stripe stops retrying what cannot change.
          request.log.warn(
            { eventId: event.id, type: event.type, reason: outcome.reason },
            'Stripe event held for staff',
          );
          await audit(app.db, request, {
            // One action, in the audit log's Order family; the target is the order, or the event when none is known.
            action: 'order.payment_held',
            target: outcome.orderId ?? (typeof event.id === 'string' ? event.id : 'unreadable event'),
            actor: null,
            success: false,
            details: { eventId: event.id, type: event.type, reason: outcome.reason },
          });
          return { received: true as const, ignored: true };
        case 'extra':
          return { received: true as const, ignored: true };
        case 'retry':
          // Not recorded as handled: Stripe delivers it again once the events it depends on have arrived.
          throw conflict(`Event cannot be applied yet: ${outcome.reason}`);
        case 'membership':
          await audit(app.db, request, {
            action: 'membership.synced',
            target: outcome.userId,
            actor: null,
            details: { eventId: event.id, type: event.type, ...outcome, kind: undefined },
          });
          return { received: true as const };
        case 'renewal':
          await audit(app.db, request, {
            action: AUDIT_ACTIONS.complianceRenewalSynced,
            target: outcome.renewalId,
            actor: null,
            details: { eventId: event.id, type: event.type, ...outcome, kind: undefined },
          });
          return { received: true as const };
        case 'groupPaid':
          // One payment for an organisation's orders: each order it paid is audited as any paid order is.
          for (const paid of outcome.paid)
            await audit(app.db, request, {
              action: 'order.paid',
              target: paid.orderId,
              actor: null,
              details: {
                eventId: event.id,
                email: paid.email,
                amountCents: paid.amountCents,
                userCreated: paid.userCreated,
                orderGroupId: outcome.groupId,
              },
            });
          return { received: true as const };
        case 'failed':
          await audit(app.db, request, {
            action: 'order.payment_failed',
            target: outcome.orderId,
            actor: null,
            success: false,
            details: { eventId: event.id, email: outcome.email, reason: outcome.reason },
          });
          return { received: true as const };
      }
    },
  );
};
