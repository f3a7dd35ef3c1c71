// SECURITY suites: the platform's own posture, checked from outside over HTTP like an attacker would.

import { MAX_LOGIN_BURST, type SecurityCheckName, type SecuritySuite } from '../../../domain/quality-config';
import type { CheckResult } from '../../../domain/quality-results';
import type { Db } from '../../../platform/infra/prisma';
import { openClientProbeSession } from './probe-session';
import type { Target } from './target';

export interface SecurityContext {
  target: Target;
  db: Db;
  sessionSecret: string;
  /** Sign-in attempts the platform allows per window (LOGIN_RATE_LIMIT_MAX). */
  loginRateLimitMax: number;
}

type Outcome = { status: 'passed' | 'failed' | 'skipped'; message: string };
type Probe = (path: string, init?: RequestInit) => Promise<Response>;

const REQUIRED_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'strict-transport-security',
  'referrer-policy',
];
/** A stack frame ("at fn (file.ts:12:5)"), a stack property or a source path in an error body. */
const STACK_TRACE = /\bat [^\n]*:\d+:\d+|"stack"\s*:|node_modules\/|\.tsx?:\d+/;

const passed = (message: string): Outcome => ({ status: 'passed', message });
const failed = (message: string): Outcome => ({ status: 'failed', message });

async function refusals(probe: Probe, endpoints: string[], cookie: string | undefined, allowed: number[]) {
  const wrong: string[] = [];
  for (const endpoint of endpoints) {
    const response = await probe(endpoint, { headers: cookie ? { cookie } : {} });
    await response.body?.cancel();
    if (!allowed.includes(response.status)) wrong.push(`${endpoint} answered ${response.status}`);
  }
  return wrong.length
    ? failed(wrong.join('; '))
    : passed(`${endpoints.length} route(s) answered ${allowed.join(' or ')}`);
}

async function loginBurst(probe: Probe, max: number): Promise<Outcome> {
  const burst = max + 1;
  if (burst > MAX_LOGIN_BURST)
    return { status: 'skipped', message: `not run: the limit (${max}) is above a ${MAX_LOGIN_BURST}-attempt burst` };
  const statuses: number[] = [];
  for (let i = 0; i < burst; i++) {
    const response = await probe('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: 'quality-burst@platform.invalid', password: `wrong-${i}` }),
    });
    await response.body?.cancel();
    statuses.push(response.status);
    if (response.status === 429) break;
  }
  return statuses.includes(429)
    ? passed(`attempt ${statuses.length} of ${burst} was refused with 429`)
    : failed(`${statuses.length} sign-in attempts, none refused (statuses ${[...new Set(statuses)].join(', ')})`);
}

async function noStackTraces(probe: Probe): Promise<Outcome> {
  const attempts: [string, RequestInit][] = [
    ['/api/pricing', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"packages": [' }],
    ['/api/pricing', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"packages": 42}' }],
    ['/api/quality-probe-missing-route', { headers: { accept: 'application/json' } }],
  ];
  const leaks: string[] = [];
  for (const [path, init] of attempts) {
    const response = await probe(path, init);
    const body = await response.text();
    if (response.status >= 400 && STACK_TRACE.test(body))
      leaks.push(`${init.method ?? 'GET'} ${path} (${response.status})`);
  }
  return leaks.length
    ? failed(`stack trace in: ${leaks.join(', ')}`)
    : passed(`${attempts.length} error bodies without stack traces`);
}

export async function runSecurityChecks(
  ctx: SecurityContext,
  suite: SecuritySuite,
  onResult: (result: CheckResult) => Promise<void>,
): Promise<void> {
  const base = ctx.target.baseUrl.replace(/\/$/, '');
  const probe: Probe = (path, init = {}) =>
    fetch(`${base}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(suite.timeout), ...init });
  const session = await openClientProbeSession(ctx.db, ctx.sessionSecret);
  const checks: Record<SecurityCheckName, () => Promise<Outcome>> = {
    'admin-refuses-signed-out': () => refusals(probe, suite.adminEndpoints, undefined, [401, 403]),
    'admin-refuses-client': () => refusals(probe, suite.adminEndpoints, session.cookie, [403]),
    'csrf-required': async () => {
      const response = await probe('/api/pricing', {
        method: 'POST',
        headers: { cookie: session.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ packages: [], services: [], states: [] }),
      });
      await response.body?.cancel();
      return response.status === 403
        ? passed('a signed-in write without a CSRF token was refused (403)')
        : failed(`a signed-in write without a CSRF token answered ${response.status}`);
    },
    'security-headers': async () => {
      const response = await probe('/', { headers: { accept: 'text/html' } });
      await response.body?.cancel();
      const missing = REQUIRED_HEADERS.filter((header) => !response.headers.has(header));
      if (response.headers.get('x-content-type-options') !== 'nosniff' && !missing.includes('x-content-type-options'))
        missing.push('x-content-type-options: nosniff');
      return missing.length
        ? failed(`missing: ${missing.join(', ')}`)
        : passed(`${REQUIRED_HEADERS.length} headers present`);
    },
    'cookie-flags': async () => {
      const response = await probe('/api/csrf');
      await response.body?.cancel();
      const cookies = response.headers.getSetCookie();
      const sid = cookies.find((cookie) => cookie.startsWith('sid='));
      if (!sid) return failed('no session cookie was set');
      const flags = sid.split(';').map((part) => part.trim().toLowerCase());
      const missing = ['httponly', 'samesite'].filter((flag) => !flags.some((part) => part.startsWith(flag)));
      if (base.startsWith('https:') && !flags.includes('secure')) missing.push('secure');
      return missing.length
        ? failed(`session cookie lacks ${missing.join(', ')}`)
        : passed(`session cookie: ${flags.slice(1).join('; ')}`);
    },
    'login-rate-limit': () => loginBurst(probe, ctx.loginRateLimitMax),
    'no-stack-traces': () => noStackTraces(probe),
  };
  try {
    for (const name of suite.checks) {
      const started = performance.now();
      let outcome: Outcome;
      try {
        outcome = await checks[name]();
      } catch (err) {
        outcome = failed(`could not check: ${(err as Error).message}`);
      }
      await onResult({ name, ...outcome, security: true, durationMs: Math.round(performance.now() - started) });
    }
  } finally {
    await session.close();
  }
}
