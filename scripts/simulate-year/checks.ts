// The simulated year's figures, read back from the database and the Stripe stand-in, and the breaches of what
// automatic filing promises: reports filed before their due dates, one order and one charge per obligation, declined
// cards chased and, unpaid past the due date, escalated to staff once, a report paid by hand from the pay link never
// charged to the card as well; nothing ordered for entities not on it.
import { formatCalendarDate } from '../../domain/calendar-dates';
import { annualReportRule } from '../../domain/order-kind-plans';
import type { Db } from '../../platform/infra/prisma';
import type { StubSetup } from '../../stand-ins/stripe-setup';
import { AUTOFILE_ESCALATED, AUTOFILE_PAY_LINK } from '../../worker/compliance/auto-filing';
import type { SimulatedEntity } from './population';

export interface YearFigures {
  entities: number;
  byState: Record<string, number>;
  autoFiled: number;
  /** Annual reports of auto-filed entities due within the year. */
  reportsDue: number;
  filedBeforeDue: number;
  orders: number;
  obligationsOrdered: number;
  chargesSucceeded: number;
  chargeAttempts: number;
  declinedCards: number;
  payLinkEmails: number;
  recovered: number;
  /** Reports of clients paying by hand, paid from the entity page after the pay link (not charged off-session). */
  paidByHand: number;
  escalated: number;
  escalationEmails: number;
  ordersForEntitiesNotOnAutoFiling: number;
  reminderEmails: number;
}

export async function yearFigures(
  deps: { db: Db; setup: StubSetup },
  entities: SimulatedEntity[],
  period: { start: Date; end: Date },
): Promise<{ figures: YearFigures; breaches: string[] }> {
  const { db, setup } = deps;
  const breaches: string[] = [];
  const auto = entities.filter((e) => e.autoFile);
  const others = entities.filter((e) => !e.autoFile);
  const reports = await db.complianceObligation.findMany({
    where: { entityId: { in: auto.map((e) => e.entityId) }, dueDate: { gte: period.start, lte: period.end } },
    include: { autoFiling: { include: { order: true } } },
  });
  const byEntity = new Map(entities.map((e) => [e.entityId, e]));
  const annual = reports.filter((o) => {
    const entity = byEntity.get(o.entityId)!;
    return annualReportRule(entity.stateCode, entity.entityType)?.id === o.ruleId;
  });
  const chargesOf = (obligationId: string) => setup.charges.filter((c) => c.metadata.obligationId === obligationId);

  let filedBeforeDue = 0;
  let recovered = 0;
  let paidByHand = 0;
  let escalated = 0;
  for (const report of annual) {
    const entity = byEntity.get(report.entityId)!;
    const label = `${entity.stateCode} ${entity.entityType} report due ${formatCalendarDate(report.dueDate)}`;
    const charges = chargesOf(report.id);
    if (new Set(charges.map((c) => c.intentId)).size > 1) breaches.push(`${label}: more than one PaymentIntent`);
    if (charges.filter((c) => c.outcome === 'ok').length > 1) breaches.push(`${label}: charged more than once`);
    if (!report.autoFiling) {
      breaches.push(`${label}: never ordered`);
      continue;
    }
    if (entity.card === 'never-pays') {
      if (report.autoFiling.status !== 'ESCALATED' && report.dueDate < period.end)
        breaches.push(`${label}: unpaid but not escalated (${report.autoFiling.status})`);
      if (report.autoFiling.status === 'ESCALATED') escalated++;
      if (report.filedOn) breaches.push(`${label}: filed although never paid`);
      continue;
    }
    if (!report.filedOn || report.filedOn > report.dueDate)
      breaches.push(`${label}: filed ${report.filedOn ? formatCalendarDate(report.filedOn) : 'never'}`);
    else filedBeforeDue++;
    if (entity.card === 'declined-then-fixed' && charges.some((c) => c.outcome !== 'ok')) recovered++;
    if (entity.card === 'pays-by-hand') {
      const { order } = report.autoFiling;
      if (charges.some((c) => c.outcome === 'ok')) breaches.push(`${label}: charged to a card that needs its client`);
      // The reconciliation pairs the payment itself with the order (a charge without its order is a breach there).
      if (order.paymentStatus === 'PAID') paidByHand++;
      else breaches.push(`${label}: its order is ${order.paymentStatus}, not paid by hand`);
    }
  }

  const autoFilings = await db.autoFiling.findMany({ include: { order: true } });
  const orders = await db.order.findMany({ where: { kind: 'ANNUAL_REPORT' }, select: { id: true, entityId: true } });
  const perObligation = new Map<string, number>();
  for (const filing of autoFilings)
    perObligation.set(filing.obligationId, (perObligation.get(filing.obligationId) ?? 0) + 1);
  if (orders.length !== autoFilings.length)
    breaches.push(`${orders.length} annual-report orders for ${autoFilings.length} automatic filings`);
  const otherIds = new Set(others.map((e) => e.entityId));
  const ordersForOthers = orders.filter((o) => o.entityId && otherIds.has(o.entityId)).length;
  if (ordersForOthers) breaches.push(`${ordersForOthers} orders for entities not on automatic filing`);

  const reminders = await db.complianceReminder.groupBy({ by: ['reminderKey'], _count: { _all: true } });
  const count = (key: string) => reminders.find((r) => r.reminderKey === key)?._count._all ?? 0;
  const declinedCards = auto.filter((e) => e.card !== 'ok').length;
  const payLinkEmails = count(AUTOFILE_PAY_LINK);
  const escalationEmails = count(AUTOFILE_ESCALATED);
  const chasedObligations = new Set(setup.charges.filter((c) => c.outcome !== 'ok').map((c) => c.metadata.obligationId))
    .size;
  if (payLinkEmails !== chasedObligations)
    breaches.push(`${payLinkEmails} pay-link emails for ${chasedObligations} obligations whose charge failed`);
  if (escalationEmails !== escalated) breaches.push(`${escalationEmails} staff alerts for ${escalated} escalations`);

  const byState: Record<string, number> = {};
  for (const entity of entities) byState[entity.stateCode] = (byState[entity.stateCode] ?? 0) + 1;
  return {
    breaches,
    figures: {
      entities: entities.length,
      byState,
      autoFiled: auto.length,
      reportsDue: annual.length,
      filedBeforeDue,
      orders: orders.length,
      obligationsOrdered: perObligation.size,
      chargesSucceeded: setup.charges.filter((c) => c.outcome === 'ok').length,
      chargeAttempts: setup.charges.length,
      declinedCards,
      payLinkEmails,
      recovered,
      paidByHand,
      escalated,
      escalationEmails,
      ordersForEntitiesNotOnAutoFiling: ordersForOthers,
      reminderEmails: reminders
        .filter((r) => r.reminderKey !== AUTOFILE_PAY_LINK && r.reminderKey !== AUTOFILE_ESCALATED)
        .reduce((sum, r) => sum + r._count._all, 0),
    },
  };
}

export function formatYearFigures(f: YearFigures, extra: string[]): string {
  const states = Object.entries(f.byState)
    .map(([state, n]) => `${state} ${n}`)
    .join(', ');
  return [
    `entities: ${f.entities} (${states}), on automatic filing: ${f.autoFiled}`,
    `annual reports due in the year (automatic filing): ${f.reportsDue}, filed before their due date: ${f.filedBeforeDue}`,
    `orders: ${f.orders} for ${f.obligationsOrdered} obligations; charges: ${f.chargesSucceeded} succeeded of ${f.chargeAttempts} attempts`,
    `declined cards: ${f.declinedCards}, chased (pay-link emails): ${f.payLinkEmails}, paid after a decline: ${f.recovered}, paid by hand from the pay link: ${f.paidByHand}, escalated: ${f.escalated} (staff alerts: ${f.escalationEmails})`,
    `orders for entities not on automatic filing: ${f.ordersForEntitiesNotOnAutoFiling}`,
    `reminder emails: ${f.reminderEmails}`,
    ...extra,
  ].join('\n');
}
