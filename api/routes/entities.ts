// A client's formed entities and the orders it places for them after formation (annual report, amendment, foreign
// qualification, good standing, EIN, dissolution): platform/services/entity-orders.ts prices and creates each one,
// paid through the same Stripe payment intent and webhook as a formation. Staff may order for any client's entity.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { ENTITY_ORDER_KINDS } from '../../domain/order-kinds';
import { canUseArea, isCustomerRole } from '../../domain/roles';
import { isUuid } from '../../domain/uuid';
import { conflict, HttpError, notFound, serviceUnavailable } from '../../platform/errors';
import { audit } from '../../platform/services/audit';
import { ALREADY_PAID_MESSAGE, ensurePaymentIntent } from '../../platform/services/billing';
import { entityDetail, entitySummary, findEntity, listOwnEntities } from '../../platform/services/entities';
import { findOrCreateEntityOrder } from '../../platform/services/orders';
import { assertMayOrderFor, organizationAccess, organizationOfEntity } from '../../platform/services/organizations';
import { messageResponse } from '../lib/message-response';
import { refuseForeign } from '../lib/ownership';
import { viaStripe } from '../lib/via-stripe';
import { requireUser, sessionUser } from '../plugins/auth';
import { PAYMENTS_NOT_CONFIGURED } from './payments';

const entityParams = z.object({ id: z.string().max(100) });

const entityOrderBody = z.object(
  {
    kind: z.enum(ENTITY_ORDER_KINDS, { error: `kind must be one of ${ENTITY_ORDER_KINDS.join(', ')}` }),
    /** The kind's details (domain/order-kind-details.ts); checked per kind by the service. */
    details: z.unknown().optional(),
  },
  { error: 'body must be a JSON object with kind and details' },
);

export const entityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  /**
   * The entity if the user may see it (`need` 'read') or order for it ('order'): its owner, a member of its
   * organisation whose role allows it (a viewer may not order: 403), or staff of the pipeline; another client's
   * answers 404 (audited).
   */
  const visibleEntity = async (
    request: Parameters<typeof sessionUser>[0],
    id: string,
    need: 'read' | 'order' = 'read',
  ) => {
    const user = sessionUser(request);
    if (!isUuid(id)) throw notFound(`Entity not found: ${id}`);
    const entity = await findEntity(db, id.toLowerCase());
    if (!entity) throw notFound(`Entity not found: ${id}`);
    if (entity.userId === user.id || canUseArea(user.role, 'pipeline')) return entity;
    if (entity.organizationId) {
      const membership = await organizationAccess(db, user.id, entity.organizationId, need).catch((err: unknown) => {
        if (err instanceof HttpError && err.statusCode === 404) return null;
        throw err;
      });
      if (membership) {
        if (need === 'order') assertMayOrderFor(membership, [entity.id]);
        return entity;
      }
    }
    throw await refuseForeign(db, request, 'entity', id);
  };

  app.get(
    '/api/entities',
    {
      preHandler: requireUser,
      schema: {
        tags: ['entities'],
        summary: "Your formed entities (a client's own), newest first",
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const entities = await listOwnEntities(db, user.id);
      reply.header('Cache-Control', 'no-store');
      return entities.map(entitySummary);
    },
  );

  app.get(
    '/api/entities/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['entities'],
        summary:
          'One entity: documents, obligations, filing history, mail, open orders and the kinds it can order now (owner or staff)',
        params: entityParams,
      },
    },
    async (request, reply) => {
      const entity = await visibleEntity(request, request.params.id);
      reply.header('Cache-Control', 'no-store');
      const [detail, organization] = await Promise.all([
        entityDetail(db, entity),
        entity.organizationId ? organizationOfEntity(db, entity.id) : null,
      ]);
      // The organisation it belongs to (staff and members see it), and its state file number when brought in.
      return { ...detail, organization, fileNumber: entity.fileNumber };
    },
  );

  app.post(
    '/api/entities/:id/orders',
    {
      preHandler: requireUser,
      schema: {
        tags: ['entities'],
        summary:
          'Order a filing for the entity ({ kind, details }): priced by the server, answered with its Stripe payment intent',
        params: entityParams,
        body: entityOrderBody,
        response: {
          200: z.object({ id: z.string(), orderId: z.string(), amount: z.number(), clientSecret: z.string() }),
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
      const entity = await visibleEntity(request, request.params.id, 'order');
      const stripe = app.stripe;
      if (!stripe) throw serviceUnavailable(PAYMENTS_NOT_CONFIGURED);
      const { kind, details } = request.body;
      const { order } = await findOrCreateEntityOrder(db, { entityId: entity.id, kind, details });
      if (order.paymentStatus === 'PAID') throw conflict(ALREADY_PAID_MESSAGE);
      return viaStripe(
        request.log,
        async () => {
          const intent = await ensurePaymentIntent(stripe, db, order);
          if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
          await audit(db, request, {
            action: AUDIT_ACTIONS.orderEntityCreated,
            target: order.id,
            details: { entityId: entity.id, kind, amountCents: intent.amount, phoneOrder: !isCustomerRole(user.role) },
          });
          // `id` too: the back-office's phone order is react-admin's create, which reads the record's id
          return { id: order.id, orderId: order.id, amount: intent.amount / 100, clientSecret: intent.client_secret };
        },
        { context: { orderId: order.id } },
      );
    },
  );
};
