// The compliance screen's 'record filing' for an annual report: the same record as an ANNUAL_REPORT order's.
// An order under way for the entity is named by the filing (its completion then finds the report filed and records
// nothing twice); without one, a completed ANNUAL_REPORT order is written for the filing staff recorded, so the
// entity's filing history and the pipeline both show it. Other obligations are recorded as before.
import { annualReportRule } from '../../../domain/order-kind-plans';
import { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import { type FilingInput, recordFiling } from './record-filing';

const isUniqueViolation = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002';

/** The annual-report order the filing belongs to: the one under way, or one written for it; null for others. */
async function reportOrderFor(db: Db, input: FilingInput): Promise<string | null> {
  const obligation = await db.complianceObligation.findUnique({
    where: { id: input.obligationId },
    include: { entity: { include: { order: true, user: true } } },
  });
  if (!obligation || obligation.filedOn || obligation.endedOn) return null;
  const { entity } = obligation;
  if (annualReportRule(entity.stateCode, entity.entityType)?.id !== obligation.ruleId) return null;
  const underWay = await db.order.findFirst({
    where: {
      entityId: entity.id,
      kind: 'ANNUAL_REPORT',
      paymentStatus: 'PAID',
      status: { in: ['PENDING', 'IN_PROGRESS'] },
      complianceFiling: null,
    },
    orderBy: { createdAt: 'asc' },
    select: { id: true },
  });
  if (underWay) return underWay.id;
  const checkoutKey = `recorded-filing:${obligation.id}`;
  const formation = entity.order;
  try {
    const order = await db.order.create({
      data: {
        checkoutKey,
        kind: 'ANNUAL_REPORT',
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
        contactFirstName: formation.contactFirstName,
        contactLastName: formation.contactLastName,
        contactEmail: entity.user?.email ?? formation.contactEmail,
        contactPhone: formation.contactPhone,
        contactCompany: entity.businessName,
        business: { businessName: entity.businessName },
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
  } catch (err) {
    // Two staff recording it at once: the other wrote the order; recordFiling answers this one 409.
    if (!isUniqueViolation(err)) throw err;
    return null;
  }
}

/** Records the obligation as filed; an annual report's filing names its ANNUAL_REPORT order (one record). */
export async function recordObligationFiling(db: Db, input: FilingInput) {
  const orderId = input.orderId ?? (await reportOrderFor(db, input));
  return recordFiling(db, { ...input, orderId: orderId ?? undefined });
}
