// The loan portfolio's queries: a sorted, filtered page for the list, the totals for the summary, and the
// keyset pages of the CSV export.
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import type { ListQuery } from '../../list-query';
import { countLoansAtRisk } from './risk-flags';

export type LoanRow = Prisma.LoanGetPayload<object>;

export interface LoanListFilter {
  status?: Prisma.LoanWhereInput['status'];
  covenantStatus?: Prisma.LoanWhereInput['covenantStatus'];
  q?: string;
}

/** A page of loans, sorted by one column (then id), and the total the filter matches. */
export async function listLoans(db: Db, query: ListQuery<LoanListFilter>) {
  const { filter } = query;
  const where: Prisma.LoanWhereInput = {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.covenantStatus ? { covenantStatus: filter.covenantStatus } : {}),
    ...(filter.q ? { entityName: { contains: filter.q, mode: 'insensitive' } } : {}),
  };
  const [rows, total] = await Promise.all([
    db.loan.findMany({
      where,
      orderBy: [{ [query.sortField]: query.sortOrder }, { id: 'asc' }],
      skip: query.skip,
      take: query.take,
    }),
    db.loan.count({ where }),
  ]);
  return { rows, total };
}

/** The portfolio's totals: loans, amount, remaining balance, rate weighted by balance, loans at risk. */
export async function loanSummary(db: Db) {
  const [totals, weighted, atRisk] = await Promise.all([
    db.loan.aggregate({ _count: true, _sum: { amountCents: true, remainingBalanceCents: true } }),
    db.$queryRaw<{ rate: number | null }[]>`
      SELECT SUM("rate" * "remainingBalanceCents") / NULLIF(SUM("remainingBalanceCents"), 0) AS rate FROM "Loan"`,
    countLoansAtRisk(db),
  ]);
  return {
    loans: totals._count,
    totalAmountCents: totals._sum.amountCents ?? 0,
    remainingBalanceCents: totals._sum.remainingBalanceCents ?? 0,
    weightedRate: Math.round(Number(weighted[0]?.rate ?? 0) * 100) / 100,
    atRisk,
  };
}

/** Loans newest first from after a row (the keyset of an export), `take` at a time. */
export const loansAfter = (db: Db, after: Prisma.LoanWhereInput, take: number) =>
  db.loan.findMany({ where: after, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take });
