// The Asset Factory's Create New Document form, checked the same way in the browser and on the server.
import { z } from 'zod';
import { FACTORY_TEMPLATE_IDS } from './document-templates';
import { uuidSchema } from './uuid';

export const DOCUMENT_STATES = ['DE', 'WY', 'NV', 'CA', 'SD', 'IL'] as const;
export const PAYMENT_SCHEDULES = ['monthly', 'quarterly', 'annual', 'maturity'] as const;
/** Organizations offered by the form (sample counterparties); any other name may be typed. */
export const SAMPLE_ORGANIZATIONS = [
  'Apex Capital Partners',
  'Blue Harbor Trust Company',
  'Granite Peak Holdings',
  'Meridian Family Office',
  'Northstar Lending Group',
] as const;

export const REQUIRED_FIELDS_MESSAGE = 'Validation Error: Please fill in all required fields';

// Messages name no field: the API's error handler puts the field's path in front of them.
const text = (max = 500) => z.string().trim().max(max, `at most ${max} characters`).optional();

const documentTermsSchema = z.object({
  entityName: z.string().trim().min(1, 'required').max(200, 'at most 200 characters'),
  state: z.enum(DOCUMENT_STATES, { error: `must be one of ${DOCUMENT_STATES.join(', ')}` }).optional(),
  organization: text(200),
  issuer: text(200),
  size: text(100),
  term: text(100),
  schedule: z.enum(PAYMENT_SCHEDULES, { error: `must be one of ${PAYMENT_SCHEDULES.join(', ')}` }).optional(),
  covenants: text(2000),
});

export const documentRequestSchema = z.object({
  name: z.string().trim().min(1, 'required').max(200, 'at most 200 characters'),
  type: z.enum(FACTORY_TEMPLATE_IDS, { error: `must be one of ${FACTORY_TEMPLATE_IDS.join(', ')}` }),
  terms: documentTermsSchema,
  /** A saved draft this request generates (it becomes the generated instrument). */
  draftId: uuidSchema('must be a draft id (UUID)').optional(),
});

/** A draft keeps whatever the form holds; nothing is required yet. */
export const documentDraftSchema = z.object({
  name: z.string().trim().max(200, 'at most 200 characters').default(''),
  type: z.enum(FACTORY_TEMPLATE_IDS, { error: `must be one of ${FACTORY_TEMPLATE_IDS.join(', ')}` }).optional(),
  terms: documentTermsSchema
    .partial()
    .extend({ entityName: text(200) })
    .default({}),
});

/** The name a document gets when the form leaves it blank. */
export const defaultDocumentName = (templateLabel: string, entityName: string) =>
  `${templateLabel} - ${entityName}`.trim();
