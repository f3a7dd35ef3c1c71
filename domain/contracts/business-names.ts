// Name check answers: the problems of one name, and of each entity of an order at review.
import { z } from 'zod';
import { ENTITY_TYPES } from '../catalog';
import { STATE_NAME_RULES } from '../name-rules';
import { safeText } from '../safe-text';

export const nameCheckBodySchema = z.object(
  {
    businessName: safeText().max(200, 'businessName must be at most 200 characters'),
    state: z.enum(Object.keys(STATE_NAME_RULES), {
      error: `state must be one of ${Object.keys(STATE_NAME_RULES).join(', ')}`,
    }),
    entityType: z.enum(ENTITY_TYPES, { error: `entityType must be one of ${ENTITY_TYPES.join(', ')}` }),
  },
  { error: 'body must be a JSON object with businessName, state and entityType' },
);

export const nameProblemSchema = z.object({
  severity: z.enum(['error', 'warning']),
  code: z.enum(['designator', 'refused_word', 'approval_word', 'not_distinguishable', 'no_name']),
  message: z.string(),
  statute: z.string(),
});

export const nameCheckSchema = z.object({ problems: z.array(nameProblemSchema) });

export const orderNameChecksSchema = z.array(
  z.object({ stateCode: z.string(), businessName: z.string(), problems: z.array(nameProblemSchema) }),
);
