// Signed links to a partner's order documents: /api/v1/documents/:id/download?partner=&expires=&sig=, where sig is
// an HMAC-SHA256 (keyed from SESSION_SECRET, under its own label) of the document, the partner and the expiry. The
// link needs no key, so it can be handed to a browser; it cannot be altered or moved to another document or
// partner, and stops working after DOCUMENT_LINK_TTL_MS.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DOCUMENT_LINK_TTL_MS = 15 * 60 * 1000;

export interface DocumentGrant {
  documentId: string;
  partnerId: string;
  /** Unix seconds. */
  expires: number;
}

const signature = (secret: string, grant: DocumentGrant) =>
  createHmac('sha256', `partner-document-links:${secret}`)
    .update(`${grant.documentId}.${grant.partnerId}.${grant.expires}`)
    .digest('hex');

/** The link's path and query (the caller puts PUBLIC_URL in front). */
export function signDocumentLink(secret: string, grant: DocumentGrant): string {
  const query = new URLSearchParams({
    partner: grant.partnerId,
    expires: String(grant.expires),
    sig: signature(secret, grant),
  });
  return `/api/v1/documents/${encodeURIComponent(grant.documentId)}/download?${query}`;
}

/** The signature first (an altered expiry is invalid, not expired), then the expiry. */
export function checkDocumentLink(
  secret: string,
  grant: DocumentGrant,
  sig: string,
  now = Date.now(),
): 'ok' | 'invalid' | 'expired' {
  const expected = Buffer.from(signature(secret, grant));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return grant.expires * 1000 <= now ? 'expired' : 'ok';
}
