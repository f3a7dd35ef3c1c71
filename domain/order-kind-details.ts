// The details each kind of entity order needs from the client (POST /api/entities/:id/orders { kind, details }).
// Strict objects: an unknown field is refused by name, like a missing or malformed one.
import { z } from 'zod';
import { STATE_BY_CODE } from './catalog';
import type { EntityOrderKind } from './order-kinds';
import { safeText } from './safe-text';

// Messages in the client's words: the client area shows them under the field they name.
const text = (what: string, max: number) =>
  safeText().trim().min(1, `Enter ${what}`).max(max, `Shorten ${what} to at most ${max} characters`);

const stateCode = z
  .string({ error: 'must be a state code' })
  .refine((code) => STATE_BY_CODE.has(code), { error: (issue) => `unknown state '${String(issue.input)}'` });

const nothing = z.strictObject({});

const annualReportDetailsSchema = nothing;

const amendmentDetailsSchema = z
  .strictObject({
    /** The entity's new name (its designator, LLC or Inc., included). */
    newName: text('the new name', 200).optional(),
    /** The new registered agent's name and address, when the client changes agent. */
    newRegisteredAgent: text('the new registered agent', 300).optional(),
  })
  .refine((details) => details.newName !== undefined || details.newRegisteredAgent !== undefined, {
    error: 'Enter the new name or the new registered agent',
    path: ['newName'],
  });

const foreignQualificationDetailsSchema = z.strictObject({
  /** The state to register the entity in. */
  stateCode,
});

const goodStandingDetailsSchema = z.strictObject({
  /** Who asks for the certificate (a bank, a landlord), printed on the request; optional. */
  purpose: safeText().trim().max(200, 'the purpose must be at most 200 characters').optional(),
});

const einDetailsSchema = z.strictObject({
  /** The responsible party's full name (IRS Form SS-4, line 7a). */
  responsiblePartyName: text('the responsible party', 200),
  /** Whether the responsible party has a US SSN or ITIN: without one the IRS is authorized by Form 8821. */
  responsiblePartyHasSsn: z.boolean({ error: 'Say whether the responsible party has a US SSN or ITIN' }),
});

const dissolutionDetailsSchema = z.strictObject({
  /** Why the company closes, for the certificate; optional. */
  reason: safeText().trim().max(500, 'the reason must be at most 500 characters').optional(),
});

export const ORDER_KIND_DETAILS_SCHEMAS = {
  ANNUAL_REPORT: annualReportDetailsSchema,
  AMENDMENT: amendmentDetailsSchema,
  FOREIGN_QUALIFICATION: foreignQualificationDetailsSchema,
  GOOD_STANDING: goodStandingDetailsSchema,
  EIN: einDetailsSchema,
  DISSOLUTION: dissolutionDetailsSchema,
} satisfies Record<EntityOrderKind, z.ZodType>;

export type OrderKindDetails = {
  [K in EntityOrderKind]: z.infer<(typeof ORDER_KIND_DETAILS_SCHEMAS)[K]>;
};

/** The details checked for the kind, or the first problem with the field it concerns ("details.newName: ..."). */
export function parseKindDetails<K extends EntityOrderKind>(
  kind: K,
  details: unknown,
): { ok: true; details: OrderKindDetails[K] } | { ok: false; message: string } {
  const result = ORDER_KIND_DETAILS_SCHEMAS[kind].safeParse(details ?? {});
  if (result.success) return { ok: true, details: result.data as OrderKindDetails[K] };
  const issue = result.error.issues[0];
  const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const path = ['details', ...issue.path, ...unknownKeys.slice(0, 1)].join('.');
  return { ok: false, message: `${path}: ${issue.message}` };
}
