// Many at once: one kind ordered for many entities of an organisation in one checkout. Each entity gets its own
// order, checked and priced by the server as the entity's page would (planEntityOrder), all in one group paid by one
// PaymentIntent for the total. The same request (caller, organisation, kind, entities, details) finds the same group,
// so a retry, or the same request twice at once, gives the same orders and intent. The orders are the group's own
// (never an open order adopted from elsewhere): who may keep which payment is decided when a payment succeeds, under
// each sold item's lock (platform/services/billing/order-payments.ts).
import { createHash } from 'node:crypto';
import type { EntityOrderKind } from '../../../domain/order-kinds';
import { Prisma } from '../../../prisma/generated/client';
import { notFound } from '../../errors';
import type { Db } from '../../infra/prisma';
import { type EntityOrderPlan, entityOrderData, entityOrderEntity, planEntityOrder } from './entity-orders';
import { soldKeyFor } from './sold-keys';

export interface OrderGroupRequest {
  organizationId: string;
  user: { id: string; email: string };
  kind: EntityOrderKind;
  entityIds: string[];
  details: unknown;
}

export type OrderGroupRow = Prisma.OrderGroupGetPayload<{ include: { orders: true } }>;

/** JSON with its keys sorted, so equal details give equal keys. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  ) ?? 'null';

/** The group's key: the same caller asking the same organisation for the same kind, entities and details. */
function orderGroupKey({ organizationId, user, kind, entityIds, details }: OrderGroupRequest): string {
  const entities = [...new Set(entityIds.map((id) => id.toLowerCase()))].sort();
  return createHash('sha256')
    .update(canonical([user.id, organizationId, kind, entities, details ?? {}]))
    .digest('hex');
}

const isUniqueViolation = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002';

const findGroup = (db: Db, requestKey: string) =>
  db.orderGroup.findUnique({ where: { requestKey }, include: { orders: { orderBy: { id: 'asc' } } } });

/**
 * The group for the request, made (one unpaid order per entity, priced by the server) or found again. An entity
 * not in the organisation answers 404 as an unknown one does; a bad detail 400; a kind that does not fit one of the
 * entities 409 naming it.
 */
export async function findOrCreateOrderGroup(db: Db, request: OrderGroupRequest): Promise<OrderGroupRow> {
  const requestKey = orderGroupKey(request);
  const found = await findGroup(db, requestKey);
  if (found) return found;
  const entityIds = [...new Set(request.entityIds.map((id) => id.toLowerCase()))].sort();
  const inOrganization = await db.formedEntity.findMany({
    where: { id: { in: entityIds }, organizationId: request.organizationId },
    select: { id: true },
  });
  const known = new Set(inOrganization.map((e) => e.id));
  const missing = entityIds.find((id) => !known.has(id));
  if (missing) throw notFound(`Entity not found: ${missing}`);
  const plans: { plan: EntityOrderPlan; soldKey: string | null }[] = [];
  for (const entityId of entityIds) {
    const plan = await planEntityOrder(db, { entityId, kind: request.kind, details: request.details }).catch(
      (err: { statusCode?: number; message?: string }) => {
        if (err.statusCode === 409 && err.message) err.message = `${err.message} (entity ${entityId})`;
        throw err;
      },
    );
    const soldKey = await soldKeyFor(db, { kind: request.kind, entityId, state: plan.stateCode });
    plans.push({ plan, soldKey });
  }
  const totalCents = plans.reduce((sum, { plan }) => sum + entityOrderData(plan).totalUSD, 0);
  try {
    return await db.$transaction(async (tx) => {
      const group = await tx.orderGroup.create({
        data: {
          organizationId: request.organizationId,
          userId: request.user.id,
          kind: request.kind,
          requestKey,
          totalCents,
        },
      });
      for (const { plan, soldKey } of plans) {
        const data = entityOrderData(plan);
        await tx.order.create({
          data: {
            ...data,
            // The buyer's email where the entity has no client account (a company brought in): the receipt goes there.
            contactEmail: data.contactEmail || request.user.email,
            userId: data.userId ?? request.user.id,
            checkoutKey: `group:${group.id}:${plan.entity.id}`,
            soldKey,
            orderGroupId: group.id,
            entities: { create: [entityOrderEntity(plan)] },
          },
        });
      }
      return tx.orderGroup.findUniqueOrThrow({
        where: { id: group.id },
        include: { orders: { orderBy: { id: 'asc' } } },
      });
    });
  } catch (err) {
    // The same request twice at once: the other one made the group.
    if (!isUniqueViolation(err)) throw err;
    const again = await findGroup(db, requestKey);
    if (!again) throw err;
    return again;
  }
}
