// The headers of a range of responses (public JSON, errors, HTML, sign-in, signed-in, CSRF refusal), compared
// with a snapshot recorded before the security headers were precomputed and sessions made lazy: the security
// headers and the session cookie's attributes must stay exactly the same on every response. The cookie is sent
// when the session is created or changed (sign-in, CSRF secret), not on every signed-in answer: a session's lifetime
// runs from sign-in.
import type { OutgoingHttpHeaders } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGES } from '../../domain/catalog';
import { createTestApp, createUser, TestAgent, type TestContext } from '../helpers/api';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

/** Headers that describe the body or the moment (not the security posture) are left out. */
const VOLATILE = new Set([
  'date',
  'content-length',
  'etag',
  'cache-control',
  'vary',
  'content-encoding',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
]);

function shape(response: LightMyRequestResponse) {
  const headers: Record<string, unknown> = { status: response.statusCode };
  for (const name of Object.keys(response.headers).sort()) {
    if (VOLATILE.has(name)) continue;
    const value = response.headers[name];
    headers[name] =
      name === 'set-cookie'
        ? [value].flat().map((cookie) =>
            String(cookie)
              .replace(/^([^=]+)=[^;]*/, '$1=<value>')
              .replace(/Expires=[^;]+/, 'Expires=<date>'),
          )
        : value;
  }
  return headers;
}

describe('response headers', () => {
  it('are the same security headers and cookie attributes on every kind of response', async () => {
    const anonymous = new TestAgent(ctx.app);
    const user = await createUser(ctx.db, 'CLIENT');
    const signedIn = new TestAgent(ctx.app);
    const payload = { packages: [PACKAGES[0].id], services: [], states: ['DE'] };

    const responses: Record<string, LightMyRequestResponse> = {
      catalog: await anonymous.request({ method: 'GET', url: '/api/catalog' }),
      pricing: await anonymous.request({ method: 'POST', url: '/api/pricing', payload }),
      pricingInvalid: await anonymous.request({ method: 'POST', url: '/api/pricing', payload: { packages: 'x' } }),
      notFound: await anonymous.request({ method: 'GET', url: '/api/nothing-here' }),
      health: await anonymous.request({ method: 'GET', url: '/api/health' }),
      anonymousUser: await anonymous.request({ method: 'GET', url: '/api/auth/user' }),
      loginPage: await anonymous.request({ method: 'GET', url: '/api/login' }),
      csrf: await signedIn.request({ method: 'GET', url: '/api/csrf' }),
    };
    signedIn.csrfToken = responses.csrf.json().csrfToken;
    responses.login = await signedIn.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      csrf: true,
    });
    await signedIn.fetchCsrf();
    responses.currentUser = await signedIn.request({ method: 'GET', url: '/api/auth/user' });
    responses.catalogSignedIn = await signedIn.request({ method: 'GET', url: '/api/catalog' });
    responses.csrfRefused = await signedIn.request({ method: 'POST', url: '/api/pricing', payload });
    responses.pricingSignedIn = await signedIn.request({ method: 'POST', url: '/api/pricing', payload, csrf: true });
    responses.logout = await signedIn.request({ method: 'GET', url: '/api/logout' });

    const shapes = Object.fromEntries(Object.entries(responses).map(([name, response]) => [name, shape(response)]));
    expect(shapes).toMatchSnapshot();
  });
});

describe('hijacked responses', () => {
  it('carry the security headers when written with the reply headers (e.g. an event stream)', async () => {
    const { buildApp } = await import('../../api/app');
    const app = await buildApp({ config: ctx.config, db: ctx.db, redis: ctx.app.redis, temporal: null, stripe: null });
    app.get('/api/test-stream', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { ...(reply.getHeaders() as OutgoingHttpHeaders), 'content-type': 'text/event-stream' });
      reply.raw.end('data: {}\n\n');
    });
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/api/test-stream' });
    await app.close();
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});
