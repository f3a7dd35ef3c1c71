// An answer to a change request with corrected details (a partner's case, a client's request): recorded on the change request and written into the order's details (a
// formation's per-state name and type, a later kind's details JSON) in one transaction with its audit entry.
import type { ZodError } from 'zod';
import { isFormationKind } from '../../../domain/kinds';
import {
  caseAnswerSchema,
  caseAnswerText,
  caseDetailsSchema,
  caseFieldsOf,
  mergeCaseAnswer,
} from '../../../domain/partner-api/cases';
import type { EntityType } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import { type AuditInput, recordAudit } from '../audit/audit';

type OrderDetailsRow = {
  id: string;
  kind: string;
  details: unknown;
  entities: { stateCode: string; businessName: string; entityType: string }[];
};

/** The order's details as a case's answer reads them: a formation's `{<state>: {businessName, entityType}}`. */
export function currentCaseDetails(order: OrderDetailsRow): Record<string, unknown> {
  if (!isFormationKind(order.kind)) return { ...((order.details as Record<string, unknown> | null) ?? {}) };
  return Object.fromEntries(
    order.entities.map((e) => [e.stateCode, { businessName: e.businessName, entityType: e.entityType }]),
  );
}

export const findCaseOrderDetails = (db: Db, orderId: string) =>
  db.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      id: true,
      kind: true,
      details: true,
      entities: { select: { stateCode: true, businessName: true, entityType: true } },
    },
  });

/**
 * Records the answer and rewrites the order's details with its values (already checked against the case's fields
 * and the kind's schema). False when the case was answered meanwhile: nothing is written.
 */
async function recordCaseAnswer(
  db: Db,
  input: {
    caseId: string;
    order: OrderDetailsRow;
    values: Record<string, unknown>;
    answer: string;
    audit: AuditInput & { ip?: string | null };
  },
): Promise<boolean> {
  const { order, values } = input;
  return db.$transaction(async (tx) => {
    const taken = await tx.changeRequest.updateMany({
      where: { id: input.caseId, orderId: order.id, respondedAt: null },
      data: { response: input.answer, respondedAt: new Date() },
    });
    if (taken.count !== 1) return false;
    if (isFormationKind(order.kind)) {
      for (const [stateCode, given] of Object.entries(values)) {
        const { businessName, entityType } = given as { businessName?: string; entityType?: EntityType };
        // Before completion an order has one entity per state (a package's trust is added at completion).
        await tx.orderEntity.updateMany({
          where: { orderId: order.id, stateCode },
          data: { businessName, entityType },
        });
      }
    } else {
      const details = mergeCaseAnswer(order.kind, currentCaseDetails(order), values);
      await tx.order.update({ where: { id: order.id }, data: { details: details as object } });
    }
    await recordAudit(tx, input.audit);
    return true;
  });
}

/** The answer did not reach the workflow: the case is open again for another answer. */
export const reopenCase = (db: Db, caseId: string) =>
  db.changeRequest.update({ where: { id: caseId }, data: { response: null, respondedAt: null } });

export type CaseAnswerOutcome =
  | { ok: true; values: Record<string, unknown>; answer: string; fields: string[] }
  | { ok: false; reason: 'invalid'; error: ZodError; fields: string[] }
  | { ok: false; reason: 'answered'; fields: string[] };

/**
 * Answers a change request with values for its fields (a partner's case or a client's request): checks them with
 * the kind's details schema (only the request's fields, and laid over the order's details they must still make
 * whole details), then records the answer and rewrites the order's details in one audited transaction.
 */
export async function answerCaseWithDetails(
  db: Db,
  input: {
    changeRequest: { id: string; fields: readonly string[]; order: { id: string; kind: string; states: string[] } };
    details: unknown;
    message?: string;
    audit: (fields: string[]) => AuditInput & { ip?: string | null };
  },
): Promise<CaseAnswerOutcome> {
  const { kind, states } = input.changeRequest.order;
  const fields = caseFieldsOf(input.changeRequest.fields, kind, states);
  const parsed = caseAnswerSchema(kind, fields).safeParse(input.details);
  if (!parsed.success) return { ok: false, reason: 'invalid', error: parsed.error, fields };
  const values = parsed.data as Record<string, unknown>;
  const order = await findCaseOrderDetails(db, input.changeRequest.order.id);
  const whole = caseDetailsSchema(kind, states).safeParse(mergeCaseAnswer(kind, currentCaseDetails(order), values));
  if (!whole.success) return { ok: false, reason: 'invalid', error: whole.error, fields };
  const answer = caseAnswerText(values, input.message);
  const recorded = await recordCaseAnswer(db, {
    caseId: input.changeRequest.id,
    order,
    values,
    answer,
    audit: input.audit(fields),
  });
  return recorded ? { ok: true, values, answer, fields } : { ok: false, reason: 'answered', fields };
}

/** The order's open change request, with what answering it needs. */
export const findOpenChangeRequest = (db: Db, orderId: string) =>
  db.changeRequest.findFirst({
    where: { orderId, respondedAt: null },
    orderBy: { createdAt: 'desc' },
    select: { id: true, fields: true, order: { select: { id: true, kind: true, states: true } } },
  });
