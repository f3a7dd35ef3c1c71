// A browser that opens a server page (a sign-in, invitation or renewal-cancel link) or posts its form past a limit
// reads a page in words, with the 429 and its Retry-After kept; a script asking for JSON on the same route still
// gets {message}, and the JSON routes behind the storefront's own pages (payment links, organisation invitations)
// answer JSON. A stale form on a server page says so in words too. Real Redis and database.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TestAgent, type TestContext } from '../helpers/api';

const TOKEN_MAX = 2;
let ctx: TestContext;
let addressCounter = 0;
beforeAll(async () => {
  ctx = await createTestApp({ TOKEN_RATE_LIMIT_MAX: String(TOKEN_MAX) });
});
afterAll(async () => ctx?.close());

const freshIp = () => `10.77.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' };
const LINKS_REFUSED = /Too many requests with links from this address\. Try again in \d+ (second|minute)\(s\)\./;

let mailboxCounter = 0;
/** A valid body for each post (the limit counts requests that pass validation), a new mailbox each time. */
const bodyOf = (request: { method: string; url: string }, json: boolean) => {
  if (request.method !== 'POST') return undefined;
  const email = `refusal-${++mailboxCounter}@test.example`;
  if (request.url !== '/api/auth/sign-in-link') return json ? {} : '';
  return json ? { email } : `email=${encodeURIComponent(email)}`;
};

/** The same request TOKEN_MAX + 1 times from one new address: the last answer, past the limit. */
async function pastTheLimit(request: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string> }) {
  const remoteAddress = freshIp();
  const json = request.headers?.accept === 'application/json';
  const send = () => ctx.app.inject({ ...request, remoteAddress, payload: bodyOf(request, json) });
  for (let i = 0; i < TOKEN_MAX; i++) expect((await send()).statusCode, request.url).not.toBe(429);
  return send();
}

function expectRefusalPage(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.headers['cache-control']).toBe('no-store');
  const body = response.body;
  expect(body.startsWith('<!doctype html>')).toBe(true);
  expect(body).toContain('<h1>Too many requests</h1>');
  expect(body).toMatch(new RegExp(`<p class="error" role="alert">${LINKS_REFUSED.source}</p>`));
  // The server pages' look: the storefront's header and card, not an API answer.
  expect(body).toContain('<a class="brand" href="/">Formation &amp; Compliance</a>');
  expect(body).not.toContain('{"message"');
}

describe('limit refusals on the server pages', () => {
  const pages = [
    { method: 'GET', url: '/api/auth/sign-in-link/guessed-token' },
    { method: 'POST', url: '/api/auth/sign-in-link/guessed-token', headers: FORM },
    { method: 'POST', url: '/api/auth/sign-in-link', headers: FORM },
    { method: 'GET', url: '/api/invite/guessed-token' },
    { method: 'POST', url: '/api/invite/guessed-token', headers: FORM },
    { method: 'GET', url: '/api/renewals/cancel/guessed-token' },
    { method: 'POST', url: '/api/renewals/cancel/guessed-token', headers: FORM },
  ] as const;

  it.each(pages)('$method $url answers a page in words, 429 kept', async (request) => {
    expectRefusalPage(await pastTheLimit(request));
  });

  it('answers a script asking for JSON on the same routes with {message}', async () => {
    for (const request of pages) {
      const refused = await pastTheLimit({ ...request, headers: { accept: 'application/json' } });
      expect(refused.statusCode, request.url).toBe(429);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.json().message).toMatch(LINKS_REFUSED);
    }
  });

  it('keeps JSON on the JSON routes behind the storefront pages, whatever the caller accepts', async () => {
    for (const url of [
      `/api/payment-links/00000000-0000-4000-8000-000000000000?expires=1&sig=${'0'.repeat(64)}`,
      '/api/organizations/invitations/guessed-token',
    ]) {
      const refused = await pastTheLimit({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(refused.statusCode, url).toBe(429);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.json().message).toMatch(LINKS_REFUSED);
    }
  });
});

describe('the sign-in-link form', () => {
  it('shows the form again with the per-mailbox refusal in words, the address kept', async () => {
    const user = await createUser(ctx.db, 'CLIENT');
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in-link',
        headers: FORM,
        payload: `email=${encodeURIComponent(user.email)}`,
        remoteAddress: freshIp(),
      });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(202);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain('<h1>Sign in with a link</h1>');
    expect(refused.body).toMatch(
      /role="alert">Several links were asked for this email address already\. Try again in \d+ minute\(s\)\.</,
    );
    expect(refused.body).toContain(`value="${user.email}"`);
    expect(refused.body).not.toContain('{"message"');
  });

  it('says in words that a stale form has expired, where the API would name its CSRF header', async () => {
    const agent = new TestAgent(ctx.app);
    const page = await agent.request({ method: 'GET', url: '/api/auth/sign-in-link', remoteAddress: freshIp() });
    expect(page.statusCode).toBe(200);
    expect(agent.hasCookie('sid')).toBe(true);
    const stale = await agent.request({
      method: 'POST',
      url: '/api/auth/sign-in-link',
      headers: FORM,
      payload: '_csrf=not-the-pages-token&email=someone%40test.example',
      remoteAddress: freshIp(),
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.headers['content-type']).toMatch(/^text\/html/);
    expect(stale.body).toContain('This page has expired. Go back, reload the page and try again.');
    expect(stale.body).not.toContain('x-csrf-token');
  });
});
