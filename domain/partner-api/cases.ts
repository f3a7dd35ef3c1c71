// A case: staff's change request on a partner's order, as the partner API shows it: the fields the answer must
// give (those staff picked among the order kind's details, or all of them), a due date, and the answer's schema,
// those fields as the details schema the order was placed with checks them.
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

/** The paths staff may ask for on an order: those of caseFields; an unknown one is named in the message. */
export const caseFieldsSchema = (kind: string, states: readonly string[]) => {
  const known = caseFields(kind, states);
  return z
    .array(z.string().max(100))
    .max(known.length)
    .refine((fields) => new Set(fields).size === fields.length, { error: 'must not repeat a field' })
    .superRefine((fields, ctx) => {
      const unknown = fields.find((field) => !known.includes(field));
      if (unknown !== undefined)
        ctx.addIssue({
          code: 'custom',
          message: `unknown field '${unknown.slice(0, 100)}' for this order; one of ${known.join(', ')}`,
        });
    });
};

/** The fields a case lists: those staff picked, or (none picked, and cases opened before staff could) all. */
export const caseFieldsOf = (picked: readonly string[], kind: string, states: readonly string[]) =>
  picked.length > 0 ? [...picked] : caseFields(kind, states);

/** A due date staff pick: a calendar day from today to a year ahead (answered as that day's midnight UTC). */
export const caseDueDateSchema = z.iso
  .date('must be a date (YYYY-MM-DD)')
  .refine((day) => day >= new Date().toISOString().slice(0, 10), { error: 'must not be in the past' })
  .refine((day) => Date.parse(day) - Date.now() <= 366 * DAY_MS, { error: 'must be within a year' });

/** The default due date the back-office offers: CASE_ANSWER_DAYS from now, as a calendar day. */
export const defaultCaseDueDay = (now = new Date()) => caseDueDate(now).toISOString().slice(0, 10);

/**
 * The details an answer to a case gives: the case's fields only, each checked as the kind's details schema checks
 * it (a formation's grouped by state). With every field listed, it is the kind's whole details schema.
 */
export function caseAnswerSchema(kind: string, fields: readonly string[]): z.ZodType {
  if (isEntityKind(kind)) {
    const shape = ORDER_KIND_DETAILS_SCHEMAS[kind].shape as Record<string, z.ZodType>;
    return z.strictObject(Object.fromEntries(fields.map((field) => [field, shape[field]])));
  }
  const byState = new Map<string, string[]>();
  for (const path of fields) {
    const [state, field] = path.split('.');
    byState.set(state, [...(byState.get(state) ?? []), field]);
  }
  return z.strictObject(
    Object.fromEntries(
      [...byState].map(([state, stateFields]) => {
        const shape = formationDetailsSchema(state).shape as Record<string, z.ZodType>;
        return [state, z.strictObject(Object.fromEntries(stateFields.map((field) => [field, shape[field]])))];
      }),
    ),
  );
}

/**
 * An answer's details as the case lists its fields: flat dotted keys (`{"WY.businessName": "..."}`) become the nested
 * form the details take (`{WY: {businessName: "..."}}`); nested keys pass as they are, and the two forms may mix.
 */
export function unflattenCaseAnswer(details: Record<string, unknown>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    const dot = key.indexOf('.');
    if (dot < 0) {
      const existing = nested[key];
      nested[key] = isPlainObject(existing) && isPlainObject(value) ? { ...value, ...existing } : (existing ?? value);
      continue;
    }
    const [head, rest] = [key.slice(0, dot), key.slice(dot + 1)];
    const group = isPlainObject(nested[head]) ? (nested[head] as Record<string, unknown>) : {};
    nested[head] = { ...group, ...unflattenCaseAnswer({ [rest]: value }) };
  }
  return nested;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The order's details with an answer's values laid over them (a formation's per state). */
export function mergeCaseAnswer(kind: string, current: Record<string, unknown>, answer: Record<string, unknown>) {
  if (isEntityKind(kind)) return { ...current, ...answer };
  const merged: Record<string, unknown> = { ...current };
  for (const [state, values] of Object.entries(answer))
    merged[state] = { ...(current[state] as object | undefined), ...(values as object) };
  return merged;
}

export const caseAnswerBodySchema = z.object({
  /**
   * The values of the case's fields, and only those, checked as the order kind's details schema checks them: keyed
   * by the paths the case lists (`{"WY.businessName": "..."}`), or nested (`{WY: {businessName: "..."}}`).
   */
  details: z.record(z.string().max(100), z.unknown()),
  /** A note for staff beside the values. */
  message: safeText().trim().max(2000).optional(),
});

/** The answer as staff read it in the change request's response. */
export const caseAnswerText = (details: unknown, message?: string) =>
  [message, `Details: ${JSON.stringify(details)}`].filter(Boolean).join('\n\n');

export const caseSchema = z
  .object({
    id: z.string(),
    object: z.literal('case'),
    order: z.string(),
    status: z.enum(['open', 'answered']),
    /** What staff asked for. */
    message: z.string(),
    /** The fields the answer's `details` give (those staff picked), as dotted paths: `DE.businessName`. */
    fields: z.array(z.string()),
    dueDate: z.iso.datetime(),
    answer: z.string().nullable(),
    answeredAt: z.iso.datetime().nullable(),
    livemode: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Case' });
