// The onboarding pipeline's answers: an order's stage history, filings, documents and change requests (client
// and staff order pages), the back-office board and its order page, and a staff action's result. The routes
// use these as response schemas; the admin and the storefront import their types (Wire<...>).
import { z } from 'zod';
import { PRIORITIES, STAFF_ACTION_LABELS, type StaffActionName } from '../pipeline';
import { safeText } from '../safe-text';
import { progressSchema } from './progress';

const STAFF_ACTION_NAMES = Object.keys(STAFF_ACTION_LABELS) as [StaffActionName, ...StaffActionName[]];

export const stageEntrySchema = z.object({
  stage: z.string(),
  action: z.string(),
  actorEmail: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.date(),
});

export const filingSchema = z.object({
  stateCode: z.string(),
  status: z.enum(['PENDING', 'FILED', 'REJECTED']),
  confirmationNumber: z.string().nullable(),
  filedAt: z.date().nullable(),
  rejectionReason: z.string().nullable(),
  updatedAt: z.date(),
});

export const orderDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  createdAt: z.date(),
  version: z.number().int(),
});

/** One thing the order sold and its status: PENDING, DONE (by the pipeline or staff) or WAIVED with a reason. */
export const deliverableSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** How it gets done: 'formation', 'order' (its own order, e.g. the EIN), 'renewal' or 'staff'. */
  method: z.enum(['formation', 'order', 'renewal', 'staff']),
  status: z.enum(['PENDING', 'DONE', 'WAIVED']),
  waivedReason: z.string().nullable(),
  doneAt: z.date().nullable(),
  doneBy: z.string().nullable(),
  entityId: z.string().nullable(),
  deliveryOrderId: z.string().nullable(),
});

/** The pipeline part of an order (platform/services/order-pipeline.ts loadOrderPipeline). */
export const orderPipelineFields = {
  /** What the order sold, each with its status (domain/deliverables.ts). */
  deliverables: z.array(deliverableSchema),
  /** Why the order cannot complete yet ('Completion waits for: ...'), or null. */
  completionBlocker: z.string().nullable(),
  stages: z.array(stageEntrySchema),
  filings: z.array(filingSchema),
  documents: z.array(orderDocumentSchema),
  changeRequest: z
    .object({
      id: z.string(),
      message: z.string(),
      /** The details fields staff asked for (empty: none, the answer is a message). */
      fields: z.array(z.string()),
      /** Those fields' current values by path (`DE.businessName`), for the client to correct. */
      values: z.record(z.string(), z.string()),
      dueDate: z.date(),
      createdAt: z.date(),
    })
    .nullable(),
  changeRequests: z.array(
    z.object({
      id: z.string(),
      message: z.string(),
      /** The details fields asked for (domain/partner-api/cases.ts paths); empty: every field of the order. */
      fields: z.array(z.string()),
      /** When the answer is due. */
      dueDate: z.date(),
      response: z.string().nullable(),
      respondedAt: z.date().nullable(),
      createdAt: z.date(),
    }),
  ),
};

export const entitySchema = z.object({ stateCode: z.string(), businessName: z.string(), entityType: z.string() });

/** One order on the board (platform/services/onboarding-board.ts orderCard). */
export const orderCardSchema = z.object({
  id: z.string(),
  shortId: z.string(),
  userId: z.string().nullable(),
  shortClientId: z.string().nullable(),
  status: z.string(),
  stage: z.string().nullable(),
  state: z.string(),
  states: z.array(z.string()),
  /** Cents. */
  totalUSD: z.number().int(),
  priority: z.enum(PRIORITIES),
  contactEmail: z.string(),
  contactName: z.string(),
  businessName: z.string(),
  createdAt: z.date(),
  paidAt: z.date().nullable(),
  /** domain/order-kinds.ts; the formed entity a later kind works on. */
  kind: z.string(),
  entityId: z.string().nullable(),
  /** An annual report the compliance scan ordered whose charge failed: 'waiting on payment' (ESCALATED: past due). */
  paymentHold: z.enum(['WAITING_PAYMENT', 'ESCALATED']).nullable(),
});

export const boardCardSchema = orderCardSchema.extend({
  progress: progressSchema,
  /** Its workflow in the Temporal Web UI (null when TEMPORAL_UI_URL is not set). */
  temporalUiUrl: z.string().nullable(),
});

const boardColumnSchema = z.object({ count: z.number().int(), orders: z.array(boardCardSchema) });

/** Cards per column on the board's first load; 'Show more' adds as many again. */
export const BOARD_PAGE_SIZE = 10;
/** The most cards one column shows at once. */
export const BOARD_MAX_SHOWN = 500;

/** GET /api/admin/onboarding/board. */
export const boardSchema = z.object({
  columns: z.object({ PENDING: boardColumnSchema, IN_PROGRESS: boardColumnSchema, COMPLETE: boardColumnSchema }),
  stats: z.object({
    totalPipelineValue: z.number(),
    avgOrderValue: z.number(),
    completionRate: z.number(),
    pendingReviews: z.number().int(),
    totalOrders: z.number().int(),
  }),
});

/** GET /api/admin/orders/:id. */
export const adminOrderDetailSchema = orderCardSchema.extend({
  contactPhone: z.string(),
  business: z.unknown(),
  breakdown: z.unknown(),
  packages: z.array(z.string()),
  services: z.array(z.string()),
  paymentStatus: z.string(),
  refundId: z.string().nullable(),
  refundedAt: z.date().nullable(),
  cancelReason: z.string().nullable(),
  /** A later kind's details from the client (domain/order-kind-details.ts): an amendment's change, the state to
   * qualify in, the EIN's responsible party; {} for a formation. */
  details: z.unknown(),
  entities: z.array(entitySchema),
  ...orderPipelineFields,
  pipeline: z.object({
    source: z.enum(['workflow', 'database']),
    generating: z.boolean(),
    documents: z.array(z.object({ key: z.string(), stateCode: z.string(), template: z.string(), version: z.number() })),
    allowedActions: z.array(z.enum(STAFF_ACTION_NAMES)),
  }),
  progress: progressSchema,
  workflowId: z.string().nullable(),
  temporalUiUrl: z.string().nullable(),
  /** The organisation (firm or group) the order's entity belongs to; null for a person's. */
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
});

/**
 * A client's answer to a change request: the corrected values of the fields staff asked for (`{DE: {businessName}}`,
 * checked by the server as domain/partner-api/cases.ts caseAnswerSchema does), with an optional message; a request
 * that asks for no fields takes a message only.
 */
export const changeResponseBodySchema = z.strictObject({
  message: safeText().trim().max(2000).optional(),
  details: z.record(z.string().max(100), z.unknown()).optional(),
});

/** POST /api/orders/:id/change-response: the order's stage once the answer is recorded (no open request left). */
export const changeResponseResultSchema = z.object({
  stage: z.string(),
  changeRequest: z.object({ id: z.string(), message: z.string() }).nullable(),
});

/** POST /api/admin/orders/:id/actions. */
export const staffActionResultSchema = z.object({
  stage: z.string(),
  canceled: z.boolean(),
  allowedActions: z.array(z.enum(STAFF_ACTION_NAMES)),
});
