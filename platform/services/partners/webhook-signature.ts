// Formation-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>"> with the endpoint's secret, checked
// like Stripe's: the receiver recomputes it and refuses an old timestamp.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Formation-Signature';

export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

const hmac = (secret: string, t: number, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

/**
 * The header for a body: one `v1=` per secret that signs now (after a rotation, the new secret's and, for 24 hours,
 * the previous one's, so a receiver still holding the old secret verifies until it switches).
 */
export const signWebhook = (secrets: string | string[], body: string, t = Math.floor(Date.now() / 1000)) =>
  [`t=${t}`, ...(Array.isArray(secrets) ? secrets : [secrets]).map((secret) => `v1=${hmac(secret, t, body)}`)].join(
    ',',
  );

/** How long a rotated-out secret still signs beside its successor. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** The secrets that sign an endpoint's deliveries now: its own, and the previous one within its overlap. */
export function signingSecrets(
  endpoint: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  now = new Date(),
): string[] {
  const previous =
    endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now
      ? [endpoint.previousSecret]
      : [];
  return [endpoint.secret, ...previous];
}

/** Whether the header signs this body with this secret, made at most `toleranceSeconds` ago. */
export function verifyWebhook(header: string, body: string, secret: string, toleranceSeconds = 300): boolean {
  const parts = header.split(',').map((part) => part.split('='));
  const t = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  return parts
    .filter(([name]) => name === 'v1')
    .some(([, value]) => {
      const given = Buffer.from(value ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
