// Refusals read in a browser, as words on a page with the server pages' look, never as JSON. The token routes'
// per-address limit is seen on a server of this spec's own, with a low TOKEN_RATE_LIMIT_MAX (the shared
// browser-test product lifts that limit: every test comes from one address): past it, the sign-in link's, the
// invitation's and the renewal-cancel link's pages each say so. On the shared product, the limits keyed by account
// and mailbox: the sign-in form after failed passwords, and the sign-in-link form after a mailbox asked too often.
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app';
import { LOGIN_THROTTLE, SIGN_IN_LINK_REQUESTS } from '../../domain/login-throttle';
import { loadConfig } from '../../platform/config';
import { createPrisma, type Db } from '../../platform/infra/prisma';
import { createRedis } from '../../platform/infra/redis';
import { createStripe } from '../../platform/infra/stripe';
import { newClient } from './support/clients';
import { E2E_ENV, E2E_PORT } from './support/env';
import { lookOf, seriousViolations } from './support/page-checks';

const OWN_PORT = E2E_PORT + 6;
const OWN_URL = `http://127.0.0.1:${OWN_PORT}`;
const TOKEN_MAX = 3;
const LINKS_REFUSED = /^Too many requests with links from this address\. Try again in \d+ (second|minute)\(s\)\.$/;
const token = () => randomBytes(32).toString('base64url');

/** Serious and critical axe findings of the page as it is now. */
const axeFindings = async (page: Page) =>
  (await seriousViolations(page)).map((violation) => `${violation.id}: ${violation.nodes[0]?.html.slice(0, 160)}`);

/** The page says the refusal in words, in the server pages' look, and shows no API answer. */
async function expectRefusalPage(page: Page, look: Awaited<ReturnType<typeof lookOf>>) {
  await expect(page.getByRole('heading', { name: 'Too many requests', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(LINKS_REFUSED);
  await expect(page.getByRole('link', { name: 'Formation & Compliance' })).toBeVisible();
  expect(await page.locator('body').textContent()).not.toContain('{"message"');
  expect(await lookOf(page)).toEqual(look);
}

test.describe('past the token routes’ per-address limit, on a server of its own', () => {
  test.use({ baseURL: OWN_URL });
  let app: FastifyInstance;
  let db: Db;
  let closeRedis: () => void;

  test.beforeAll(async () => {
    const config = loadConfig({
      ...E2E_ENV,
      PORT: String(OWN_PORT),
      PUBLIC_URL: OWN_URL,
      REDIS_PREFIX: `e2e-refusals-${Date.now().toString(36)}`,
      TOKEN_RATE_LIMIT_MAX: String(TOKEN_MAX),
    });
    db = createPrisma(config.databaseUrl);
    const redis = createRedis(config.redisUrl, 'e2e-refusals');
    await redis.connect();
    closeRedis = () => redis.disconnect();
    app = await buildApp({ config, db, redis, temporal: null, stripe: createStripe(config) });
    await app.listen({ port: OWN_PORT, host: '127.0.0.1' });
  });

  test.afterAll(async () => {
    await app?.close();
    await db?.$disconnect();
    closeRedis?.();
  });

  test('the sign-in link, invitation and cancel-link pages say in words that the address asked too often', async ({
    page,
  }) => {
    // The sign-in page is no token route: its look is the one every server page wears.
    await page.goto('/api/login');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    const look = await lookOf(page);

    // Within the limit, a guessed link's page says the link is not valid.
    for (let i = 0; i < TOKEN_MAX; i++) {
      const answer = await page.goto(`/api/auth/sign-in-link/${token()}`);
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Sign-in link not valid', level: 1 })).toBeVisible();
    }
    // Past it, the same page says why it refuses, as a page; the status and the wait stay for scripts.
    const refused = await page.goto(`/api/auth/sign-in-link/${token()}`);
    expect(refused?.status()).toBe(429);
    expect(refused?.headers()['content-type']).toMatch(/^text\/html/);
    expect(Number(refused?.headers()['retry-after'])).toBeGreaterThan(0);
    await expectRefusalPage(page, look);
    expect(await axeFindings(page)).toEqual([]);

    // The limit is shared by every token route of the address: the invitation and the cancel link say it too.
    for (const path of [`/api/invite/${token()}`, `/api/renewals/cancel/${token()}`]) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(429);
      await expectRefusalPage(page, look);
    }

    // At 320 px nothing sticks out.
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test('the sign-in form and the sign-in-link form show their limits in words', async ({ page }) => {
  const client = await newClient('refusal-form');
  await page.goto('/api/login');
  for (let i = 0; i < LOGIN_THROTTLE.perAccountAddress; i++) {
    await page.getByLabel('Email').fill(client.email);
    await page.getByLabel('Password').fill(`wrong-${i}`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  }
  // The next attempt is refused before its password is checked, with the wait and the way in by email.
  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Password').fill(client.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Too many failed sign-ins for this email address');
  expect(await page.locator('body').textContent()).not.toContain('{"message"');
  expect(await axeFindings(page)).toEqual([]);

  // Links asked for one mailbox, past its limit: the form again, saying so, the address kept.
  const mailbox = `refusal-${randomUUID().slice(0, 8)}@e2e.test`;
  for (let i = 0; i < SIGN_IN_LINK_REQUESTS.max; i++) {
    await page.goto('/api/auth/sign-in-link');
    await page.getByLabel('Email').fill(mailbox);
    await page.getByRole('button', { name: 'Email Me a Sign-In Link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists for this email address');
  }
  await page.goto('/api/auth/sign-in-link');
  await page.getByLabel('Email').fill(mailbox);
  await page.getByRole('button', { name: 'Email Me a Sign-In Link' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with a link', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    /^Several links were asked for this email address already\. Try again in \d+ minute\(s\)\.$/,
  );
  await expect(page.getByLabel('Email')).toHaveValue(mailbox);
  expect(await page.locator('body').textContent()).not.toContain('{"message"');
  expect(await axeFindings(page)).toEqual([]);
});
