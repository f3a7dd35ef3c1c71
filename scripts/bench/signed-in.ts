// A signed-in visitor for the head to head on GET /api/auth/user (`npm run bench compare`, BENCH_ROUTE=user): the
// bench database migrated (created when missing), a client account, and its session cookie from a sign-in through
// the API. Both sides share the database and the session secret, so each accepts the cookie.
import { createPrisma } from '../../platform/infra/prisma';
import { upsertUser } from '../../platform/services/identity';
import { migrate } from '../prisma-cli';
import type { Contender } from './head-to-head';
import { startLogged, stop, type Target, waitForOk } from './load';

const VISITOR = { email: 'visitor@bench.example', password: 'bench-visitor-password-0123456789' };

export async function signedInCookie(
  contender: Contender,
  databaseUrl: string,
  options: { logFile: string; cwd: string },
): Promise<string> {
  await migrate(databaseUrl);
  const db = createPrisma(databaseUrl);
  try {
    await upsertUser(db, { ...VISITOR, role: 'CLIENT' });
  } finally {
    await db.$disconnect();
  }
  const api = startLogged(process.execPath, contender.args, contender.env, options.logFile, options.cwd);
  try {
    const base = `http://127.0.0.1:${contender.port}`;
    await waitForOk(`${base}/api/health/live`);
    const response = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(VISITOR),
    });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('sid='));
    if (!response.ok || !cookie) throw new Error(`sign-in for the bench answered ${response.status}`);
    return cookie.split(';')[0];
  } finally {
    await stop(api);
  }
}

export const signedInUserTarget =
  (cookie: string) =>
  (port: number): Target => ({
    name: 'GET /api/auth/user (signed in)',
    url: `http://127.0.0.1:${port}/api/auth/user`,
    headers: { cookie },
  });
