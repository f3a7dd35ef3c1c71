// Staff record an obligation as filed; the rule's next deadline is scheduled in the same transaction.
import { findComplianceRule, nextDueDate } from '../../../domain/compliance-rules';
import type { Prisma } from '../../../prisma/generated/client';
import { conflict, notFound } from '../../errors';
import type { Db } from '../../infra/prisma';
import { obligationRecord } from './obligation-records';

type Tx = Prisma.TransactionClient;
type LockedObligation = Prisma.ComplianceObligationGetPayload<{ include: { entity: true } }>;

export interface FilingInput {
  obligationId: string;
  filedOn: Date;
  confirmation: string;
  recordedBy: { id: string; email: string } | null;
  /** The annual-report order whose completion this filing is. */
  orderId?: string;
}

/** The rule's next deadline after this one (created once, whoever records first). */
async function scheduleNext(tx: Tx, obligation: LockedObligation) {
  const { entity } = obligation;
  const rule = findComplianceRule(entity.stateCode, entity.entityType, obligation.ruleId);
  if (!rule) return null;
  const dueDate = nextDueDate(rule.due, entity.formedOn, obligation.dueDate);
  // A one-time obligation (a publication) has no next deadline.
  if (!dueDate) return null;
  await tx.complianceObligation.createMany({
    data: [obligationRecord(entity.id, rule, dueDate)],
    skipDuplicates: true,
  });
  return tx.complianceObligation.findUnique({
    where: { entityId_ruleId_dueDate: { entityId: entity.id, ruleId: rule.id, dueDate } },
  });
}

/**
 * Records the filing. `orderFor` (called under the obligation's lock, once it is known unfiled) names the order
 * the filing belongs to when the caller writes one in the same transaction. Recorded already: 409, unless by the
 * same order (its completion and the compliance screen both record it: one record, either first).
 */
export async function recordFiling(
  db: Db,
  input: FilingInput,
  orderFor?: (tx: Tx, obligation: LockedObligation) => Promise<string | undefined>,
) {
  return db.$transaction(async (tx) => {
    // Lock the row: two staff recording the same filing at once get one success and one 409.
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "ComplianceObligation" WHERE id = ${input.obligationId}::uuid FOR UPDATE`;
    if (locked.length === 0) throw notFound(`Obligation not found: ${input.obligationId}`);
    const obligation = await tx.complianceObligation.findUniqueOrThrow({
      where: { id: input.obligationId },
      include: { entity: true, filing: true },
    });
    if (obligation.filedOn) {
      if (input.orderId && obligation.filing?.orderId === input.orderId)
        return { filing: obligation.filing, next: await scheduleNext(tx, obligation) };
      throw conflict('This obligation is already recorded as filed');
    }
    const orderId = input.orderId ?? (await orderFor?.(tx, obligation));
    const filing = await tx.complianceFiling.create({
      data: {
        obligationId: obligation.id,
        filedOn: input.filedOn,
        confirmation: input.confirmation,
        orderId,
        recordedById: input.recordedBy?.id,
        recordedByEmail: input.recordedBy?.email,
      },
    });
    await tx.complianceObligation.update({ where: { id: obligation.id }, data: { filedOn: input.filedOn } });
    return { filing, next: await scheduleNext(tx, obligation) };
  });
}
