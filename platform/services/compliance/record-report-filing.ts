// The compliance screen's 'record filing' for an annual report: one record of the filing, with its ANNUAL_REPORT
// order. An order under way that files this obligation is completed through its workflow (the staff action path,
// api/lib/staff-action.ts) and the filing names it; without one, a completed ANNUAL_REPORT order is written with
// the filing under the obligation's lock, so the entity's filing history and the pipeline both show it. Other
// obligations are recorded as before.
import type { EntityType } from '../../../domain/catalog';
import { registrationOf } from '../../../domain/compliance-rules';
import { annualReport } from '../../../domain/kinds/annual-report';
import { annualReportRule } from '../../../domain/order-kind-plans';
import type { Prisma } from '../../../prisma/generated/client';
import { conflict } from '../../errors';
import type { Db } from '../../infra/prisma';
import { entityContactColumns } from '../orders/entity-orders';
import { lockSoldItem, paidOrderFor } from '../orders/sold-keys';
import { type FilingInput, recordFiling } from './record-filing';

type Tx = Prisma.TransactionClient;

const REPORT_PAID_MEANWHILE =
  'An order for this report was paid a moment ago: record the filing again to complete that order.';

/** The obligation an ANNUAL_REPORT order of the entity files: its oldest open annual report. */
export function reportObligationOf(
  db: Db | Tx,
  entity: { id: string; stateCode: string; entityType: EntityType; homeEntityId: string | null },
) {
  const rule = annualReportRule(entity.stateCode, entity.entityType, registrationOf(entity));
  if (!rule) return Promise.resolve(null);
  return db.complianceObligation.findFirst({
    where: { entityId: entity.id, ruleId: rule.id, filedOn: null, endedOn: null },
    orderBy: { dueDate: 'asc' },
  });
}

/** The paid ANNUAL_REPORT order under way that files this obligation, or null. */
export async function reportOrderUnderWay(db: Db, obligationId: string) {
  const obligation = await db.complianceObligation.findUnique({
    where: { id: obligationId },
    include: { entity: true },
  });
  if (!obligation || obligation.filedOn || obligation.endedOn) return null;
  if ((await reportObligationOf(db, obligation.entity))?.id !== obligation.id) return null;
  return db.order.findFirst({
    where: {
      entityId: obligation.entityId,
      kind: annualReport.kind,
      paymentStatus: 'PAID',
      status: { in: ['PENDING', 'IN_PROGRESS'] },
      complianceFiling: null,
    },
    orderBy: { createdAt: 'asc' },
    select: { id: true, state: true, stage: true, status: true },
  });
}

/** The completed ANNUAL_REPORT order of a filing recorded with no order under way (nothing was charged). */
async function writeReportOrder(tx: Tx, input: FilingInput, obligationId: string) {
  const obligation = await tx.complianceObligation.findUniqueOrThrow({
    where: { id: obligationId },
    include: { entity: { include: { order: true, user: true } } },
  });
  const { entity } = obligation;
  if (annualReportRule(entity.stateCode, entity.entityType, registrationOf(entity))?.id !== obligation.ruleId)
    return undefined;
  // It sells the obligation like any annual report order: a client's payment arriving later for it is refunded.
  const soldKey = `obligation:${obligation.id}`;
  await lockSoldItem(tx, soldKey);
  // An order paid for it since the route looked (the scan's charge, a client's checkout): that order files it.
  if (await paidOrderFor(tx, soldKey)) throw conflict(REPORT_PAID_MEANWHILE);
  const order = await tx.order.create({
    data: {
      checkoutKey: `recorded-filing:${obligation.id}`,
      soldKey,
      kind: annualReport.kind,
      entityId: entity.id,
      userId: entity.userId,
      // Filed outside an order (by the client or by us before one existed): nothing was charged.
      paymentStatus: 'PAID',
      paidAt: input.filedOn,
      status: 'COMPLETE',
      stage: 'COMPLETE',
      packages: [],
      services: [],
      states: [entity.stateCode],
      state: entity.stateCode,
      ...entityContactColumns(entity),
      details: {},
      packageTotalCents: 0,
      servicesTotalCents: 0,
      stateFeesTotalCents: 0,
      subtotalCents: 0,
      totalUSD: 0,
      breakdown: [],
      entities: {
        create: [{ stateCode: entity.stateCode, businessName: entity.businessName, entityType: entity.entityType }],
      },
      filings: {
        create: [
          {
            stateCode: entity.stateCode,
            status: 'FILED',
            confirmationNumber: input.confirmation,
            filedAt: input.filedOn,
          },
        ],
      },
    },
    select: { id: true },
  });
  return order.id;
}

/**
 * Records the obligation as filed. With `orderId` (an order under way, completed through its workflow) the filing
 * names it; an annual report recorded without one gets its completed order, written under the same lock, so two
 * staff recording it at once make one order and one filing (the other answered 409).
 */
export function recordObligationFiling(db: Db, input: FilingInput) {
  return recordFiling(db, input, (tx, obligation) => writeReportOrder(tx, input, obligation.id));
}
