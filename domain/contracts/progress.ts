// Who an order waits for and its expected completion (domain/order-progress.ts), as every order answer carries it.
import { z } from 'zod';
import { HOLDERS } from '../order-holder';

export const holderSchema = z.object({
  kind: z.enum(HOLDERS),
  client: z.string(),
  staff: z.string(),
});

export const estimateSchema = z.object({
  /** YYYY-MM-DD. */
  date: z.string(),
  overdue: z.boolean(),
  afterClient: z.boolean(),
});

export const progressSchema = z.object({ holder: holderSchema, estimate: estimateSchema.nullable() });
