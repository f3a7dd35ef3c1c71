// A formed entity as its page shows it (GET /api/entities/:id): the entity, its documents, obligations, filing
// history, registered-agent mail, open orders with who they wait on, and the kinds it can order now with prices.
import { formatCalendarDate } from '../../../domain/calendar-dates';
import { STATES } from '../../../domain/catalog';
import { EIN_APPLICATION, EIN_DELIVERY_KIND, INCLUDED_IN_PACKAGE } from '../../../domain/deliverables';
import { ENTITY_ORDER_KINDS, entityKindModule } from '../../../domain/kinds';
import { kindRefusal } from '../../../domain/order-kind-plans';
import { priceEntityOrder } from '../../../domain/order-kind-pricing';
import { planStageLabel } from '../../../domain/order-kind-stages';
import { peopleLines } from '../../../domain/people-on-record';
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import { obligationInclude, obligationView } from '../compliance/obligation-view';
import { planEntity } from '../orders/entity-orders';
import { progressForOrders } from '../orders/order-progress';
import { peopleServing } from './people';

type Entity = Prisma.FormedEntityGetPayload<object>;

export const entitySummary = (entity: Entity) => ({
  id: entity.id,
  businessName: entity.businessName,
  stateCode: entity.stateCode,
  entityType: entity.entityType,
  formedOn: formatCalendarDate(entity.formedOn),
  ein: entity.ein,
  registeredAgent: entity.registeredAgent,
  status: entity.status,
  dissolvedOn: entity.dissolvedOn ? formatCalendarDate(entity.dissolvedOn) : null,
  homeEntityId: entity.homeEntityId,
});

/**
 * The kinds the entity can order now: each with its button, and its price or why it does not fit; a kind its
 * formation's package already paid for says so (`included`) and has no price.
 */
function entityOffers(entity: Entity, includedKinds: ReadonlySet<string>, people: string) {
  const plan = planEntity(entity);
  return ENTITY_ORDER_KINDS.map((kind) => {
    const module = entityKindModule(kind);
    // The detail listing the people on record starts with those serving (the client may edit it in the form).
    const prefill: Record<string, string> = module.peopleField && people ? { [module.peopleField]: people } : {};
    const offer = { kind, label: module.label, button: module.button, serviceFee: module.service.price, prefill };
    const choice = module.stateChoice;
    if (choice) {
      // Priced per state: the form lists the states the order can file in, each with its price.
      const detailsIn = (stateCode: string) => ({ ...module.example, [choice]: stateCode }) as never;
      const options = STATES.filter((s) => !kindRefusal(kind, plan, detailsIn(s.code))).map((s) => ({
        stateCode: s.code,
        name: s.name,
        pricing: priceEntityOrder(kind, plan, detailsIn(s.code)),
      }));
      const refusal = options.length
        ? null
        : (kindRefusal(kind, plan, module.example as never) ?? 'No state to file in');
      return { ...offer, refusal, pricing: null, options, included: null };
    }
    const included = includedKinds.has(kind) ? INCLUDED_IN_PACKAGE : null;
    const refusal = included ?? kindRefusal(kind, plan, module.example as never);
    return {
      ...offer,
      refusal,
      pricing: refusal ? null : priceEntityOrder(kind, plan, module.example as never),
      options: [],
      ...(included ? { serviceFee: 0 } : {}),
      included,
    };
  });
}

/** The order kinds a package paid for this entity (the included EIN), delivered or under way. */
async function includedKindsFor(db: Db, entityId: string): Promise<Set<string>> {
  const rows = await db.orderDeliverable.findMany({
    where: { entityId, code: EIN_APPLICATION, status: { not: 'WAIVED' } },
    select: { code: true },
  });
  return new Set(rows.length ? [EIN_DELIVERY_KIND] : []);
}

export async function entityDetail(db: Db, entity: Entity, now = new Date()) {
  const [obligations, orders, mail, formationDocs, included, serving] = await Promise.all([
    db.complianceObligation.findMany({
      where: { entityId: entity.id },
      include: obligationInclude,
      orderBy: [{ dueDate: 'asc' }, { title: 'asc' }],
    }),
    db.order.findMany({
      where: { entityId: entity.id, paymentStatus: { in: ['PAID', 'REFUNDED'] } },
      include: { filings: true },
      orderBy: { createdAt: 'desc' },
      take: 200,
    }),
    db.mailItem.findMany({ where: { entityId: entity.id }, orderBy: { createdAt: 'desc' }, take: 50 }),
    // An existing company brought in by an organisation has no formation order, so no formation documents.
    entity.orderId
      ? db.asset.findMany({
          where: {
            orderId: entity.orderId,
            deletedAt: null,
            documentKey: { contains: `-${entity.stateCode}-` },
          },
          select: { id: true, name: true, orderId: true, createdAt: true },
        })
      : [],
    includedKindsFor(db, entity.id),
    peopleServing(db, entity.id),
  ]);
  const orderDocs = orders.length
    ? await db.asset.findMany({
        where: { orderId: { in: orders.map((o) => o.id) }, deletedAt: null },
        select: { id: true, name: true, orderId: true, createdAt: true },
      })
    : [];
  const [progress, events] = await Promise.all([
    progressForOrders(db, orders),
    db.orderStageEvent.findMany({
      where: { orderId: { in: orders.map((o) => o.id) } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { orderId: true, action: true },
    }),
  ]);
  const open = orders.filter((o) => o.status === 'PENDING' || o.status === 'IN_PROGRESS');
  return {
    ...entitySummary(entity),
    documents: [...formationDocs, ...orderDocs].map((d) => ({ id: d.id, name: d.name, orderId: d.orderId })),
    obligations: obligations.map((row) => ({
      ...obligationView(row, now),
      endedOn: row.endedOn ? formatCalendarDate(row.endedOn) : null,
    })),
    filings: orders.flatMap((o) =>
      o.filings
        .filter((f) => f.status === 'FILED')
        .map((f) => ({
          orderId: o.id,
          kind: o.kind,
          stateCode: f.stateCode,
          confirmationNumber: f.confirmationNumber,
          filedAt: f.filedAt,
        })),
    ),
    mail: mail.map((m) => ({
      id: m.id,
      kind: m.kind,
      sender: m.sender,
      receivedOn: formatCalendarDate(m.receivedOn),
      status: m.status,
    })),
    orders: orders.map((o) => ({
      id: o.id,
      kind: o.kind,
      status: o.status,
      stage: o.stage,
      stageLabel: planStageLabel(
        o.kind,
        o.stage,
        events.filter((e) => e.orderId === o.id),
      ),
      totalUSD: o.totalUSD,
      createdAt: o.createdAt,
      progress: progress.get(o.id),
    })),
    openOrders: open.map((o) => o.id),
    offers: entityOffers(entity, included, peopleLines(serving)),
  };
}
