// A short-lived signed-in CLIENT session for the security suite, made the way the API stores sessions (so the
// checks do not depend on signing in, which the login burst check rate-limits).
import { randomBytes } from 'node:crypto';
import { Signer } from '@fastify/cookie';
import type { Db } from '../../../platform/infra/prisma';
import { deleteProbeSession, ensureProbeClient, storeProbeSession } from '../../../platform/services/quality';

const PROBE_CLIENT_EMAIL = 'quality-probe@platform.invalid';
const PROBE_TTL_MS = 10 * 60 * 1000;

export interface ProbeSession {
  cookie: string;
  close(): Promise<void>;
}

export async function openClientProbeSession(db: Db, sessionSecret: string, cookieName = 'sid'): Promise<ProbeSession> {
  const user = await ensureProbeClient(db, PROBE_CLIENT_EMAIL);
  const sid = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + PROBE_TTL_MS);
  await storeProbeSession(db, {
    sid,
    userId: user.id,
    expiresAt,
    data: {
      cookie: {
        originalMaxAge: PROBE_TTL_MS,
        expires: expiresAt.toISOString(),
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
      },
      userId: user.id,
    },
  });
  return {
    cookie: `${cookieName}=${encodeURIComponent(new Signer(sessionSecret).sign(sid))}`,
    async close() {
      await deleteProbeSession(db, sid);
    },
  };
}
