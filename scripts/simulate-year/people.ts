// What people do each simulated day besides the scan: staff file the annual reports automatic filing ordered and
// charged (a few days after payment, as the pipeline's completion records them), clients file their other
// obligations themselves two days early, and a client chased for a declined card fixes it after three tries.
import { addDays } from '../../domain/calendar-dates';
import { annualReportRule } from '../../domain/order-kind-plans';
import type { Db } from '../../platform/infra/prisma';
import { recordFiling } from '../../platform/services/compliance';
import { applyEntityOrderCompletion } from '../../platform/services/entities';
import type { SimulatedEntity } from './population';

/** Days between an automatic filing's payment and staff filing it with the state. */
const STAFF_FILING_DAYS = 3;
/** Failed charges after which a chased client fixes their card. */
const TRIES_BEFORE_FIX = 3;

/** Staff file each paid automatic filing STAFF_FILING_DAYS after its charge; answers how many they filed. */
export async function staffFilePaidReports(db: Db, day: Date): Promise<number> {
  const ready = await db.autoFiling.findMany({
    where: {
      status: 'PAID',
      obligation: { filedOn: null },
      // A filing the scan never charged itself (paid by the client's own checkout, or by a scan killed before it
      // recorded its attempt) has no attempt day: staff file it as soon as they see it paid.
      OR: [{ lastAttemptOn: { lte: addDays(day, -STAFF_FILING_DAYS) } }, { lastAttemptOn: null }],
    },
    select: { orderId: true },
  });
  for (const { orderId } of ready) await applyEntityOrderCompletion(db, orderId, day);
  return ready.length;
}

/** Clients file, two days before it is due, every obligation that automatic filing does not take care of. */
export async function clientsFileTheirOwn(db: Db, day: Date, entities: SimulatedEntity[]): Promise<number> {
  const byId = new Map(entities.map((e) => [e.entityId, e]));
  const due = await db.complianceObligation.findMany({
    where: { dueDate: addDays(day, 2), filedOn: null, endedOn: null, entityId: { in: [...byId.keys()] } },
  });
  let filed = 0;
  for (const obligation of due) {
    const entity = byId.get(obligation.entityId)!;
    if (entity.autoFile && annualReportRule(entity.stateCode, entity.entityType)?.id === obligation.ruleId) continue;
    await recordFiling(db, {
      obligationId: obligation.id,
      filedOn: day,
      confirmation: `SELF-${obligation.id.slice(0, 8)}`,
      recordedBy: null,
    });
    filed++;
  }
  return filed;
}

/** A client whose declined card was tried TRIES_BEFORE_FIX times fixes it (the stand-in's card answers ok). */
export async function chasedClientsFixCards(db: Db, stubUrl: string, entities: SimulatedEntity[]): Promise<number> {
  const fixable = entities.filter((e) => e.card === 'declined-then-fixed' && e.paymentMethodId);
  if (!fixable.length) return 0;
  const chased = await db.autoFiling.findMany({
    where: {
      status: 'WAITING_PAYMENT',
      attempts: { gte: TRIES_BEFORE_FIX },
      order: { entityId: { in: fixable.map((e) => e.entityId) } },
    },
    select: { order: { select: { entityId: true } } },
  });
  for (const { order } of chased) {
    const entity = fixable.find((e) => e.entityId === order.entityId)!;
    const answer = await fetch(`${stubUrl}/__test/payment_methods/${entity.paymentMethodId}/card`, {
      method: 'POST',
      body: JSON.stringify({ card: 'ok' }),
    });
    if (!answer.ok) throw new Error(`the stand-in refused to fix the card: ${await answer.text()}`);
  }
  return chased.length;
}
