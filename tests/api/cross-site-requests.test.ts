// Sign-in CSRF and other cross-site state changes: a request whose Origin or Sec-Fetch-Site says it comes from
// another site is refused 403; same-origin pages and clients without browser headers (curl) still work. Real
// database and Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossSiteRefusal } from '../../domain/request-origin';
import { createTestApp, createUser, type TestContext } from '../helpers/api';
import { paymentEvent, signedDelivery, TEST_STRIPE_ENV } from '../helpers/payments';

const PUBLIC_URL = 'https://formation.example';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL, ...TEST_STRIPE_ENV });
});
afterAll(async () => ctx?.close());

const form = (email: string, password: string) =>
  `email=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}`;

async function postLogin(email: string, password: string, headers: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'formation.example', ...headers },
    payload: form(email, password),
  });
}

const sessionCookie = (response: { cookies: { name: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === 'sid');

describe('sign-in from another site', () => {
  it('refuses a cross-site form post of valid credentials: 403 {message}, no session', async () => {
    // Two customers with the same name: the attacker posts its own credentials to sign the victim's browser in.
    const attacker = await createUser(ctx.db, 'CLIENT');
    await createUser(ctx.db, 'CLIENT');
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { origin: 'null', 'sec-fetch-site': 'same-site' },
      { origin: 'https://shop.formation.example', 'sec-fetch-site': 'same-site' },
      { origin: 'https://formation.example.evil.example' },
      { origin: 'http://formation.example:8080' },
    ];
    for (const headers of crossSite) {
      const response = await postLogin(attacker.email, attacker.password, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().message).toMatch(/^Forbidden: cross-site request refused/);
      expect(sessionCookie(response), JSON.stringify(headers)).toBeUndefined();
    }
    expect(await ctx.db.session.count({ where: { userId: attacker.id } })).toBe(0);
  });

  it('signs in from the site itself (PUBLIC_URL or the request host), or without browser headers', async () => {
    const user = await createUser(ctx.db, 'CLIENT');
    const sameSite: Record<string, string>[] = [
      { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
      // What Chromium sends for our own sign-in form (Referrer-Policy: no-referrer makes the Origin null).
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://127.0.0.1:4555', host: '127.0.0.1:4555' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of sameSite) {
      const response = await postLogin(user.email, user.password, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(303);
      expect(sessionCookie(response), JSON.stringify(headers)).toBeDefined();
    }
  });
});

describe('other state-changing routes without a session', () => {
  it('refuses cross-site checkout and pricing posts, but not the signed Stripe webhook', async () => {
    for (const url of ['/api/create-payment-intent', '/api/pricing', '/api/login']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example' },
        payload: {},
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message, url).toMatch(/cross-site request refused/);
    }
    const sameSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/pricing',
      headers: { origin: PUBLIC_URL },
      payload: {},
    });
    expect(sameSite.statusCode).not.toBe(403);

    const delivery = signedDelivery(JSON.stringify(paymentEvent('customer.created', { id: 'cus_x' })));
    const webhook = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: delivery.payload,
      headers: { ...delivery.headers, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(webhook.statusCode).toBe(200);
  });

  it('lets reads through from anywhere', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/catalog',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('crossSiteRefusal', () => {
  it('judges the header combinations', () => {
    const own = 'http://localhost:3000';
    expect(crossSiteRefusal({}, own)).toBeNull();
    expect(crossSiteRefusal({ origin: 'http://localhost:3000' }, own)).toBeNull();
    expect(crossSiteRefusal({ origin: 'http://LOCALHOST:3000' }, own)).toBeNull();
    expect(crossSiteRefusal({ origin: 'http://localhost:5173', host: 'localhost:5173' }, own)).toBeNull();
    expect(crossSiteRefusal({ secFetchSite: 'same-site' }, own)).toBeNull();
    expect(crossSiteRefusal({ origin: 'http://localhost:3001' }, own)).toMatch(/localhost:3001/);
    expect(crossSiteRefusal({ origin: 'http://localhost:3000', secFetchSite: 'cross-site' }, own)).not.toBeNull();
    expect(crossSiteRefusal({ origin: 'javascript:alert(1)' }, own)).toMatch(/not a web address/);
    expect(crossSiteRefusal({ origin: 'x\u0000\ud800'.repeat(200) }, own)).toMatch(/not a web address/);
  });
});
