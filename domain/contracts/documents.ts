// A client's documents as GET /api/documents answers them (storefront/src/lib/documents.ts reads them).
import { z } from 'zod';
import { DOCUMENT_TYPES } from '../documents';

export const clientDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  mimeType: z.string().nullable(),
  sizeBytes: z.number().int(),
  createdAt: z.date(),
  orderId: z.string().nullable(),
  /** Shared with the client by staff (rather than produced for one of its orders). */
  shared: z.boolean(),
});

export const documentPageSchema = z.object({
  items: z.array(clientDocumentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
