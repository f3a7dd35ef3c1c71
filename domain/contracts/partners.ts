// The back-office's partner answers (GET/POST/PUT /api/admin/partners...) and the key answered once at creation.
import { z } from 'zod';
import { webhookDeliverySchema, webhookEndpointSchema } from '../partner-api/events';
import { API_MODES } from '../partner-keys';

export const PARTNER_STATUSES = ['TEST', 'APPROVED', 'SUSPENDED'] as const;

export const partnerKeySchema = z.object({
  id: z.string(),
  partnerId: z.string(),
  mode: z.enum(API_MODES),
  name: z.string(),
  prefix: z.string(),
  lastUsedAt: z.date().nullable(),
  expiresAt: z.date().nullable(),
  revoked: z.boolean(),
  createdAt: z.date(),
});

/** A key as answered at creation or rotation: the secret `key` is in this answer and nowhere else. */
export const issuedKeySchema = partnerKeySchema.omit({ revoked: true }).extend({ key: z.string() });

export const partnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(PARTNER_STATUSES),
  approvedAt: z.date().nullable(),
  createdAt: z.date(),
  keys: z.array(partnerKeySchema),
  usage: z.array(z.object({ day: z.string(), mode: z.enum(API_MODES), requests: z.number().int() })),
});

/** A partner's webhook endpoint with its latest deliveries and their attempts (the partner's show page). */
export const partnerWebhookEndpointSchema = webhookEndpointSchema.extend({
  deliveries: z.array(webhookDeliverySchema),
});
