// Verifying a webhook's Formation-Signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, with one
// v1= per secret that signs (after a rotation the new and the previous secret both sign for 24 hours). Verify the
// raw body as received, before parsing it, and refuse an old timestamp (a replay).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { components } from './schema';

export const SIGNATURE_HEADER = 'Formation-Signature';

export class WebhookSignatureError extends Error {}

/** Whether the header signs this raw body with one of your secrets, made at most `toleranceSeconds` ago. */
export function verifySignature(
  rawBody: string,
  header: string,
  secrets: string | string[],
  toleranceSeconds = 300,
  now = Date.now(),
): boolean {
  const parts = header.split(',').map((part) => {
    const at = part.indexOf('=');
    return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
  });
  const t = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > toleranceSeconds) return false;
  const given = parts.filter(([name]) => name === 'v1').map(([, value]) => Buffer.from(value, 'hex'));
  return (Array.isArray(secrets) ? secrets : [secrets]).some((secret) => {
    const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
    return given.some((value) => value.length === expected.length && timingSafeEqual(value, expected));
  });
}

/** The event of a verified webhook; throws WebhookSignatureError when the signature does not verify. */
export function constructEvent(
  rawBody: string,
  header: string | null | undefined,
  secrets: string | string[],
  toleranceSeconds = 300,
): components['schemas']['Event'] {
  if (!header || !verifySignature(rawBody, header, secrets, toleranceSeconds))
    throw new WebhookSignatureError('The Formation-Signature header does not sign this body with your secret');
  return JSON.parse(rawBody) as components['schemas']['Event'];
}
