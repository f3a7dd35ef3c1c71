// The database row of one deadline, from a rule of domain/compliance-rules.ts.
import type { ObligationRule } from '../../../domain/compliance-rules';
import type { Prisma } from '../../../prisma/generated/client';

export function obligationRecord(
  entityId: string,
  rule: ObligationRule,
  dueDate: Date,
): Prisma.ComplianceObligationCreateManyInput {
  return {
    entityId,
    ruleId: rule.id,
    title: rule.title,
    description: rule.description,
    feeUSD: rule.fee,
    feeNote: rule.feeNote,
    dueDate,
  };
}
