// A partner API key's secret and its stored form (the pure rules of keys are in domain/partner-keys.ts).
import { createHash, randomBytes } from 'node:crypto';
import { type ApiMode, KEY_PREFIX_LENGTH } from '../../../domain/partner-keys';

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function newApiKey(mode: ApiMode): { key: string; hash: string; prefix: string } {
  const key = `fk_${mode.toLowerCase()}_${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, KEY_PREFIX_LENGTH) };
}
