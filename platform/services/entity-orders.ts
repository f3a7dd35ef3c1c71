// Orders for a formed entity (annual report, amendment, foreign qualification, good standing, EIN, dissolution):
// checked against the kind's plan, priced on the server and created unpaid, ready for the same Stripe payment
// intent and webhook as a formation. The storefront, the back-office's phone orders and the partner API call it.
import { ORDER_KIND_LABELS, type EntityOrderKind } from '../../domain/order-kinds';
import { parseKindDetails } from '../../domain/order-kind-details';
import { filingStateOf, kindRefusal, type PlanEntity } from '../../domain/order-kind-plans';
import { type KindPricing, priceEntityOrder } from '../../domain/order-kind-pricing';
import { Prisma } from '../../prisma/generated/client';
import { badRequest, conflict, notFound } from '../errors';
import type { Db } from '../infra/prisma';
import { type CheckoutOrder, pricingColumns } from './checkout-orders';

export const ALREADY_OPEN_MESSAGE = (kind: EntityOrderKind) =>
  `An order of this kind is already under way for this entity (${ORDER_KIND_LABELS[kind].toLowerCase()})`;

export type EntityRow = Prisma.FormedEntityGetPayload<{ include: { order: true; user: true } }>;

export const planEntity = (entity: EntityRow | Prisma.FormedEntityGetPayload<object>): PlanEntity => ({
  businessName: entity.businessName,
  stateCode: entity.stateCode,
  entityType: entity.entityType,
  status: entity.status,
  ein: entity.ein,
});

const isUniqueViolation = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002';

export interface EntityOrderRequest {
  entityId: string;
  kind: EntityOrderKind;
  details: unknown;
  /** The order's own unique key instead of the per-entity one (the compliance scan's one order per obligation). */
  checkoutKey?: string;
}

/**
 * The unpaid order of this kind for the entity, created or brought up to date with the details and price:
 * the same request sent twice (or twice at once) gives the same order. 404 for an unknown entity, 400 naming the
 * bad detail, 409 with the reason when the kind does not fit the entity or one is already under way.
 * Ownership is the caller's check (the API answers another client's entity 404 before calling this).
 */
export async function findOrCreateEntityOrder(
  db: Db,
  request: EntityOrderRequest,
): Promise<{ order: CheckoutOrder; pricing: KindPricing }> {
  const { entityId, kind } = request;
  const parsed = parseKindDetails(kind, request.details);
  if (!parsed.ok) throw badRequest(parsed.message);
  const details = parsed.details;
  const entity = await db.formedEntity.findUnique({ where: { id: entityId }, include: { order: true, user: true } });
  if (!entity) throw notFound(`Entity not found: ${entityId}`);
  const refusal = kindRefusal(kind, planEntity(entity), details);
  if (refusal) throw conflict(refusal);
  if (!entity.user) throw conflict('The entity has no client account to order for');
  const underWay = await db.order.count({
    where: { entityId, kind, paymentStatus: 'PAID', status: { in: ['PENDING', 'IN_PROGRESS'] } },
  });
  if (underWay > 0) throw conflict(ALREADY_OPEN_MESSAGE(kind));

  const pricing = priceEntityOrder(kind, planEntity(entity), details);
  const stateCode = filingStateOf(kind, planEntity(entity), details);
  // One unpaid order per entity and kind at a time: the key counts the paid ones, so the next order gets a new key.
  const paid = await db.order.count({ where: { entityId, kind, paymentStatus: { not: 'UNPAID' } } });
  const checkoutKey =
    request.checkoutKey ?? (await unpaidAutoFilingKey(db, entityId, kind)) ?? `entity:${entityId}:${kind}:${paid}`;
  const fields = {
    details: details as Prisma.InputJsonValue,
    states: [stateCode],
    state: stateCode,
    ...pricingColumns(pricing, pricing.stateFeeNote),
  };
  const orderEntity = { stateCode, businessName: entity.businessName, entityType: entity.entityType };
  const existing = await db.order.findUnique({ where: { checkoutKey } });
  if (existing) return { order: await refresh(db, existing, fields, orderEntity), pricing };
  const formation = entity.order;
  try {
    const order = await db.order.create({
      data: {
        checkoutKey,
        kind,
        entityId,
        userId: entity.userId,
        packages: [],
        services: [],
        contactFirstName: formation.contactFirstName,
        contactLastName: formation.contactLastName,
        contactEmail: entity.user.email,
        contactPhone: formation.contactPhone,
        contactCompany: entity.businessName,
        business: { businessName: entity.businessName },
        ...fields,
        entities: { create: [orderEntity] },
      },
    });
    return { order, pricing };
  } catch (err) {
    // The same request twice at once: the other one created it.
    if (!isUniqueViolation(err)) throw err;
    const order = await db.order.findUnique({ where: { checkoutKey } });
    if (!order) throw err;
    return { order: await refresh(db, order, fields, orderEntity), pricing };
  }
}

/** The annual report the compliance scan ordered and could not charge: the client pays that very order. */
async function unpaidAutoFilingKey(db: Db, entityId: string, kind: EntityOrderKind): Promise<string | null> {
  if (kind !== 'ANNUAL_REPORT') return null;
  const waiting = await db.autoFiling.findFirst({
    where: { order: { entityId, paymentStatus: { not: 'PAID' } } },
    select: { order: { select: { checkoutKey: true } } },
    orderBy: { createdAt: 'asc' },
  });
  return waiting?.order.checkoutKey ?? null;
}

/** An unpaid order takes the latest details and price (a paid one is left as it was paid). */
async function refresh(
  db: Db,
  order: CheckoutOrder,
  fields: { details: Prisma.InputJsonValue; states: string[]; state: string } & ReturnType<typeof pricingColumns>,
  orderEntity: { stateCode: string; businessName: string; entityType: EntityRow['entityType'] },
): Promise<CheckoutOrder> {
  if (order.paymentStatus === 'PAID') return order;
  return db.$transaction(async (tx) => {
    await tx.orderEntity.deleteMany({ where: { orderId: order.id } });
    await tx.orderEntity.create({ data: { orderId: order.id, ...orderEntity } });
    return tx.order.update({ where: { id: order.id }, data: fields });
  });
}
