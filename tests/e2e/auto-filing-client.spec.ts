// A client turns automatic filing on from the entity page with a card entered in the Payment Element (a SetupIntent
// confirmed through the Stripe stand-in), by keyboard; it becomes their one card on file, shown once on the page;
// another client with the same names and business name is left as they were and cannot read the first one's switch.
// Staff then run the compliance scan, which orders and charges the annual report due within the lead time: the order
// shows on the entity page. The client changes their card on file, and turning automatic filing on again charges it
// without asking for a card.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { formEntities, formedOnReportDueSoon, removeCreatedOrders } from '../helpers/compliance';
import { newClient } from './support/clients';
import { e2eDb } from './support/db';
import { STRIPE_STUB_URL } from './support/env';
import { installFakeStripe } from './support/fake-stripe';
import { ADMIN, signIn } from './support/users';

const expect = baseExpect.configure({ timeout: 20_000 });
const SAME_NAME = `Autofile Twins ${Date.now().toString(36)} LLC`;
const SWITCH = 'File annual reports automatically';

async function clientWithEntity(label: string) {
  const client = await newClient(label);
  const { obligations } = await formEntities(
    e2eDb(),
    client.id,
    [{ stateCode: 'WY', entityType: 'LLC', businessName: SAME_NAME }],
    formedOnReportDueSoon(),
  );
  return { ...client, entityId: obligations[0].entityId };
}

const autoFileOf = async (entityId: string) =>
  (await e2eDb().formedEntity.findUniqueOrThrow({ where: { id: entityId } })).autoFile;

/** A same-origin request from the signed-in page, with its CSRF token. */
function callApi(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const { csrfToken } = await (await fetch('/api/csrf')).json();
      const response = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, url, body },
  );
}

test.beforeEach(async ({ context }) => {
  await installFakeStripe(context, { stubUrl: STRIPE_STUB_URL });
});

test.afterAll(async () => {
  await removeCreatedOrders(e2eDb());
});

test('a client turns automatic filing on with a card and the scan files their annual report; the twin is untouched', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const alice = await clientWithEntity('autofile-alice');
  const bob = await clientWithEntity('autofile-bob');

  await signIn(page, alice);
  await page.waitForURL((url) => !url.pathname.startsWith('/api/login'));
  await page.goto(`/entities/${alice.entityId}`);
  const section = page.getByRole('region', { name: 'Automatic filing' });
  const toggle = section.getByRole('switch', { name: SWITCH });
  await expect(toggle).not.toBeChecked();
  await expect(section).toContainText('Each report costs');

  // By keyboard: the switch opens the card form; a declined card leaves it off, with the reason. (The switch is
  // disabled while the entity's automatic filing loads.)
  await expect(toggle).toBeEnabled();
  await toggle.focus();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: `Automatic filing for ${SAME_NAME}` });
  const save = dialog.getByRole('button', { name: 'Save card and turn on' });
  await expect(save).toBeEnabled();
  await page.evaluate(() => {
    window.__fakeStripeOutcome = 'decline';
  });
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.');
  expect(await autoFileOf(alice.entityId)).toBe(false);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toggle).not.toBeChecked();

  await page.evaluate(() => {
    window.__fakeStripeOutcome = 'succeed';
  });
  await toggle.focus();
  await page.keyboard.press('Space');
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('status')).toHaveText(
    'Automatic filing is on: we charge your Visa card ending in 4242.',
  );
  await expect(toggle).toBeChecked();
  expect(await autoFileOf(alice.entityId)).toBe(true);
  // The card is shown once, as the client's card on file.
  const cardSection = page.getByRole('region', { name: 'Card on file' });
  await expect(cardSection.getByTestId('card-on-file')).toHaveText('Your Visa card ending in 4242');

  // The other client: their own entity stays off, and the first one's switch answers 404, audited.
  const bobContext = await browser.newContext();
  await installFakeStripe(bobContext, { stubUrl: STRIPE_STUB_URL });
  const bobPage = await bobContext.newPage();
  await signIn(bobPage, bob);
  await bobPage.waitForURL((url) => !url.pathname.startsWith('/api/login'));
  await bobPage.goto(`/entities/${bob.entityId}`);
  await expect(
    bobPage.getByRole('region', { name: 'Automatic filing' }).getByRole('switch', { name: SWITCH }),
  ).not.toBeChecked();
  expect(await autoFileOf(bob.entityId)).toBe(false);
  await expect(bobPage.getByRole('region', { name: 'Card on file' }).getByTestId('card-on-file')).toHaveText(
    'No card on file.',
  );
  const foreign = await callApi(bobPage, 'PUT', `/api/entities/${alice.entityId}/auto-file`, { enabled: false });
  expect(foreign.status).toBe(404);
  expect(await autoFileOf(alice.entityId)).toBe(true);
  const denied = { action: 'access.denied', actorId: bob.id, target: `entity:${alice.entityId}` };
  expect(await e2eDb().auditEntry.count({ where: denied })).toBe(1);

  // Staff run the scan now: one annual report ordered and paid for the first client only.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, ADMIN);
  await staffPage.waitForURL((url) => url.pathname === '/admin');
  const scan = await callApi(staffPage, 'POST', '/api/admin/compliance/scan', {});
  expect(scan.status).toBe(202);
  expect(scan.body.jobId).toEqual(expect.any(String));
  const reports = (entityId: string) => e2eDb().order.findMany({ where: { entityId, kind: 'ANNUAL_REPORT' } });
  await expect.poll(async () => (await reports(alice.entityId)).map((o) => o.paymentStatus)).toEqual(['PAID']);
  expect(await reports(bob.entityId)).toEqual([]);

  await page.reload();
  const openOrders = page.getByRole('list', { name: 'Open orders' });
  await expect(openOrders.getByRole('link', { name: /^Annual report #/ })).toHaveCount(1);
  await bobPage.reload();
  await expect(bobPage.getByRole('region', { name: 'Open orders' })).toContainText('No open orders.');

  // Off again, by keyboard, at once.
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(section.getByRole('status')).toHaveText('Automatic filing is off.');
  expect(await autoFileOf(alice.entityId)).toBe(false);

  // A new card on file, for automatic filing and renewals alike; on again, it is charged without asking.
  await page.evaluate(() => {
    window.__fakeStripeCard = 'authentication_required';
  });
  await cardSection.getByRole('button', { name: 'Change card' }).click();
  const change = page.getByRole('dialog', { name: 'Change card' });
  await expect(change).toContainText('Automatic filing and your renewals charge this card');
  const saveCard = change.getByRole('button', { name: 'Save card' });
  await expect(saveCard).toBeEnabled();
  await saveCard.click();
  await expect(change).toBeHidden();
  await expect(cardSection.getByRole('status')).toHaveText('Your card on file is now your Visa card ending in 3155.');
  await expect(cardSection.getByTestId('card-on-file')).toHaveText('Your Visa card ending in 3155');
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(section.getByRole('status')).toHaveText(
    'Automatic filing is on: we charge your Visa card ending in 3155.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await autoFileOf(alice.entityId)).toBe(true);
  await bobPage.reload();
  await expect(bobPage.getByRole('region', { name: 'Card on file' }).getByTestId('card-on-file')).toHaveText(
    'No card on file.',
  );
  await bobContext.close();
  await staffContext.close();
});
