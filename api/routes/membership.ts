// The signed-in user's membership: its state, buying or changing a plan, cancelling at period end, and the
// Stripe customer portal. Without Stripe configuration every action answers 503 with an explanation.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEMBERSHIP_PLANS } from '../../domain/catalog';
import {
  billingPortalSchema,
  membershipStateSchema,
  subscriptionStartSchema,
  subscriptionViewSchema,
} from '../../domain/contracts/membership';
import { BILLING_INTERVALS, findPlan } from '../../domain/membership-billing';
import { CUSTOMER_ROLES } from '../../domain/roles';
import { badRequest, notFound, serviceUnavailable } from '../../platform/errors';
import { stripeCustomerMessage } from '../../platform/infra/stripe';
import { audit } from '../../platform/services/audit';
import {
  currentSubscription,
  portalSession,
  setCancelAtPeriodEnd,
  startOrChangeSubscription,
  subscriptionById,
} from '../../platform/services/billing';
import { messageResponse } from '../lib/message-response';
import { viaStripe } from '../lib/via-stripe';
import { requireRole, requireUser, sessionUser } from '../plugins/auth';

/** @internal */
export const SUBSCRIPTIONS_UNAVAILABLE =
  'Subscriptions are unavailable: online payments are not configured on this site. Please contact us to join a plan.';

const planIds = MEMBERSHIP_PLANS.map((plan) => plan.id) as [string, ...string[]];

const subscribeBody = z.object({
  planId: z.enum(planIds, { error: `planId: must be one of ${planIds.join(', ')}` }),
  interval: z.enum(BILLING_INTERVALS, { error: 'must be monthly or yearly' }),
});

const viewOf = (row: z.infer<typeof subscriptionViewSchema>) => ({
  planId: row.planId,
  interval: row.interval,
  status: row.status,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  currentPeriodEnd: row.currentPeriodEnd,
  paymentFailed: row.paymentFailed,
});

export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const customerOnly = requireRole(...CUSTOMER_ROLES);

  /** The Stripe client, or a 503 that explains why subscriptions cannot be bought. */
  const stripeOr503 = () => {
    if (!app.stripe || !app.config.stripe.publishableKey) throw serviceUnavailable(SUBSCRIPTIONS_UNAVAILABLE);
    return app.stripe;
  };

  /** Runs a Stripe call; its failures become a 502 saying what to do (Stripe's message goes to the log only). */
  const billingCall = <T>(request: FastifyRequest, call: () => Promise<T>) =>
    viaStripe(request.log, call, { answer: stripeCustomerMessage });

  async function ongoing(userId: string) {
    const current = await currentSubscription(db, userId);
    if (!current?.stripeSubscriptionId) throw notFound('You have no active membership');
    return { ...current, stripeSubscriptionId: current.stripeSubscriptionId };
  }

  app.get(
    '/api/membership',
    {
      preHandler: requireUser,
      schema: {
        tags: ['membership'],
        summary: 'Your membership: whether plans can be bought, and your current subscription',
        response: { 200: membershipStateSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('Cache-Control', 'no-store');
      const available = Boolean(app.stripe && app.config.stripe.publishableKey);
      const current = await currentSubscription(db, user.id);
      return {
        available,
        publishableKey: available ? (app.config.stripe.publishableKey ?? null) : null,
        subscription: current ? viewOf(current) : null,
      };
    },
  );

  app.post(
    '/api/membership/subscription',
    {
      preHandler: customerOnly,
      schema: {
        tags: ['membership'],
        summary:
          'Start a plan (answers the client secret to pay with the Payment Element) or, for a member, change plan with proration',
        body: subscribeBody,
        response: {
          200: subscriptionStartSchema,
          409: messageResponse,
          502: messageResponse,
          503: messageResponse,
        },
      },
    },
    async (request) => {
      const stripe = stripeOr503();
      const user = sessionUser(request);
      const plan = findPlan(request.body.planId);
      if (!plan) throw badRequest('planId: unknown plan');
      const result = await billingCall(request, () =>
        startOrChangeSubscription(stripe, db, user, plan, request.body.interval),
      );
      await audit(db, request, {
        action: result.status === 'changed' ? 'membership.plan_changed' : 'membership.checkout_started',
        target: user.id,
        details: { planId: plan.id, interval: request.body.interval, subscriptionId: result.subscriptionId },
      });
      return result;
    },
  );

  for (const [path, cancel] of [
    ['/api/membership/subscription/cancel', true],
    ['/api/membership/subscription/resume', false],
  ] as const) {
    app.post(
      path,
      {
        preHandler: customerOnly,
        schema: {
          tags: ['membership'],
          summary: cancel
            ? 'Cancel your membership at the end of the paid period'
            : 'Keep your membership after all (undo a cancellation at period end)',
          response: { 200: subscriptionViewSchema, 404: messageResponse, 502: messageResponse, 503: messageResponse },
        },
      },
      async (request) => {
        const stripe = stripeOr503();
        const user = sessionUser(request);
        const current = await ongoing(user.id);
        await billingCall(request, () => setCancelAtPeriodEnd(stripe, db, current.stripeSubscriptionId, cancel));
        const after = await subscriptionById(db, current.id);
        await audit(db, request, {
          action: cancel ? 'membership.cancelled' : 'membership.resumed',
          target: user.id,
          details: { subscriptionId: current.stripeSubscriptionId, endsAt: after.currentPeriodEnd?.toISOString() },
        });
        return viewOf(after);
      },
    );
  }

  app.post(
    '/api/membership/portal',
    {
      preHandler: customerOnly,
      schema: {
        tags: ['membership'],
        summary: 'A Stripe customer portal session (update the card, invoices); answers its URL',
        response: { 200: billingPortalSchema, 502: messageResponse, 503: messageResponse },
      },
    },
    async (request) => {
      const stripe = stripeOr503();
      const user = sessionUser(request);
      const url = await billingCall(request, () =>
        portalSession(stripe, db, user, `${app.config.publicUrl}/membership`),
      );
      await audit(db, request, { action: 'membership.portal_opened', target: user.id });
      return { url };
    },
  );
};
