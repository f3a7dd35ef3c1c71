// The order's documents to sign (GET /api/orders/:id/signatures) and the signature itself
// (POST /api/orders/:id/documents/:assetId/sign).
import { useQuery } from '@tanstack/react-query';
import type { orderSignaturesSchema, signatureSchema } from '../../../../domain/contracts/signatures';
import type { Wire } from '../../../../domain/contracts/wire';
import { apiRequest } from '../../lib/api';

/** One document offered for signature (the route's own schema). */
export type SignatureItem = Wire<typeof signatureSchema>;

export type OrderSignatures = Wire<typeof orderSignaturesSchema>;

export const signaturesKey = (orderId: string) => [`/api/orders/${orderId}/signatures`];

export const useOrderSignatures = (orderId: string) => useQuery<OrderSignatures>({ queryKey: signaturesKey(orderId) });

export const signDocument = (orderId: string, item: SignatureItem, fullName: string) =>
  apiRequest('POST', `/api/orders/${orderId}/documents/${item.assetId}/sign`, {
    consent: true,
    fullName: fullName.trim(),
    version: item.version,
  });

/** A short-lived link that shows the PDF in the page rather than downloading it. */
export async function inlineDocumentUrl(assetId: string): Promise<string> {
  const { url } = await apiRequest<{ url: string }>('GET', `/api/documents/${assetId}/link`);
  return `${url}&inline=1`;
}
