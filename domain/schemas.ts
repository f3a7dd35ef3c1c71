// Validation schemas shared by the API routes (and usable by any part that checks a selection or checkout record).
import { z } from 'zod';
import { isEntityTypeAvailable } from './availability';
import { ENTITY_TYPE_LABELS, ENTITY_TYPES, PACKAGE_BY_ID, SERVICE_BY_ID, STATE_BY_CODE } from './catalog';
import { safeText } from './safe-text';

const knownId = (known: ReadonlyMap<string, unknown>, what: string, idName: string) =>
  z
    .string({ error: `must be a ${what} ${idName} (string)` })
    .refine((id) => known.has(id), { error: (issue) => `unknown ${what} '${String(issue.input)}'` });

const idList = (known: ReadonlyMap<string, unknown>, what: string, idName = 'id') =>
  z.array(knownId(known, what, idName), { error: `must be a list of ${what} ${idName}s` }).max(50);

export const packageIds = idList(PACKAGE_BY_ID, 'package');
export const serviceIds = idList(SERVICE_BY_ID, 'service');
export const stateCodes = idList(STATE_BY_CODE, 'state', 'code');

export const selectionSchema = z.object(
  { packages: packageIds, services: serviceIds, states: stateCodes },
  { error: 'body must be a JSON object with packages, services and states' },
);

const text = (max: number) => safeText().trim().max(max);

const contactSchema = z.object({
  firstName: text(100).min(1, 'first name is required'),
  lastName: text(100).min(1, 'last name is required'),
  email: z.email('must be a valid email address').max(254),
  phone: text(40).optional().default(''),
  company: text(200).optional().default(''),
});

const businessSchema = z
  .object({
    businessName: text(200).optional().default(''),
    businessType: text(100).optional().default(''),
    industry: text(100).optional().default(''),
    description: text(2000).optional().default(''),
    /** The trust's name, asked when the selection includes a trust formation (TRUST_FORM). */
    trustName: text(200).optional(),
  })
  .optional()
  .default({ businessName: '', businessType: '', industry: '', description: '' });

const entityDetailSchema = z.object({
  businessName: text(200).optional().default(''),
  entityType: z
    .enum(ENTITY_TYPES, { error: `must be one of ${ENTITY_TYPES.join(', ')}` })
    .optional()
    .default('LLC'),
});

const byStateCode = <T extends z.ZodType>(value: T) =>
  z.record(
    z.string().refine((code) => STATE_BY_CODE.has(code), { error: (i) => `unknown state '${String(i.input)}'` }),
    value,
  );

/** The checkout record the storefront keeps in local storage and sends with the payment intent. */
export const checkoutRecordSchema = z
  .object({
    packages: packageIds,
    services: serviceIds,
    states: stateCodes.min(1, 'at least one state of formation is required'),
    contact: contactSchema,
    business: businessSchema,
    entityDetails: byStateCode(entityDetailSchema).optional().default({}),
    businessNames: byStateCode(text(200)).optional().default({}),
    pricing: z.unknown().optional(),
    timestamp: z.union([z.string(), z.number()]).optional(),
    step: z.number().optional(),
    completed: z.boolean().optional(),
  })
  .refine((record) => record.packages.length + record.services.length > 0, {
    error: 'select at least one package or service',
    path: ['packages'],
  })
  .superRefine((record, ctx) => {
    // Each chosen state must offer the entity type asked for there (section 5 availability rules).
    for (const code of record.states) {
      const entityType = record.entityDetails[code]?.entityType;
      if (entityType && !isEntityTypeAvailable(code, entityType)) {
        ctx.addIssue({
          code: 'custom',
          path: ['entityDetails', code, 'entityType'],
          message: `${ENTITY_TYPE_LABELS[entityType]} is not available in ${STATE_BY_CODE.get(code)?.name ?? code}`,
        });
      }
    }
  });
export type CheckoutRecord = z.infer<typeof checkoutRecordSchema>;
