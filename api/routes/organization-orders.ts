// Many at once: one kind ordered for many entities of an organisation in one checkout (POST
// /api/organizations/:id/orders { kind, entityIds, details } -> { orderIds, amount, clientSecret }). One order per
// entity, each priced by the server as the entity's page prices it, paid by one Stripe PaymentIntent for the total;
// the same request again gives the same orders and intent (platform/services/orders/order-groups.ts). The webhook
// pays each order through the one function that marks orders paid, and refunds the part of an order that cannot
// keep it. Another organisation's id answers 404, an entity not in the organisation 404, a viewer 403.
// Automatic filing for many: the organisation's card on file (its own Stripe customer, set by its owners through a
// SetupIntent), and PUT /api/organizations/:id/auto-file { entityIds, enabled } switching many entities at once
// (owners and admins; on needs the card).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { ENTITY_ORDER_KINDS } from '../../domain/order-kinds';
import { isUuid } from '../../domain/uuid';
import { conflict, notFound, serviceUnavailable } from '../../platform/errors';
import { audit } from '../../platform/services/audit';
import {
  ensureGroupPaymentIntent,
  keepOrganizationCard,
  organizationCard,
  startOrganizationCardSetup,
} from '../../platform/services/billing';
import { setOrganizationAutoFile } from '../../platform/services/compliance';
import { findOrCreateOrderGroup } from '../../platform/services/orders';
import { assertMayOrderFor, organizationAccess } from '../../platform/services/organizations';
import { messageResponse } from '../lib/message-response';
import { viaStripe } from '../lib/via-stripe';
import { requireUser, sessionUser } from '../plugins/auth';
import { PAYMENTS_NOT_CONFIGURED } from './payments';

/** The most entities one checkout orders for. */
const MAX_GROUP_ENTITIES = 200;

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
      const membership = await organizationAccess(db, user.id, request.params.id, 'order');
      const { organization } = membership;
      const { kind, entityIds, details } = request.body;
      const bad = entityIds.find((id) => !isUuid(id));
      if (bad) throw notFound(`Entity not found: ${bad}`);
      assertMayOrderFor(membership, entityIds);
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

  const cardResponse = z.object({ card: z.object({ brand: z.string(), last4: z.string() }).nullable() });

  app.get(
    '/api/organizations/:id/card',
    {
      preHandler: requireUser,
      schema: {
        tags: ['organizations'],
        summary: "The organisation's card on file, which automatic filing charges for its entities",
        params,
        response: { 200: cardResponse, 404: messageResponse },
      },
    },
    async (request, reply) => {
      const { organization } = await organizationAccess(db, sessionUser(request).id, request.params.id, 'read');
      reply.header('Cache-Control', 'no-store');
      return { card: await organizationCard(app.stripe, db, organization.id) };
    },
  );

  app.post(
    '/api/organizations/:id/card/setup',
    {
      preHandler: requireUser,
      schema: {
        tags: ['organizations'],
        summary: "A Stripe SetupIntent for the organisation's card on file (owners)",
        params,
        response: {
          200: z.object({ setupIntentId: z.string(), clientSecret: z.string() }),
          403: messageResponse,
          404: messageResponse,
          502: messageResponse,
          503: messageResponse,
        },
      },
    },
    async (request) => {
      const { organization } = await organizationAccess(db, sessionUser(request).id, request.params.id, 'billing');
      const stripe = app.stripe;
      if (!stripe) throw serviceUnavailable(PAYMENTS_NOT_CONFIGURED);
      return viaStripe(request.log, () => startOrganizationCardSetup(stripe, db, organization.id), {
        context: { organizationId: organization.id },
      });
    },
  );

  app.put(
    '/api/organizations/:id/card',
    {
      preHandler: requireUser,
      schema: {
        tags: ['organizations'],
        summary: "Make a confirmed SetupIntent's card the organisation's card on file ({ setupIntentId }, owners)",
        params,
        body: z.strictObject(
          { setupIntentId: z.string().regex(/^seti_\w{1,200}$/, 'setupIntentId must be a SetupIntent id') },
          { error: 'body must be a JSON object with setupIntentId' },
        ),
        response: {
          200: cardResponse,
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
      const { organization } = await organizationAccess(db, sessionUser(request).id, request.params.id, 'billing');
      const stripe = app.stripe;
      if (!stripe) throw serviceUnavailable(PAYMENTS_NOT_CONFIGURED);
      const card = await viaStripe(
        request.log,
        () => keepOrganizationCard(stripe, db, organization.id, request.body.setupIntentId, sessionUser(request).id),
        { context: { organizationId: organization.id } },
      );
      await audit(db, request, {
        action: AUDIT_ACTIONS.complianceCardOnFileChanged,
        target: `organization:${organization.id}`,
        details: { organizationId: organization.id, card },
      });
      return { card };
    },
  );

  app.put(
    '/api/organizations/:id/auto-file',
    {
      preHandler: requireUser,
      schema: {
        tags: ['organizations'],
        summary:
          "Turn automatic filing on or off for many of the organisation's entities ({ entityIds, enabled }); on charges the organisation's card",
        params,
        body: z.strictObject(
          {
            entityIds: body.shape.entityIds,
            enabled: z.boolean({ error: 'enabled must be true or false' }),
          },
          { error: 'body must be a JSON object with entityIds and enabled' },
        ),
        response: {
          200: z.object({ updated: z.number(), card: cardResponse.shape.card }),
          400: messageResponse,
          403: messageResponse,
          404: messageResponse,
          409: messageResponse,
        },
      },
    },
    async (request) => {
      const { organization } = await organizationAccess(db, sessionUser(request).id, request.params.id, 'write');
      const { enabled } = request.body;
      const card = await organizationCard(app.stripe, db, organization.id);
      if (enabled && !card)
        throw conflict('The organization has no card on file: an owner adds one before turning automatic filing on');
      const { ids, changed: count } = await setOrganizationAutoFile(
        db,
        organization.id,
        request.body.entityIds,
        enabled,
        { byUserId: sessionUser(request).id, card },
      );
      await audit(db, request, {
        action: AUDIT_ACTIONS.complianceAutoFileChanged,
        target: `organization:${organization.id}`,
        details: { organizationId: organization.id, entityIds: ids, enabled, changed: count },
      });
      return { updated: count, card };
    },
  );
};
