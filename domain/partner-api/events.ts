// What a partner is told about through events and webhooks, and how an endpoint chooses which it receives.
import { z } from 'zod';

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
