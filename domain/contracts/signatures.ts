// E-signature answers: a document offered for signature (one row per document, its latest version), the client's
// list with the consent wording (GET /api/orders/:id/signatures) and staff's list (GET /api/admin/orders/:id/signatures).
import { z } from 'zod';
import { SIGNATURE_METHODS } from '../e-signature';

export const SIGNATURE_STATUSES = ['PENDING', 'SIGNED', 'VOID'] as const;

export const signatureSchema = z.object({
  id: z.string(),
  assetId: z.string(),
  name: z.string(),
  label: z.string(),
  stateCode: z.string(),
  documentKey: z.string(),
  documentVersion: z.number().int(),
  capacity: z.string(),
  status: z.enum(SIGNATURE_STATUSES),
  /** The file version to sign (the original). */
  version: z.number().int(),
  /** Whether the asset's current file is still that original (false once signed or superseded). */
  current: z.boolean(),
  method: z.enum(SIGNATURE_METHODS).nullable(),
  signedVersion: z.number().int().nullable(),
  signerName: z.string().nullable(),
  signerEmail: z.string().nullable(),
  signedAt: z.date().nullable(),
  originalSha256: z.string().nullable(),
  signedDocumentSha256: z.string().nullable(),
  signedFileSha256: z.string().nullable(),
  /** Staff's reason for recording a wet-ink signature. */
  reason: z.string().nullable(),
});

/** The client's view of an order's signatures: how many still wait, the documents, the consent wording and whether
 * the order is canceled. */
export const orderSignaturesSchema = z.object({
  waiting: z.number().int(),
  documents: z.array(signatureSchema),
  consentText: z.string(),
  canceled: z.boolean(),
});

/** Staff's view: the same documents, each typed name set beside the people it should name, so a mismatch shows. */
export const adminOrderSignaturesSchema = z.object({
  waiting: z.number().int(),
  documents: z.array(
    signatureSchema.extend({
      /** Whether an electronic signature's typed name names the order's contact (null when not signed so). */
      nameMatchesContact: z.boolean().nullable(),
    }),
  ),
  /** The email of the account that signs (the order's client), and the order's contact as given at checkout. */
  accountEmail: z.string().nullable(),
  contactName: z.string(),
});

/** The answer to signing (electronically or a wet-ink scan): the signature as it now stands. */
export const signedDocumentSchema = z.object({ signature: signatureSchema });
