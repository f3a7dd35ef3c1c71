// What a partner sends to place an order (POST /api/v1/orders) and what each state requires of a formation: the
// schemas the server validates with, also answered as JSON Schema (GET /api/v1/requirements/:kind/:state).
// A later kind's body is `{kind, entityId, details}` with the very details schema the storefront's entity orders use.
import { z } from 'zod';
import { availableEntityTypes } from '../availability';
import { STATE_BY_CODE } from '../catalog';
import {
  ENTITY_ORDER_KINDS,
  type EntityOrderKind,
  FORMATION_KIND,
  isEntityOrderKind,
  ORDER_KIND_MODULES,
  ORDER_KINDS,
  type OrderKind,
} from '../kinds';
import { safeText } from '../safe-text';
import { packageIds, serviceIds, stateCodes } from '../schemas';
import { billingSchema } from './views';

export { ORDER_KINDS, type OrderKind };

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
    kind: z.literal(FORMATION_KIND.kind),
    customer: partnerCustomerSchema,
    packages: packageIds,
    services: serviceIds,
    states: stateCodes.min(1, 'at least one state of formation is required'),
    entityDetails: z.record(z.string().max(2), z.unknown(), { error: 'must be an object keyed by state code' }),
    /** Validate and price without placing the order. */
    preview: z.boolean().optional(),
    /** Who pays: `partner_invoice` (default) or `payment_link` (the customer, on a hosted page). */
    billing: billingSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.packages.length + body.services.length === 0)
      ctx.addIssue({ code: 'custom', path: ['packages'], message: 'select at least one package or service' });
    if (new Set(body.states).size !== body.states.length)
      ctx.addIssue({ code: 'custom', path: ['states'], message: 'must not repeat a state' });
    for (const code of body.states) {
      const parsed = formationDetailsSchema(code).safeParse(body.entityDetails[code]);
      if (!parsed.success)
        for (const issue of parsed.error.issues) {
          // An unknown key is named in the path, as a strict object's own refusal would be read.
          const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : [];
          ctx.addIssue({
            code: 'custom',
            path: ['entityDetails', code, ...issue.path, ...unknownKey],
            message: issue.message,
          });
        }
    }
  });
export type FormationOrder = z.infer<typeof formationOrderSchema>;

/** An order for an entity the partner's orders formed: the kind's details as the storefront takes them. */
const entityOrderSchema = <K extends EntityOrderKind>(kind: K) =>
  z.object({
    kind: z.literal(kind),
    entityId: z.string().max(100),
    details: ORDER_KIND_MODULES[kind].details as (typeof ORDER_KIND_MODULES)[K]['details'],
    /** Validate and price without placing the order. */
    preview: z.boolean().optional(),
    /** Who pays: `partner_invoice` (default) or `payment_link` (the customer, on a hosted page). */
    billing: billingSchema.optional(),
  });

/** Each entity kind's body, from its module's details schema. */
type EntityOrderSchema = { [K in EntityOrderKind]: ReturnType<typeof entityOrderSchema<K>> }[EntityOrderKind];
const entityOrderSchemas = ENTITY_ORDER_KINDS.map((kind) => entityOrderSchema(kind)) as EntityOrderSchema[];

export const partnerOrderSchema = z.discriminatedUnion('kind', [formationOrderSchema, ...entityOrderSchemas], {
  error: `kind: must be one of ${ORDER_KINDS.join(', ')}`,
});
export type PartnerOrderBody = z.infer<typeof partnerOrderSchema>;
export type PartnerEntityOrder = Exclude<PartnerOrderBody, FormationOrder>;

/** The details schema of an order kind in a state, or null when the pair is unknown. */
export function requirementsSchema(kind: string, stateCode: string): z.ZodType | null {
  if (!STATE_BY_CODE.has(stateCode)) return null;
  if (kind === FORMATION_KIND.kind) return formationDetailsSchema(stateCode);
  // A later kind asks the same details in every state; whether it fits the entity is checked when ordered (409).
  return isEntityOrderKind(kind) ? ORDER_KIND_MODULES[kind].details : null;
}
