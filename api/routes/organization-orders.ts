// Many at once: one kind ordered for many entities of an organisation in one checkout (POST
// /api/organizations/:id/orders { kind, entityIds, details } -> { orderIds, amount, clientSecret }). One order per
// entity, each priced by the server as the entity's page prices it, paid by one Stripe PaymentIntent for the total;
// the same request again gives the same orders and intent (platform/services/orders/order-groups.ts). The webhook
// pays each order through the one function that marks orders paid, and refunds the part of an order that cannot
// keep it. Another organisation's id answers 404, an entity not in the organisation 404, a viewer 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { ENTITY_ORDER_KINDS } from '../../domain/order-kinds';
import { isUuid } from '../../domain/uuid';
import { notFound, serviceUnavailable } from '../../platform/errors';
import { audit } from '../../platform/services/audit';
import { ensureGroupPaymentIntent } from '../../platform/services/billing';
import { findOrCreateOrderGroup } from '../../platform/services/orders';
import { organizationAccess } from '../../platform/services/organizations';
import { messageResponse } from '../lib/message-response';
import { viaStripe } from '../lib/via-stripe';
import { requireUser, sessionUser } from '../plugins/auth';
import { PAYMENTS_NOT_CONFIGURED } from './payments';

/** The most entities one checkout orders for. */
export const MAX_GROUP_ENTITIES = 200;

const params = z.object({ id: z.string().max(100) });

const body = z.strictObject(
  {
    kind: z.enum(ENTITY_ORDER_KINDS, { error: `kind must be one of ${ENTITY_ORDER_KINDS.join(', ')}` }),
    entityIds: z
      .array(z.string().max(100), { error: 'entityIds must be a list of entity ids' })
      .min(1, 'entityIds must name at least one entity')
      .max(MAX_GROUP_ENTITIES, `entityIds may name at most ${MAX_GROUP_ENTITIES} entities`)
      .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, {
        error: 'entityIds must not repeat an entity',
      }),
    /** The kind's details, the same for every entity (domain/order-kind-details.ts); checked per kind. */
    details: z.unknown().optional(),
  },
  { error: 'body must be a JSON object with kind, entityIds and details' },
);

export const organizationOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/api/organizations/:id/orders',
    {
      preHandler: requireUser,
      schema: {
        tags: ['organizations'],
        summary:
          'Order one kind for many of the organisation’s entities ({ kind, entityIds, details }): one order each, priced by the server, one payment',
        params,
        body,
        response: {
          200: z.object({
            orderGroupId: z.string(),
            orderIds: z.array(z.string()),
            amount: z.number(),
            clientSecret: z.string(),
          }),
          400: messageResponse,
          403: messageResponse,
          404: messageResponse,
          409: messageResponse,
          502: messageResponse,
          503: messageResponse,
        },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const { organization } = await organizationAccess(db, user.id, request.params.id, 'order');
      const { kind, entityIds, details } = request.body;
      const bad = entityIds.find((id) => !isUuid(id));
      if (bad) throw notFound(`Entity not found: ${bad}`);
      const stripe = app.stripe;
      if (!stripe) throw serviceUnavailable(PAYMENTS_NOT_CONFIGURED);
      const group = await findOrCreateOrderGroup(db, {
        organizationId: organization.id,
        user: { id: user.id, email: user.email },
        kind,
        entityIds,
        details,
      });
      return viaStripe(
        request.log,
        async () => {
          const intent = await ensureGroupPaymentIntent(stripe, db, group, user.email);
          if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
          await audit(db, request, {
            action: AUDIT_ACTIONS.orderEntityCreated,
            target: group.id,
            details: {
              organizationId: organization.id,
              kind,
              orderIds: group.orders.map((o) => o.id),
              amountCents: intent.amount,
            },
          });
          return {
            orderGroupId: group.id,
            orderIds: group.orders.map((o) => o.id),
            amount: intent.amount / 100,
            clientSecret: intent.client_secret,
          };
        },
        { context: { orderGroupId: group.id } },
      );
    },
  );
};
