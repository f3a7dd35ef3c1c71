// Partner API keys: `fk_test_...` or `fk_live_...`, 32 random bytes in base64url (made in
// platform/services/partners/key-secrets.ts). Only a key's SHA-256 is stored; its first characters name it in lists.
export const API_MODES = ['TEST', 'LIVE'] as const;
export type ApiMode = (typeof API_MODES)[number];

const KEY_PATTERN = /^fk_(test|live)_[A-Za-z0-9_-]{43}$/;
/** `fk_live_` and eight characters of the secret. */
export const KEY_PREFIX_LENGTH = 16;

/** How long a rotated key keeps working beside its successor. */
export const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

/** The mode a well-formed key claims (the stored key decides; this only refuses garbage before a lookup). */
export function apiKeyMode(key: string): ApiMode | null {
  const match = KEY_PATTERN.exec(key);
  return match ? (match[1].toUpperCase() as ApiMode) : null;
}
