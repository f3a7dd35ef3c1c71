// Authorised download links for client documents: /api/documents/:id/download?user=&expires=&sig=, where sig is an
// HMAC-SHA256 (keyed from SESSION_SECRET) of the document, the user it was issued to and the expiry. A link cannot
// be guessed or altered, stops working after DOWNLOAD_LINK_TTL_MS, and only serves the user it was issued to.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DOWNLOAD_LINK_TTL_MS = 5 * 60 * 1000;

export interface DownloadGrant {
  assetId: string;
  userId: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const signature = (secret: string, grant: DownloadGrant) =>
  createHmac('sha256', `download-links:${secret}`)
    .update(`${grant.assetId}.${grant.userId}.${grant.expiresAt}`)
    .digest('base64url');

export function signDownloadLink(secret: string, grant: DownloadGrant): string {
  const query = new URLSearchParams({
    user: grant.userId,
    expires: String(grant.expiresAt),
    sig: signature(secret, grant),
  });
  return `/api/documents/${grant.assetId}/download?${query}`;
}

export type LinkCheck = { ok: true } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks the signature first (an altered expiry is invalid, not expired), then the expiry. */
export function checkDownloadLink(secret: string, grant: DownloadGrant, sig: string, now = Date.now()): LinkCheck {
  const expected = Buffer.from(signature(secret, grant));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (grant.expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true };
}
