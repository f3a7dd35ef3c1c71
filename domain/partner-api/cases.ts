// A case: staff's change request on a partner's order, as the partner API shows it: the fields the answer must
// give (those of the order kind's details), a due date, and the answer's schema, the very details schema the
// order was placed with.
import { z } from 'zod';
import { ORDER_KIND_DETAILS_SCHEMAS } from '../order-kind-details';
import { ENTITY_ORDER_KINDS, type EntityOrderKind } from '../order-kinds';
import { safeText } from '../safe-text';
import { formationDetailsSchema } from './orders';

/** Days a partner has to answer a case before staff follow it up. */
export const CASE_ANSWER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const caseDueDate = (openedAt: Date) => new Date(openedAt.getTime() + CASE_ANSWER_DAYS * DAY_MS);

const isEntityKind = (kind: string): kind is EntityOrderKind =>
  (ENTITY_ORDER_KINDS as readonly string[]).includes(kind);

/**
 * The details an answer gives: a later kind's details as placed (`{newName}` for an amendment, ...), or for a
 * formation each state's `{businessName, entityType}` keyed by state.
 */
export function caseDetailsSchema(kind: string, states: readonly string[]): z.ZodType {
  if (isEntityKind(kind)) return ORDER_KIND_DETAILS_SCHEMAS[kind];
  return z.strictObject(Object.fromEntries(states.map((state) => [state, formationDetailsSchema(state)])));
}

/** The fields the answer gives, as dotted paths of `details` (`DE.businessName`, `responsiblePartyName`). */
export function caseFields(kind: string, states: readonly string[]): string[] {
  if (isEntityKind(kind)) return Object.keys(ORDER_KIND_DETAILS_SCHEMAS[kind].shape);
  return states.flatMap((state) =>
    Object.keys(formationDetailsSchema(state).shape).map((field) => `${state}.${field}`),
  );
}

export const caseAnswerBodySchema = z.object({
  /** The field values, checked against the order kind's details schema (GET /api/v1/cases/{id} names the fields). */
  details: z.record(z.string().max(100), z.unknown()),
  /** A note for staff beside the values. */
  message: safeText().trim().max(2000).optional(),
});

/** The answer as staff read it in the change request's response. */
export const caseAnswerText = (details: unknown, message?: string) =>
  [message, `Details: ${JSON.stringify(details)}`].filter(Boolean).join('\n\n');

export const caseSchema = z.object({
  id: z.string(),
  object: z.literal('case'),
  order: z.string(),
  status: z.enum(['open', 'answered']),
  /** What staff asked for. */
  message: z.string(),
  /** The fields the answer's `details` give. */
  fields: z.array(z.string()),
  dueDate: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  livemode: z.boolean(),
  createdAt: z.string(),
});
