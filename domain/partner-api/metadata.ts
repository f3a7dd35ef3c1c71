// A partner's own key-value pairs on its orders and customers (its ids, its references), within Stripe's limits:
// at most 50 keys, keys up to 40 characters, values up to 500 characters. Answered with the object and echoed in
// its events.
import { z } from 'zod';

export const METADATA_LIMITS = { keys: 50, keyLength: 40, valueLength: 500 } as const;

export const metadataSchema = z
  .record(
    z
      .string()
      .min(1, 'keys must not be empty')
      .max(METADATA_LIMITS.keyLength, `keys: at most ${METADATA_LIMITS.keyLength} characters`),
    z.string().max(METADATA_LIMITS.valueLength, `values: at most ${METADATA_LIMITS.valueLength} characters`),
  )
  .refine((metadata) => Object.keys(metadata).length <= METADATA_LIMITS.keys, {
    message: `at most ${METADATA_LIMITS.keys} keys`,
  });
export type Metadata = z.infer<typeof metadataSchema>;

/** The metadata as answered: {} when none was set. */
export const metadataOf = (stored: unknown): Metadata =>
  stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Metadata) : {};
