// What a partner is told about through events and webhooks, and how an endpoint chooses which it receives.
import { z } from 'zod';
import { caseSchema } from './cases';
import { orderSchema, orderStageSchema } from './views';

export const PARTNER_EVENT_TYPES = [
  'order.created',
  /** A payment_link order paid by its customer (it starts on the pipeline). */
  'order.paid',
  'order.stage_changed',
  'order.completed',
  'order.canceled',
  'case.opened',
  'document.ready',
  'filing.recorded',
  /** Sent by staff to one endpoint to check it answers: it belongs to no order. */
  'webhook_endpoint.test',
] as const;
export type PartnerEventType = (typeof PARTNER_EVENT_TYPES)[number];
export const eventTypeSchema = z.enum(PARTNER_EVENT_TYPES).meta({ id: 'EventType' });

export type WebhookEventChoice = '*' | PartnerEventType;

/** An endpoint's `events`: `*` for every type, else the types it wants. */
export const webhookEventsSchema = z
  .array(z.enum(['*', ...PARTNER_EVENT_TYPES]))
  .min(1)
  .max(PARTNER_EVENT_TYPES.length + 1);

export const wantsEvent = (events: readonly string[], type: string) => events.includes('*') || events.includes(type);

export const webhookEndpointBodySchema = z.object({
  url: z.string().min(1).max(2048),
  events: webhookEventsSchema,
});

export const webhookEndpointUpdateSchema = z
  .object({
    url: z.string().min(1).max(2048).optional(),
    events: webhookEventsSchema.optional(),
    /** false turns a disabled endpoint back on. */
    disabled: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'send at least one of url, events, disabled' });

/**
 * What each event type is about, and what its `data` holds beside its object (`data.object`: the order, or what
 * `object` names for an event that belongs to no order).
 */
export const EVENT_CATALOGUE: Record<
  PartnerEventType,
  { description: string; data: z.ZodObject; object?: z.ZodObject }
> = {
  'order.created': { description: 'An order was placed.', data: z.object({}) },
  'order.paid': {
    description: 'A payment_link order was paid by its customer: it starts on its way.',
    data: z.object({}),
  },
  'order.stage_changed': {
    description: 'The order moved to another stage (`data.object.stage`).',
    data: z.object({ previousStage: orderStageSchema.nullable() }),
  },
  'order.completed': {
    description:
      'The order is complete: every fact it implies (filings with confirmation numbers, an EIN, completedAt) is on `data.object`.',
    data: z.object({}),
  },
  'order.canceled': { description: 'The order was canceled.', data: z.object({ reason: z.string().nullable() }) },
  'case.opened': {
    description: 'Staff need something from you about the order: answer the case (POST /api/v1/cases/{id}/answer).',
    data: z.object({ case: caseSchema }),
  },
  'document.ready': {
    description: 'The order’s documents are ready (GET /api/v1/orders/{id}/documents).',
    data: z.object({ documents: z.string().nullable() }),
  },
  'filing.recorded': {
    description: 'A state (or the IRS) filed or rejected the order’s filing.',
    data: z.object({
      filing: z.object({
        state: z.string(),
        status: z.enum(['FILED', 'REJECTED']),
        confirmationNumber: z.string().nullable(),
        rejectionReason: z.string().nullable(),
      }),
    }),
  },
  'webhook_endpoint.test': {
    description: 'A test event our staff sent to check that the endpoint answers; it belongs to no order.',
    data: z.object({ test: z.literal(true) }),
    object: z.object({ endpoint: z.string(), url: z.string() }),
  },
};

/** The `data` of an event of this type: the order as it was (or the type's own object), and the type's own fields. */
export const eventDataSchema = (type: PartnerEventType) =>
  EVENT_CATALOGUE[type].data.extend({ object: EVENT_CATALOGUE[type].object ?? orderSchema });

export const partnerEventSchema = z
  .object({
    id: z.string(),
    object: z.literal('event'),
    type: eventTypeSchema,
    /** The order's events count from 1 in the order they happened. */
    sequence: z.number().int(),
    order: z.string().nullable(),
    data: z.record(z.string(), z.unknown()),
    /** The API version that shaped `data` (Formation-Version). */
    apiVersion: z.string(),
    livemode: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Event' });

export const webhookEndpointSchema = z
  .object({
    id: z.string(),
    object: z.literal('webhook_endpoint'),
    url: z.string(),
    events: z.array(z.enum(['*', ...PARTNER_EVENT_TYPES])),
    status: z.enum(['enabled', 'disabled']),
    livemode: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'WebhookEndpoint' });

/** Answered once, when the endpoint is created or its secret rotated. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema
  .extend({ secret: z.string() })
  .meta({ id: 'WebhookEndpointWithSecret' });

export const webhookAttemptSchema = z
  .object({
    number: z.number().int(),
    status: z.number().int().nullable(),
    durationMs: z.number().int(),
    responseBody: z.string(),
    error: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'WebhookAttempt' });

export const webhookDeliverySchema = z
  .object({
    id: z.string(),
    object: z.literal('webhook_delivery'),
    event: z.string(),
    type: eventTypeSchema,
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.array(webhookAttemptSchema),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'WebhookDelivery' });
