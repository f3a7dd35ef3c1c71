// The objects the partner API answers (every answer names its `object`; `livemode` says which keys see it).
import { z } from 'zod';
import { ORDER_KINDS } from '../kinds';
import { ORDER_STATUSES, PIPELINE_STAGES } from '../order-stages';
import { metadataSchema } from './metadata';

/** An instant, as ISO 8601 in UTC (`2026-12-01T09:30:00.000Z`). */
export const timestamp = () => z.iso.datetime();
/** A calendar day (`2026-12-01`). */
export const day = () => z.iso.date();
export const orderKindSchema = z.enum(ORDER_KINDS).meta({ id: 'OrderKind' });
export const orderStatusSchema = z.enum(ORDER_STATUSES).meta({ id: 'OrderStatus' });
export const orderStageSchema = z.enum(PIPELINE_STAGES).meta({ id: 'OrderStage' });

export const errorSchema = z
  .object({
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
  })
  .meta({ id: 'Error' });
export type PartnerApiErrorBody = z.infer<typeof errorSchema>;

export const customerSchema = z
  .object({
    id: z.string(),
    object: z.literal('customer'),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    metadata: metadataSchema,
    livemode: z.boolean(),
    createdAt: timestamp(),
  })
  .meta({ id: 'Customer' });

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
export const billingSchema = z.enum(BILLING_MODES).meta({ id: 'Billing' });

export const orderPreviewSchema = orderPriceSchema
  .extend({
    object: z.literal('order_preview'),
    kind: orderKindSchema,
    billing: billingSchema,
    livemode: z.boolean(),
  })
  .meta({ id: 'OrderPreview' });

export const entitySchema = z
  .object({
    id: z.string(),
    object: z.literal('entity'),
    order: z.string(),
    state: z.string(),
    businessName: z.string(),
    entityType: z.string(),
    formedOn: day(),
    ein: z.string().nullable(),
    livemode: z.boolean(),
  })
  .meta({ id: 'Entity' });

export const filingSchema = z
  .object({
    state: z.string(),
    status: z.enum(['pending', 'filed', 'rejected']),
    confirmationNumber: z.string().nullable(),
    /** The day the state filed it (YYYY-MM-DD). */
    filedOn: day().nullable(),
    rejectionReason: z.string().nullable(),
  })
  .meta({ id: 'Filing' });

export const orderSchema = orderPriceSchema
  .extend({
    id: z.string(),
    object: z.literal('order'),
    kind: orderKindSchema,
    /** The customer's id, or the customer itself with expand[]=customer. */
    customer: z.union([z.string(), customerSchema]).nullable(),
    /** The entity a later kind works on (null for a formation); the entity itself with expand[]=entity. */
    entity: z.union([z.string(), entitySchema]).nullable(),
    /** A later kind's details as placed (null for a formation). */
    details: z.record(z.string(), z.unknown()).nullable(),
    status: orderStatusSchema,
    /** Where a paid order is on its way (null before it is paid and started). */
    stage: orderStageSchema.nullable(),
    billing: billingSchema,
    paymentStatus: z.enum(['unpaid', 'paid', 'failed', 'refunded']),
    /** The hosted page where the customer pays (payment_link orders, while unpaid and until the link expires). */
    paymentUrl: z.string().nullable(),
    /** When a payment_link order's link stops opening (null for partner_invoice). */
    paymentLinkExpiresAt: timestamp().nullable(),
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
    createdAt: timestamp(),
    updatedAt: timestamp(),
    completedAt: timestamp().nullable(),
  })
  .meta({ id: 'Order' });

/** A file of an order, with a signed link that downloads it without a key until `expiresAt`. */
export const documentSchema = z
  .object({
    id: z.string(),
    object: z.literal('document'),
    order: z.string(),
    name: z.string(),
    type: z.string(),
    mimeType: z.string().nullable(),
    sizeBytes: z.number().int(),
    createdAt: timestamp(),
    url: z.url(),
    expiresAt: timestamp(),
  })
  .meta({ id: 'Document' });

/** A page of a list, newest first: pass `nextCursor` as `cursor` for the next page. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ object: z.literal('list'), data: z.array(item), hasMore: z.boolean(), nextCursor: z.string().nullable() });

export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(100).optional(),
});
