// The objects the partner API answers (every answer names its `object`; `livemode` says which keys see it).
import { z } from 'zod';
import { metadataSchema } from './metadata';

export const errorSchema = z.object({
  error: z.object({
    type: z.enum([
      'invalid_request_error',
      'authentication_error',
      'idempotency_error',
      'rate_limit_error',
      'api_error',
    ]),
    code: z.string(),
    message: z.string(),
    param: z.string().nullable(),
  }),
});
export type PartnerApiErrorBody = z.infer<typeof errorSchema>;

export const customerSchema = z.object({
  id: z.string(),
  object: z.literal('customer'),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  metadata: metadataSchema,
  livemode: z.boolean(),
  createdAt: z.string(),
});

const lineItemSchema = z.object({ type: z.string(), id: z.string(), name: z.string(), amount: z.number().int() });

export const orderPriceSchema = z.object({
  currency: z.literal('usd'),
  amountTotal: z.number().int(),
  lineItems: z.array(lineItemSchema),
});

/**
 * Who pays: `partner_invoice` (the default) bills the partner on its monthly invoice and starts the order at once;
 * `payment_link` leaves it unpaid until the customer pays on the hosted page at `paymentUrl`.
 */
export const BILLING_MODES = ['partner_invoice', 'payment_link'] as const;
export const billingSchema = z.enum(BILLING_MODES);

export const orderPreviewSchema = orderPriceSchema.extend({
  object: z.literal('order_preview'),
  kind: z.string(),
  billing: billingSchema,
  livemode: z.boolean(),
});

export const entitySchema = z.object({
  id: z.string(),
  object: z.literal('entity'),
  order: z.string(),
  state: z.string(),
  businessName: z.string(),
  entityType: z.string(),
  formedOn: z.string(),
  ein: z.string().nullable(),
  livemode: z.boolean(),
});

export const filingSchema = z.object({
  state: z.string(),
  status: z.enum(['pending', 'filed', 'rejected']),
  confirmationNumber: z.string().nullable(),
  /** The day the state filed it (YYYY-MM-DD). */
  filedOn: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});

export const orderSchema = orderPriceSchema.extend({
  id: z.string(),
  object: z.literal('order'),
  kind: z.string(),
  /** The customer's id, or the customer itself with expand[]=customer. */
  customer: z.union([z.string(), customerSchema]).nullable(),
  /** The entity a later kind works on (null for a formation); the entity itself with expand[]=entity. */
  entity: z.union([z.string(), entitySchema]).nullable(),
  /** A later kind's details as placed (null for a formation). */
  details: z.record(z.string(), z.unknown()).nullable(),
  status: z.string(),
  stage: z.string().nullable(),
  billing: billingSchema,
  paymentStatus: z.enum(['unpaid', 'paid', 'failed', 'refunded']),
  /** The hosted page where the customer pays (payment_link orders, while unpaid and until the link expires). */
  paymentUrl: z.string().nullable(),
  /** When a payment_link order's link stops opening (null for partner_invoice). */
  paymentLinkExpiresAt: z.string().nullable(),
  states: z.array(z.string()),
  packages: z.array(z.string()),
  services: z.array(z.string()),
  entities: z.array(z.object({ state: z.string(), businessName: z.string(), entityType: z.string() })),
  /** Each state's filing: its outcome, the state's confirmation number and the day it was filed. */
  filings: z.array(filingSchema),
  /** An EIN order's EIN once assigned (null for other kinds). */
  ein: z.string().nullable(),
  /** The ids of the order's documents (GET /api/v1/orders/{id}/documents for their links). */
  documents: z.array(z.string()),
  metadata: metadataSchema,
  livemode: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});

/** A file of an order, with a signed link that downloads it without a key until `expiresAt`. */
export const documentSchema = z.object({
  id: z.string(),
  object: z.literal('document'),
  order: z.string(),
  name: z.string(),
  type: z.string(),
  mimeType: z.string().nullable(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});

/** A page of a list, newest first: pass `nextCursor` as `cursor` for the next page. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ object: z.literal('list'), data: z.array(item), hasMore: z.boolean(), nextCursor: z.string().nullable() });

export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(100).optional(),
});
