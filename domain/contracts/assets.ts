// DAM answers: an asset (list row and upload result), its details with every version and the client it is shared
// with, and the result of sharing it.
import { z } from 'zod';
import { ASSET_KINDS } from '../asset-kinds';

export const assetSchema = z.object({
  id: z.string(),
  kind: z.enum(ASSET_KINDS),
  name: z.string(),
  s3Key: z.string(),
  checksum: z.string(),
  mimeType: z.string().nullable(),
  sizeBytes: z.number().int(),
  tags: z.array(z.string()),
  version: z.number().int(),
  orderId: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

export const assetVersionSchema = z.object({
  version: z.number().int(),
  checksum: z.string(),
  sizeBytes: z.number().int(),
  mimeType: z.string().nullable(),
  createdAt: z.date(),
});

export const sharedWithSchema = z.object({ id: z.string(), email: z.string() });

/** GET /api/assets/:id. */
export const assetDetailsSchema = assetSchema.extend({
  versions: z.array(assetVersionSchema),
  sharedWith: sharedWithSchema.nullable(),
});

/** POST/DELETE /api/assets/:id/share. */
export const assetShareSchema = z.object({
  id: z.string(),
  ownerId: z.string().nullable(),
  ownerEmail: z.string().nullable(),
});
