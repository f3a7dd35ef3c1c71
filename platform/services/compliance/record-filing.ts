// Staff record an obligation as filed; the rule's next deadline is scheduled in the same transaction.
import { findComplianceRule, nextDueDate } from '../../../domain/compliance-rules';
import { conflict, notFound } from '../../errors';
import type { Db } from '../../infra/prisma';
import { obligationRecord } from './obligation-records';

export interface FilingInput {
  obligationId: string;
  filedOn: Date;
  confirmation: string;
  recordedBy: { id: string; email: string } | null;
  /** The annual-report order whose completion this filing is. */
  orderId?: string;
}

export async function recordFiling(db: Db, input: FilingInput) {
  return db.$transaction(async (tx) => {
    // Lock the row: two staff recording the same filing at once get one success and one 409.
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "ComplianceObligation" WHERE id = ${input.obligationId}::uuid FOR UPDATE`;
    if (locked.length === 0) throw notFound(`Obligation not found: ${input.obligationId}`);
    const obligation = await tx.complianceObligation.findUniqueOrThrow({
      where: { id: input.obligationId },
      include: { entity: true },
    });
    if (obligation.filedOn) throw conflict('This obligation is already recorded as filed');
    const filing = await tx.complianceFiling.create({
      data: {
        obligationId: obligation.id,
        filedOn: input.filedOn,
        confirmation: input.confirmation,
        orderId: input.orderId,
        recordedById: input.recordedBy?.id,
        recordedByEmail: input.recordedBy?.email,
      },
    });
    await tx.complianceObligation.update({ where: { id: obligation.id }, data: { filedOn: input.filedOn } });
    const { entity } = obligation;
    const rule = findComplianceRule(entity.stateCode, entity.entityType, obligation.ruleId);
    let next = null;
    if (rule) {
      const dueDate = nextDueDate(rule.due, entity.formedOn, obligation.dueDate);
      await tx.complianceObligation.createMany({
        data: [obligationRecord(entity.id, rule, dueDate)],
        skipDuplicates: true,
      });
      next = await tx.complianceObligation.findUnique({
        where: { entityId_ruleId_dueDate: { entityId: entity.id, ruleId: rule.id, dueDate } },
      });
    }
    return { filing, next };
  });
}
