// What a partner sends to place an order (POST /api/v1/orders) and what each state requires of a formation: the
// schemas the server validates with, also answered as JSON Schema (GET /api/v1/requirements/:kind/:state).
// A later kind of order joins `partnerOrderSchema` as another member of the union on `kind`.
import { z } from 'zod';
import { availableEntityTypes } from '../availability';
import { STATE_BY_CODE } from '../catalog';
import { safeText } from '../safe-text';
import { packageIds, serviceIds, stateCodes } from '../schemas';

export const ORDER_KINDS = ['FORMATION'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

const text = (max: number) => safeText().trim().max(max);

export const partnerCustomerSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('must be a valid email address')),
  firstName: text(100).min(1, 'is required'),
  lastName: text(100).min(1, 'is required'),
  phone: text(40).optional(),
});

/** The details a formation needs in one state: its name, and an entity type that state offers. */
export function formationDetailsSchema(stateCode: string) {
  const types = availableEntityTypes(stateCode) as [string, ...string[]];
  return z.strictObject({
    businessName: text(200).min(1, 'is required'),
    entityType: z.enum(types, { error: `must be one of ${types.join(', ')} in ${stateCode}` }),
  });
}

export const formationOrderSchema = z
  .object({
    kind: z.literal('FORMATION'),
    customer: partnerCustomerSchema,
    packages: packageIds,
    services: serviceIds,
    states: stateCodes.min(1, 'at least one state of formation is required'),
    entityDetails: z.record(z.string().max(2), z.unknown(), { error: 'must be an object keyed by state code' }),
    /** Validate and price without placing the order. */
    preview: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.packages.length + body.services.length === 0)
      ctx.addIssue({ code: 'custom', path: ['packages'], message: 'select at least one package or service' });
    if (new Set(body.states).size !== body.states.length)
      ctx.addIssue({ code: 'custom', path: ['states'], message: 'must not repeat a state' });
    for (const code of body.states) {
      const parsed = formationDetailsSchema(code).safeParse(body.entityDetails[code]);
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', path: ['entityDetails', code, ...issue.path], message: issue.message });
    }
  });
export type FormationOrder = z.infer<typeof formationOrderSchema>;

export const partnerOrderSchema = z.discriminatedUnion('kind', [formationOrderSchema], {
  error: `kind: must be one of ${ORDER_KINDS.join(', ')}`,
});
export type PartnerOrderBody = z.infer<typeof partnerOrderSchema>;

/** The details schema of an order kind in a state, or null when the pair is unknown. */
export function requirementsSchema(kind: string, stateCode: string): z.ZodType | null {
  if (!STATE_BY_CODE.has(stateCode)) return null;
  if (kind === 'FORMATION') return formationDetailsSchema(stateCode);
  return null;
}
