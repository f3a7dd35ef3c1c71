// The dashboard's Risk Flags: everything that needs a risk officer's attention, counted from live data.
import { AT_RISK_LOAN_STATUSES, COMPLIANT_COVENANT } from '../../../domain/loans';
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import { countOverdueObligations } from '../compliance/overdue';

/** Loans that are late or delinquent, or whose covenants are not in compliance (domain/loans.ts isLoanAtRisk). */
const loansAtRiskWhere: Prisma.LoanWhereInput = {
  OR: [{ status: { in: [...AT_RISK_LOAN_STATUSES] } }, { covenantStatus: { not: COMPLIANT_COVENANT } }],
};

export const countLoansAtRisk = (db: Db) => db.loan.count({ where: loansAtRiskWhere });

/**
 * Risk Flags = loans at risk + compliance obligations past their deadline and not filed. Add further sources here
 * so the dashboard figure counts them too.
 */
export async function countRiskFlags(db: Db): Promise<number> {
  const sources = await Promise.all([countLoansAtRisk(db), countOverdueObligations(db)]);
  return sources.reduce((sum, count) => sum + count, 0);
}
