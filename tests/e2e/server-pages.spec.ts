// The pages the API renders itself (sign-in, sign-in link, set password, a renewal's cancel link) and the hosted
// payment link: each under the storefront's brand header, in its font and colours, and no wider than the screen
// at 320 and 390 px.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { addDays, toCalendarDate } from '../../domain/calendar-dates';
import { issueKey } from '../../platform/services/partners';
import { formEntities } from '../helpers/compliance';
import { newClient } from './support/clients';
import { e2eDb } from './support/db';
import { E2E_BASE_URL, STRIPE_STUB_URL } from './support/env';
import { installFakeStripe } from './support/fake-stripe';
import { lookOf } from './support/page-checks';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const WIDTHS = [320, 390];

/** Each page's path and its heading, made once for the whole file. */
let pages: { path: string; heading: string }[] = [];

test.beforeAll(async () => {
  const db = e2eDb();
  const client = await newClient('server-pages');
  // An invitation the client has not used yet.
  const invite = randomBytes(32).toString('base64url');
  await db.user.update({
    where: { id: client.id },
    data: { inviteTokenHash: sha256(invite), inviteExpiresAt: addDays(new Date(), 7) },
  });
  // A renewal notice's cancel link, for a company with a long name.
  const { order } = await formEntities(
    db,
    client.id,
    [
      {
        stateCode: 'WY',
        entityType: 'LLC',
        businessName: `Extraordinarily Long Company Name Holdings ${randomUUID()} LLC`,
      },
    ],
    addDays(toCalendarDate(new Date()), -345),
  );
  const entity = await db.formedEntity.findFirstOrThrow({ where: { orderId: order.id } });
  const chargeOn = addDays(toCalendarDate(new Date()), 20);
  const renewal = await db.serviceRenewal.upsert({
    where: { entityId_serviceId: { entityId: entity.id, serviceId: 'REGISTERED_AGENT' } },
    create: { entityId: entity.id, serviceId: 'REGISTERED_AGENT', amountCents: 15_000, nextChargeOn: chargeOn },
    update: { nextChargeOn: chargeOn },
  });
  const cancel = randomBytes(32).toString('base64url');
  await db.renewalNotice.create({
    data: { renewalId: renewal.id, chargeOn, tokenHash: sha256(cancel), recipient: client.email },
  });
  // A partner's order paid through its hosted link.
  const partner = await db.partner.create({ data: { name: 'Fit Payroll', email: `partner-${randomUUID()}@e2e.test` } });
  const { key } = await issueKey(db, partner.id, { mode: 'TEST', name: 'e2e' });
  const response = await fetch(`${E2E_BASE_URL}/api/v1/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'FORMATION',
      customer: { email: `customer-${randomUUID()}@e2e.test`, firstName: 'Jane', lastName: 'Doe' },
      packages: ['PREMIUM'],
      services: [],
      states: ['WY'],
      entityDetails: { WY: { businessName: `Fit ${randomUUID().slice(0, 8)} LLC`, entityType: 'LLC' } },
      billing: 'payment_link',
    }),
  });
  expect(response.status).toBe(201);
  const link = new URL(((await response.json()) as { paymentUrl: string }).paymentUrl);
  pages = [
    { path: '/api/login', heading: 'Sign in' },
    { path: '/api/auth/sign-in-link', heading: 'Sign in with a link' },
    { path: `/api/auth/sign-in-link/${randomBytes(32).toString('base64url')}`, heading: 'Sign-in link not valid' },
    { path: `/api/invite/${invite}`, heading: 'Set your password' },
    { path: `/api/invite/${randomBytes(32).toString('base64url')}`, heading: 'Invitation link not valid' },
    { path: `/api/renewals/cancel/${cancel}`, heading: 'Cancel your renewal' },
    { path: `${link.pathname}${link.search}`, heading: 'Pay your order' },
  ];
});

test.beforeEach(async ({ context }) => {
  await installFakeStripe(context, { stubUrl: STRIPE_STUB_URL });
});

test("each server page wears the storefront's look and fits 320 and 390 px", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Formation & Compliance' })).toBeVisible();
  const storefront = await lookOf(page);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 }), path).toBeVisible({ timeout: 20_000 });
      const fit = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
        // What sticks out, to say where to look when it does not fit.
        over: [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
          .slice(0, 3)
          .map((e) => `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
      }));
      expect(fit.scroll, `${path} at ${width} px is ${fit.scroll} px wide: ${fit.over.join(', ')}`).toBeLessThanOrEqual(
        fit.inner,
      );
      expect(await lookOf(page), path).toEqual(storefront);
      if (width === 390) await page.screenshot({ path: `/tmp/server-page-${heading.replace(/\W+/g, '-')}.png` });
    }
  }
});
