// A paid order as GET /api/orders (a client's list) and GET /api/orders/:id (its owner, or staff) answer it.
import { z } from 'zod';
import { entitySchema, orderPipelineFields } from './pipeline';
import { progressSchema } from './progress';

export const orderSummarySchema = z.object({
  id: z.string(),
  status: z.string(),
  /** Cents. */
  totalUSD: z.number().int(),
  state: z.string(),
  createdAt: z.date(),
  stage: z.string().nullable(),
  packages: z.array(z.string()),
  services: z.array(z.string()),
  states: z.array(z.string()),
  /** domain/order-kinds.ts; the formed entity a later kind works on (null for a formation). */
  kind: z.string(),
  entityId: z.string().nullable(),
});

/** A client's order in its list: the summary with who it waits for and its estimate. */
export const clientOrderSchema = orderSummarySchema.extend({ progress: progressSchema });

/** The contact and payment fields staff see in the order list (and every reader of one order). */
export const adminOrderFields = {
  userId: z.string().nullable(),
  paymentStatus: z.string(),
  paidAt: z.date().nullable(),
  contactEmail: z.string(),
  contactFirstName: z.string(),
  contactLastName: z.string(),
  contactName: z.string(),
  contactCompany: z.string(),
};

/** GET /api/orders answers clients' orders or, to staff, the admin list rows: one item schema for both. */
export const orderListItemSchema = orderSummarySchema.extend({
  progress: progressSchema.optional(),
  ...(Object.fromEntries(Object.entries(adminOrderFields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof typeof adminOrderFields]: z.ZodOptional<(typeof adminOrderFields)[K]>;
  }),
});

/** GET /api/orders/:id. */
export const orderDetailSchema = orderSummarySchema.extend({
  ...adminOrderFields,
  contactPhone: z.string(),
  business: z.unknown(),
  packageTotalCents: z.number().int(),
  servicesTotalCents: z.number().int(),
  stateFeesTotalCents: z.number().int(),
  subtotalCents: z.number().int(),
  breakdown: z.unknown(),
  entities: z.array(entitySchema),
  /** The entities this order formed (or registered in another state), each with its own page. */
  formedEntities: z.array(z.object({ id: z.string(), stateCode: z.string(), businessName: z.string() })),
  cancelReason: z.string().nullable(),
  refundedAt: z.date().nullable(),
  ...orderPipelineFields,
  progress: progressSchema,
});
