// Orders for a formed entity (annual report, amendment, foreign qualification, good standing, EIN, dissolution):
// checked against the kind's plan, priced on the server and created unpaid, ready for the same Stripe payment
// intent and webhook as a formation. The storefront, the back-office's phone orders and the partner API call it.

import { annualReport } from '../../../domain/kinds/annual-report';
import { parseKindDetails } from '../../../domain/order-kind-details';
import { filingStateOf, kindRefusal, type PlanEntity } from '../../../domain/order-kind-plans';
import { type KindPricing, priceEntityOrder } from '../../../domain/order-kind-pricing';
import { type EntityOrderKind, ORDER_KIND_LABELS } from '../../../domain/order-kinds';
import { Prisma } from '../../../prisma/generated/client';
import { badRequest, conflict, notFound } from '../../errors';
import type { Db } from '../../infra/prisma';
import { type CheckoutOrder, pricingColumns } from './checkout-orders';

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

/** An order's contact columns for the entity: its formation's contact, at the owner's current email. */
export const entityContactColumns = ({ order: formation, user, businessName }: EntityRow) => ({
  contactFirstName: formation.contactFirstName,
  contactLastName: formation.contactLastName,
  contactEmail: user?.email ?? formation.contactEmail,
  contactPhone: formation.contactPhone,
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
  if (!plan.entity.user) throw conflict('The entity has no client account to order for');
  const { pricing } = plan;
  // One unpaid order per entity and kind at a time: the key counts the paid ones, so the next order gets a new key.
  const paid = await db.order.count({ where: { entityId, kind, paymentStatus: { not: 'UNPAID' } } });
  const checkoutKey =
    request.checkoutKey ?? (await unpaidAutoFilingKey(db, entityId, kind)) ?? `entity:${entityId}:${kind}:${paid}`;
  const data = entityOrderData(plan);
  const fields = {
    details: data.details,
    states: data.states,
    state: data.state,
    ...pricingColumns(pricing, pricing.stateFeeNote),
  };
  const orderEntity = entityOrderEntity(plan);
  const existing = await db.order.findUnique({ where: { checkoutKey } });
  if (existing) return { order: await refresh(db, existing, fields, orderEntity), pricing };
  try {
    const order = await db.order.create({ data: { checkoutKey, ...data, entities: { create: [orderEntity] } } });
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
  if (kind !== annualReport.kind) return null;
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
