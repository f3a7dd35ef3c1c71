// Formation-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>"> with the endpoint's secret, checked
// like Stripe's: the receiver recomputes it and refuses an old timestamp.
import { createHmac, randomBytes } from 'node:crypto';

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
