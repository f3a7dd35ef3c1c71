// Orders for a formed entity (annual report, amendment, foreign qualification, good standing, EIN, dissolution):
// checked against the kind's plan, priced on the server and created unpaid, ready for the same Stripe payment
// intent and webhook as a formation. The storefront, the back-office's phone orders and the partner API call it.

import { parseKindDetails } from '../../../domain/order-kind-details';
import { filingStateOf, kindRefusal, type PlanEntity } from '../../../domain/order-kind-plans';
import { type KindPricing, priceEntityOrder } from '../../../domain/order-kind-pricing';
import { type EntityOrderKind, ORDER_KIND_LABELS } from '../../../domain/order-kinds';
import { Prisma } from '../../../prisma/generated/client';
import { badRequest, conflict, notFound } from '../../errors';
import type { Db } from '../../infra/prisma';
import { type CheckoutOrder, pricingColumns } from './checkout-orders';
import { lockSoldItem, openOrderFor, soldKeyFor } from './sold-keys';

const ALREADY_OPEN_MESSAGE = (kind: EntityOrderKind) =>
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
  /** The annual report's obligation (the compliance scan's); else the entity's oldest open one. */
  obligationId?: string;
}

/** What an order of this kind for the entity would be: its checked details, price and filing state. */
export interface EntityOrderPlan {
  entity: EntityRow;
  kind: EntityOrderKind;
  details: Prisma.InputJsonValue;
  pricing: KindPricing;
  stateCode: string;
}

/**
 * Checks an order of this kind for the entity without making it: 404 for an unknown entity, 400 naming the bad
 * detail, 409 with the reason when the kind does not fit the entity or one is already under way. Ownership is the
 * caller's check (the API answers another client's or partner's entity 404 before calling this).
 */
export async function planEntityOrder(db: Db | Prisma.TransactionClient, request: EntityOrderRequest) {
  const { entityId, kind } = request;
  const parsed = parseKindDetails(kind, request.details);
  if (!parsed.ok) throw badRequest(parsed.message);
  const details = parsed.details;
  const entity = await db.formedEntity.findUnique({ where: { id: entityId }, include: { order: true, user: true } });
  if (!entity) throw notFound(`Entity not found: ${entityId}`);
  const refusal = kindRefusal(kind, planEntity(entity), details);
  if (refusal) throw conflict(refusal);
  const underWay = await db.order.count({
    where: { entityId, kind, paymentStatus: 'PAID', status: { in: ['PENDING', 'IN_PROGRESS'] } },
  });
  if (underWay > 0) throw conflict(ALREADY_OPEN_MESSAGE(kind));
  const plan: EntityOrderPlan = {
    entity,
    kind,
    details: details as Prisma.InputJsonValue,
    pricing: priceEntityOrder(kind, planEntity(entity), details),
    stateCode: filingStateOf(kind, planEntity(entity), details),
  };
  return plan;
}

/**
 * An order's contact columns for the entity: its formation's contact, at the owner's current email (an existing
 * company brought in by an organisation has no formation: its owner's email only, if any).
 */
export const entityContactColumns = ({ order: formation, user, businessName }: EntityRow) => ({
  contactFirstName: formation?.contactFirstName ?? '',
  contactLastName: formation?.contactLastName ?? '',
  contactEmail: user?.email ?? formation?.contactEmail ?? '',
  contactPhone: formation?.contactPhone ?? '',
  contactCompany: businessName,
  business: { businessName },
});

/** The order's columns for a plan: its kind, entity, details, price and the entity's contact (unpaid). */
export function entityOrderData({ entity, kind, details, pricing, stateCode }: EntityOrderPlan) {
  return {
    kind,
    entityId: entity.id,
    userId: entity.userId,
    packages: [],
    services: [],
    ...entityContactColumns(entity),
    details,
    states: [stateCode],
    state: stateCode,
    ...pricingColumns(pricing, pricing.stateFeeNote),
  } satisfies Omit<Prisma.OrderUncheckedCreateInput, 'checkoutKey'>;
}

/** The order's one entity row: the filing state, with the entity's name and type. */
export const entityOrderEntity = ({ entity, stateCode }: EntityOrderPlan) => ({
  stateCode,
  businessName: entity.businessName,
  entityType: entity.entityType,
});

/** The first owner of the organisation an entity without a client account belongs to, or null. */
async function organizationBuyer(db: Db, organizationId: string | null) {
  if (!organizationId) return null;
  const owner = await db.organizationMember.findFirst({
    where: { organizationId, role: 'OWNER' },
    orderBy: { createdAt: 'asc' },
    select: { user: { select: { id: true, email: true } } },
  });
  return owner?.user ?? null;
}

/**
 * The unpaid order of this kind for the entity, created or brought up to date with the details and price:
 * the same request sent twice (or twice at once) gives the same order. Refusals as planEntityOrder's, and 409
 * for an entity without a client account.
 */
export async function findOrCreateEntityOrder(
  db: Db,
  request: EntityOrderRequest,
): Promise<{ order: CheckoutOrder; pricing: KindPricing }> {
  const { entityId, kind } = request;
  const plan = await planEntityOrder(db, request);
  // A company an organisation brought in has no client account: its organisation's first owner is the buyer.
  const buyer = plan.entity.user ?? (await organizationBuyer(db, plan.entity.organizationId));
  if (!buyer) throw conflict('The entity has no client account to order for');
  const { pricing } = plan;
  const data = { ...entityOrderData(plan), userId: buyer.id, contactEmail: plan.entity.user?.email ?? buyer.email };
  const fields = {
    details: data.details,
    states: data.states,
    state: data.state,
    ...pricingColumns(pricing, pricing.stateFeeNote),
  };
  const orderEntity = entityOrderEntity(plan);
  const soldKey = await soldKeyFor(db, {
    kind,
    entityId,
    state: plan.stateCode,
    obligationId: request.obligationId,
  });
  if (soldKey) {
    // What can be paid for once is ordered once: under its lock, an open unpaid order for it (the client's checkout,
    // the scan's, a phone order) is adopted, else one is made.
    const order = await db.$transaction(async (tx) => {
      await lockSoldItem(tx, soldKey);
      const open = await openOrderFor(tx, soldKey);
      if (open) return refresh(tx, open, fields, orderEntity);
      const made = await tx.order.count({ where: { entityId, kind } });
      const checkoutKey = request.checkoutKey ?? `entity:${entityId}:${kind}:${made}`;
      const existing = await tx.order.findUnique({ where: { checkoutKey } });
      if (existing) return refresh(tx, existing, fields, orderEntity);
      return tx.order.create({ data: { checkoutKey, soldKey, ...data, entities: { create: [orderEntity] } } });
    });
    return { order, pricing };
  }
  // One unpaid order per entity and kind at a time: the key counts the paid and canceled ones, so the next order gets
  // a new key.
  const paid = await db.order.count({
    where: { entityId, kind, OR: [{ paymentStatus: { not: 'UNPAID' } }, { status: 'CANCELED' }] },
  });
  const checkoutKey = request.checkoutKey ?? `entity:${entityId}:${kind}:${paid}`;
  const existing = await db.order.findUnique({ where: { checkoutKey } });
  if (existing) return { order: await db.$transaction((tx) => refresh(tx, existing, fields, orderEntity)), pricing };
  try {
    const order = await db.order.create({ data: { checkoutKey, ...data, entities: { create: [orderEntity] } } });
    return { order, pricing };
  } catch (err) {
    // The same request twice at once: the other one created it.
    if (!isUniqueViolation(err)) throw err;
    const order = await db.order.findUnique({ where: { checkoutKey } });
    if (!order) throw err;
    return { order: await db.$transaction((tx) => refresh(tx, order, fields, orderEntity)), pricing };
  }
}

/** An unpaid order takes the latest details and price (a paid one is left as it was paid). */
async function refresh(
  tx: Prisma.TransactionClient,
  order: CheckoutOrder,
  fields: { details: Prisma.InputJsonValue; states: string[]; state: string } & ReturnType<typeof pricingColumns>,
  orderEntity: { stateCode: string; businessName: string; entityType: EntityRow['entityType'] },
): Promise<CheckoutOrder> {
  // A paid or canceled order is left as it was (a canceled one is never paid again).
  if (order.paymentStatus === 'PAID' || order.status === 'CANCELED') return order;
  await tx.orderEntity.deleteMany({ where: { orderId: order.id } });
  await tx.orderEntity.create({ data: { orderId: order.id, ...orderEntity } });
  return tx.order.update({ where: { id: order.id }, data: fields });
}
