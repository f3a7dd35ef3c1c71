// Live order pages: the staff order page, the client's order page and the board follow the order as the workflow
// records its steps, without a reload. The browser-test product runs without Temporal, so the test writes what
// the workflow's activities write, with those same activities (worker/pipeline/order-records.ts).
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { loadConfig } from '../../platform/config';
import { createMailer } from '../../platform/infra/mailer';
import { createOrderRecordActivities } from '../../worker/pipeline/order-records';
import { silentLog } from '../helpers/silent-log';
import { newClient, storedDocument } from './support/clients';
import { e2eDb } from './support/db';
import { E2E_ENV } from './support/env';
import { seedOrder } from './support/orders';
import { ADMIN, signIn } from './support/users';

// Pages wait on lazily loaded code and on the database's notices: on a loaded machine that takes longer than the
// default 7 s.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const db = e2eDb();
const config = loadConfig(E2E_ENV);
const workflow = createOrderRecordActivities({
  db,
  mailer: createMailer(config, silentLog),
  publicUrl: config.publicUrl,
});

const approve = (orderId: string) =>
  workflow.recordTransition({
    orderId,
    eventId: randomUUID(),
    stage: 'DOCUMENTS',
    action: 'approve',
    actor: null,
    note: null,
  });

/** A marker on the window: gone after a reload or a navigation. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  return () => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

test('the staff order page shows the documents and the filings as the workflow records them, without a reload', async ({
  page,
}) => {
  const company = `Live ${randomUUID().slice(0, 8)}`;
  const order = await seedOrder(db, { company, totalUSD: 140_000, states: ['DE', 'WY'] });
  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.goto(`/admin/onboarding/${order.id}`);
  await expect(page.getByRole('heading', { name: `Order #${order.id.slice(0, 8)}` })).toBeVisible();
  await expect(page.getByText('No documents yet.')).toBeVisible();
  const samePage = await markPage(page);

  // Approved, then the documents generated.
  await approve(order.id);
  await expect(page.getByRole('list', { name: 'Order history' })).toContainText('Approved · Document Preparation');
  await storedDocument({ name: `${company} LLC - Operating Agreement (DE).pdf`, orderId: order.id });
  await expect(page.getByRole('list', { name: 'Documents' })).toContainText('Operating Agreement (DE).pdf');

  // Filing: the table appears, then each state's filing is recorded.
  await workflow.recordTransition({
    orderId: order.id,
    eventId: randomUUID(),
    stage: 'FILING',
    action: 'confirmDocuments',
    actor: null,
    note: null,
  });
  await workflow.openFilings({ orderId: order.id, states: ['DE', 'WY'] });
  const filings = page.getByRole('table', { name: 'Filings' });
  await expect(filings.getByRole('row').filter({ hasText: 'DE' })).toContainText('PENDING');
  await workflow.recordFiling({
    orderId: order.id,
    filing: {
      stateCode: 'DE',
      status: 'FILED',
      confirmationNumber: 'DE-LIVE-1',
      filedAt: new Date().toISOString(),
      rejectionReason: null,
    },
  });
  await expect(filings.getByRole('row').filter({ hasText: 'DE' })).toContainText('FILED');
  await expect(filings.getByRole('row').filter({ hasText: 'DE' })).toContainText('DE-LIVE-1');
  expect(await samePage()).toBe(true);
});

test('a client’s order page follows their order; another client cannot follow it', async ({ browser }) => {
  const owner = await newClient('live-owner');
  const other = await newClient('live-other');
  // Both clients' orders under the same company name.
  const company = `Same Name ${randomUUID().slice(0, 6)}`;
  const order = await seedOrder(db, { company, totalUSD: 90_000, userId: owner.id });
  const othersOrder = await seedOrder(db, { company, totalUSD: 90_000, userId: other.id });

  const ownerPage = await (await browser.newContext()).newPage();
  await signIn(ownerPage, owner);
  await ownerPage.waitForURL((url) => url.pathname === '/dashboard');
  await ownerPage.goto(`/orders/${order.id}`);
  await expect(ownerPage.getByRole('heading', { name: `Order #${order.id.slice(0, 8)}` })).toBeVisible();
  const samePage = await markPage(ownerPage);

  const otherPage = await (await browser.newContext()).newPage();
  await signIn(otherPage, other);
  await otherPage.waitForURL((url) => url.pathname === '/dashboard');
  const refused = await otherPage.request.get(`/api/orders/${order.id}/events`);
  expect(refused.status()).toBe(404);
  expect(await refused.json()).toEqual({ message: `Order not found: ${order.id}` });
  const unknown = await otherPage.request.get(`/api/orders/${randomUUID()}/events`);
  expect(unknown.status()).toBe(404);
  const signedOut = await (await browser.newContext()).request.get(`/api/orders/${order.id}/events`);
  expect(signedOut.status()).toBe(401);

  await approve(order.id);
  await approve(othersOrder.id);
  const timeline = ownerPage.getByRole('list', { name: 'Order timeline' });
  await expect(timeline).toContainText('Review complete: documents in preparation');
  await storedDocument({ name: `${company} LLC - Articles (DE).pdf`, orderId: order.id, ownerId: owner.id });
  await expect(ownerPage.getByTestId('order-document')).toContainText('Articles (DE).pdf');
  expect(await samePage()).toBe(true);
});

test('the board moves a card to its new column when the order moves', async ({ page }) => {
  const company = `Board Live ${randomUUID().slice(0, 8)}`;
  const order = await seedOrder(db, { company, totalUSD: 60_000 });
  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.goto('/admin/onboarding');
  await page.getByLabel('Search orders').fill(company);
  const card = page.locator(`[data-order-id="${order.id}"]`);
  await expect(page.getByRole('region', { name: 'Pending Review' }).locator(card)).toBeVisible();
  const samePage = await markPage(page);
  await approve(order.id);
  await expect(page.getByRole('region', { name: 'In Progress' }).locator(card)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending Review' }).locator(card)).toHaveCount(0);
  expect(await samePage()).toBe(true);
});
