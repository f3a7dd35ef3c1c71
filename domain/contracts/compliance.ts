// Compliance answers: one obligation (client area and back-office), the back-office row with its client, a recorded
// filing, and a Delaware corporation's franchise tax figures.
import { z } from 'zod';
import { OBLIGATION_STATUSES } from '../compliance-reminders';
import { franchiseTaxInputSchema } from '../delaware-franchise-tax';

export const franchiseTaxEstimateSchema = z.object({
  authorizedSharesMethodCents: z.number().int(),
  assumedParValueCapitalMethodCents: z.number().int().nullable(),
  assumedPar: z.string().nullable(),
  assumedParValueCapitalDollars: z.string().regex(/^\d+$/).nullable(),
  lesserMethod: z.enum(['authorized-shares', 'assumed-par-value-capital']),
  taxCents: z.number().int(),
  annualReportFeeCents: z.number().int(),
  totalDueCents: z.number().int(),
});

export const franchiseTaxViewSchema = z.object({
  /** The entity's id: the estimate is one per entity, read and updated as a record by the back-office. */
  id: z.string(),
  entityId: z.string(),
  businessName: z.string(),
  inputs: franchiseTaxInputSchema.nullable(),
  estimate: franchiseTaxEstimateSchema.nullable(),
  /** When the inputs were last entered, and by whom. */
  enteredAt: z.date().nullable(),
  enteredByEmail: z.string().nullable(),
  note: z.string(),
  source: z.object({ url: z.string(), readOn: z.string() }),
});

export const obligationViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  feeUSD: z.number().int(),
  feeNote: z.string(),
  /** YYYY-MM-DD */
  dueDate: z.string(),
  status: z.enum(OBLIGATION_STATUSES),
  filedOn: z.string().nullable(),
  confirmation: z.string().nullable(),
  entityId: z.string(),
  businessName: z.string(),
  stateCode: z.string(),
  entityType: z.string(),
  formedOn: z.string(),
  /** The order that formed the entity; null for an existing company brought in by an organisation. */
  orderId: z.string().nullable(),
  /** The entity is on automatic filing (the daily scan orders and charges its annual report). */
  autoFile: z.boolean(),
  /** Delaware corporations' franchise tax: the estimate from the figures last entered (null before any). */
  franchiseTax: z
    .object({ estimate: franchiseTaxEstimateSchema.nullable(), enteredAt: z.date().nullable(), summary: z.string() })
    .nullable(),
});

/** One row of the back-office list, GET /api/admin/compliance. */
export const adminObligationSchema = obligationViewSchema.extend({
  clientEmail: z.string().nullable(),
  /** The organisation the entity belongs to, if any. */
  organizationName: z.string().nullable(),
});

/** POST /api/admin/compliance/:id/filing: the filed obligation and the next deadline it scheduled. */
export const filingResultSchema = z.object({ filed: adminObligationSchema, next: obligationViewSchema.nullable() });

/** PUT /api/admin/compliance/:id: the obligation as filed, with the next deadline its filing scheduled. */
export const filedObligationSchema = adminObligationSchema.extend({ next: obligationViewSchema.nullable() });
