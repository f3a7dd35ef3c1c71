// Without SESSION_SECRET every restart would sign people out: keep a generated secret in .data/.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataPath } from './data-dir';

const SECRET = dataPath('session-secret');
export const SESSION_SECRET_FILE = SECRET.shown;

export function persistentSessionSecret(): string {
  const file = SECRET.path;
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
