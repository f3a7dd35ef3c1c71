// Summaries from the database that ground an answer: recent audit activity, order and pipeline figures,
// loan risk flags. Plain text (redacted by the caller before it is sent). Each part belongs to the back-office
// area of the screen that shows it (audit entries: audit; loans: debt) and is given only to roles that may use it.
import { canUseArea, type Role } from '../../../domain/roles';
import type { Db } from '../../infra/prisma';
import { AT_RISK_LOAN_STATUSES } from './tools';

const RECENT_AUDIT_ENTRIES = 20;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** What the model is told instead of data the role may not read. */
const notForRole = (what: string, role: Role) => `Not available: the ${role} role cannot read ${what}.`;

export async function auditSummary(db: Db, role: Role, now = new Date()): Promise<string> {
  if (!canUseArea(role, 'audit')) return notForRole('audit data', role);
  const since = new Date(now.getTime() - WEEK_MS);
  const [recent, byAction, failures] = await Promise.all([
    db.auditEntry.findMany({ orderBy: { createdAt: 'desc' }, take: RECENT_AUDIT_ENTRIES }),
    db.auditEntry.groupBy({ by: ['action'], where: { createdAt: { gte: since } }, _count: { _all: true } }),
    db.auditEntry.count({ where: { createdAt: { gte: since }, success: false } }),
  ]);
  const counts = byAction
    .sort((a, b) => b._count._all - a._count._all)
    .map((row) => `${row.action}: ${row._count._all}`)
    .join(', ');
  const lines = recent.map(
    (entry) =>
      `- ${entry.createdAt.toISOString()} ${entry.action} on ${entry.target} by ${entry.actorEmail ?? 'anonymous'}` +
      `${entry.role ? ` (${entry.role})` : ''}${entry.success ? '' : ' FAILED'}${entry.ip ? ` from ${entry.ip}` : ''}`,
  );
  return [
    `Audit activity in the last 7 days by action: ${counts || 'none'}. Failed actions: ${failures}.`,
    `The ${recent.length} most recent audit entries:`,
    ...lines,
  ].join('\n');
}

const list = (rows: { key: string | null; count: number }[]) =>
  rows.map((row) => `${row.key ?? 'none'}: ${row.count}`).join(', ') || 'none';

// Orders placed with a partner's test key are not business: they stay out of every figure.
const live = { testMode: false } as const;

/** Order and pipeline figures (pipeline area), then the loan figures (debt area) when the role may read them. */
export async function businessMetricsSummary(db: Db, role: Role): Promise<string> {
  const orders: string[] = [];
  if (canUseArea(role, 'pipeline')) {
    const [byStatus, byStage, paidValue] = await Promise.all([
      db.order.groupBy({ by: ['status'], where: live, _count: { _all: true } }),
      db.order.groupBy({ by: ['stage'], where: { ...live, paymentStatus: 'PAID' }, _count: { _all: true } }),
      db.order.aggregate({
        where: { ...live, paymentStatus: 'PAID' },
        _sum: { totalUSD: true },
        _count: { _all: true },
      }),
    ]);
    const paidCents = paidValue._sum.totalUSD ?? 0;
    orders.push(
      `Orders by status: ${list(byStatus.map((r) => ({ key: r.status, count: r._count._all })))}.`,
      `Paid orders by pipeline stage: ${list(byStage.map((r) => ({ key: r.stage, count: r._count._all })))}.`,
      `Paid orders: ${paidValue._count._all}, total value $${(paidCents / 100).toFixed(2)}.`,
    );
  } else orders.push(notForRole('order figures', role));
  if (!canUseArea(role, 'debt')) return [...orders, notForRole('loan data', role)].join('\n');
  const [loansByStatus, riskyLoans] = await Promise.all([
    db.loan.groupBy({ by: ['status'], _count: { _all: true } }),
    db.loan.findMany({
      where: { OR: [{ status: { in: AT_RISK_LOAN_STATUSES } }, { covenantStatus: { not: 'compliant' } }] },
      orderBy: [{ daysLate: 'desc' }, { id: 'asc' }],
      take: 10,
    }),
  ]);
  return [
    ...orders,
    `Loans by status: ${list(loansByStatus.map((r) => ({ key: r.status, count: r._count._all })))}.`,
    `Loan risk flags (${riskyLoans.length}):`,
    ...riskyLoans.map(
      (loan) =>
        `- ${loan.entityName}: ${loan.status}, ${loan.daysLate} days late, covenants ${loan.covenantStatus}, ` +
        `balance $${(loan.remainingBalanceCents / 100).toFixed(2)}`,
    ),
  ].join('\n');
}
