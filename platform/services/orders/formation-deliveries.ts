// What a formation's completion delivers beyond its filings: the package's trust formed beside the LLC, the
// entities' obligations and renewals (the annual services), and the package's EIN as an order of the formed
// entity, paid by the package and started on the same pipeline. Run by the worker's completion hook: idempotent.
import { randomUUID } from 'node:crypto';
import { AUDIT_ACTIONS } from '../../../domain/audit-actions';
import {
  EIN_APPLICATION,
  EIN_DELIVERY_KIND,
  includedEinPricing,
  includesEin,
  includesTrust,
  trustNameFor,
  trustStateFor,
} from '../../../domain/deliverables';
import { isFormationKind } from '../../../domain/kinds';
import { OUTBOX_KINDS } from '../../../domain/outbox-kinds';
import { soldKeyOf } from '../../../domain/sold-item';
import { onboardingWorkflowId } from '../../../workflows/definitions';
import type { Db } from '../../infra/prisma';
import { recordAudit } from '../audit/audit';
import { createObligationsForOrder } from '../compliance/create-obligations';
import { pricingColumns } from './checkout-orders';
import { entityOrderData, entityOrderEntity, planEntityOrder } from './entity-orders';
import { completeIfDelivered, markDeliveredByPipeline } from './order-deliverables';
import { lockSoldItem } from './sold-keys';

type FormationOrder = NonNullable<Awaited<ReturnType<typeof findFormation>>>;
type Formed = Awaited<ReturnType<Db['formedEntity']['findMany']>>[number];

const findFormation = (db: Db, orderId: string) =>
  db.order.findUnique({ where: { id: orderId }, include: { entities: true } });

/**
 * Forms the order's entities (and the package's trust), marks what the pipeline delivered, starts the included EIN's
 * order and completes the order when nothing else is pending.
 */
export async function deliverFormation(db: Db, orderId: string, completedAt = new Date()): Promise<void> {
  const order = await findFormation(db, orderId);
  if (!order || !isFormationKind(order.kind)) return;
  // The order's own entities first: the first formed keeps the order's annual services (renewals).
  await createObligationsForOrder(db, orderId, completedAt);
  if (includesTrust(order) && !order.entities.some((e) => e.entityType === 'TRUST')) {
    await addIncludedTrust(db, order);
    await createObligationsForOrder(db, orderId, completedAt);
  }
  const formed = await db.formedEntity.findMany({ where: { orderId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  const primary =
    formed.find((e) => e.entityType !== 'TRUST' && e.stateCode === order.state) ??
    formed.find((e) => e.entityType !== 'TRUST') ??
    formed[0];
  const trust = formed.find((e) => e.entityType === 'TRUST');
  for (const code of ['LLC_FORM', 'CORP_FORM'])
    if (primary) await markDeliveredByPipeline(db, orderId, code, { entityId: primary.id });
  if (trust) await markDeliveredByPipeline(db, orderId, 'TRUST_FORM', { entityId: trust.id });
  const renewals = await db.serviceRenewal.findMany({
    where: { entity: { orderId } },
    select: { serviceId: true, entityId: true },
  });
  for (const renewal of renewals)
    await markDeliveredByPipeline(db, orderId, renewal.serviceId, { entityId: renewal.entityId });
  if (order.testMode) {
    // A test order's filing is simulated: so is the rest of what it sold.
    await db.orderDeliverable.updateMany({
      where: { orderId, status: 'PENDING' },
      data: { status: 'DONE', doneAt: new Date() },
    });
  } else if (includesEin(order) && primary) await startIncludedEin(db, order, primary);
  // Complete now when nothing else is pending: the completion email that follows says so.
  await completeIfDelivered(db, orderId, null, { tellClient: false });
}

/** The package's trust as one more of the order's entities (once), named as the client asked in onboarding. */
async function addIncludedTrust(db: Db, order: FormationOrder): Promise<void> {
  const stateCode = trustStateFor(order.states.length ? order.states : [order.state]);
  const home = order.entities.find((e) => e.stateCode === order.state) ?? order.entities[0];
  const businessName = trustNameFor(order.business, home?.businessName ?? order.contactCompany);
  const { count } = await db.orderEntity.createMany({
    data: [{ orderId: order.id, stateCode, entityType: 'TRUST', businessName }],
    skipDuplicates: true,
  });
  if (count > 0)
    await recordAudit(db, {
      action: AUDIT_ACTIONS.orderTrustFormed,
      target: order.id,
      details: { stateCode, businessName },
    });
}

/**
 * The package's EIN: an order of the formed entity, paid by the package (price 0, no charge), started on the
 * pipeline through the outbox like every paid order. Once per formation (its checkout key), linked to the
 * deliverable, which its completion marks done.
 */
async function startIncludedEin(db: Db, order: FormationOrder, entity: Formed): Promise<void> {
  const deliverable = await db.orderDeliverable.findUnique({
    where: { orderId_code: { orderId: order.id, code: EIN_APPLICATION } },
  });
  if (deliverable?.status !== 'PENDING' || deliverable.deliveryOrderId) return;
  const checkoutKey = `included:${order.id}:${EIN_APPLICATION}`;
  const plan = await planEntityOrder(db, {
    entityId: entity.id,
    kind: EIN_DELIVERY_KIND,
    details: {
      responsiblePartyName: `${order.contactFirstName} ${order.contactLastName}`,
      responsiblePartyHasSsn: true,
    },
  }).catch(() => null);
  // The entity got an EIN another way (or one is under way): nothing to start, nothing to sell again.
  if (!plan) {
    await markDeliveredByPipeline(db, order.id, EIN_APPLICATION, { entityId: entity.id });
    return;
  }
  const id = randomUUID();
  // Sold like any EIN order of the entity: a payment arriving later for another EIN order of it is refunded.
  const soldKey = soldKeyOf({ kind: EIN_DELIVERY_KIND, entityId: entity.id, state: entity.stateCode });
  await db.$transaction(async (tx) => {
    if (soldKey) await lockSoldItem(tx, soldKey);
    if (await tx.order.findUnique({ where: { checkoutKey }, select: { id: true } })) return;
    await tx.order.create({
      data: {
        ...entityOrderData(plan),
        ...pricingColumns(includedEinPricing(order)),
        id,
        checkoutKey,
        soldKey,
        partnerId: order.partnerId,
        partnerCustomerId: order.partnerCustomerId,
        paymentStatus: 'PAID',
        paidAt: new Date(),
        status: 'PENDING',
        stage: 'PENDING_REVIEW',
        workflowId: onboardingWorkflowId(id),
        entities: { create: [entityOrderEntity(plan)] },
      },
    });
    await tx.orderDeliverable.update({
      where: { id: deliverable.id },
      data: { deliveryOrderId: id, entityId: entity.id },
    });
    await tx.outboxEntry.create({ data: { kind: OUTBOX_KINDS.onboardingStart, payload: { orderId: id } } });
    await recordAudit(tx, {
      action: AUDIT_ACTIONS.orderIncludedOrderStarted,
      target: order.id,
      details: { deliverable: EIN_APPLICATION, orderId: id, entityId: entity.id },
    });
  });
}
