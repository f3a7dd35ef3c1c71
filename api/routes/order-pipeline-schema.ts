// The pipeline part of an order as the order pages show it (GET /api/orders/:id).
import { z } from 'zod';

export const orderPipelineFields = {
  stages: z.array(
    z.object({
      stage: z.string(),
      action: z.string(),
      actorEmail: z.string().nullable(),
      note: z.string().nullable(),
      createdAt: z.date(),
    }),
  ),
  filings: z.array(
    z.object({
      stateCode: z.string(),
      status: z.string(),
      confirmationNumber: z.string().nullable(),
      filedAt: z.date().nullable(),
      rejectionReason: z.string().nullable(),
      updatedAt: z.date(),
    }),
  ),
  documents: z.array(
    z.object({ id: z.string(), name: z.string(), kind: z.string(), createdAt: z.date(), version: z.number().int() }),
  ),
  changeRequest: z.object({ id: z.string(), message: z.string(), createdAt: z.date() }).nullable(),
  changeRequests: z.array(
    z.object({
      id: z.string(),
      message: z.string(),
      response: z.string().nullable(),
      respondedAt: z.date().nullable(),
      createdAt: z.date(),
    }),
  ),
};
