// The partners screen in the browser: staff create a partner, issue a test key (shown once), see its last use after
// a call with it, see a webhook endpoint's deliveries with their attempts and resend one (audited), revoke the key
// (it then answers 401) and approve the partner for live keys. A second partner of the same name shows nothing of
// the first one's and cannot resend its deliveries.
import { expect, test } from '@playwright/test';
import { e2eDb } from './support/db';
import { ADMIN, signIn } from './support/users';

const RUN = Date.now().toString(36);
const NAME = `Twin Payroll ${RUN}`;
// A public address written as an IP: accepted at registration without DNS (no delivery is attempted here).
const HOOK_URL = 'https://93.184.215.14/formation-hooks';

test.afterAll(async () => {
  await e2eDb().order.deleteMany({ where: { partner: { name: NAME } } });
  await e2eDb().partner.deleteMany({ where: { name: NAME } });
});

test('staff manage a partner: keys shown once, last use, deliveries and resend, revoke, approval', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname.startsWith('/admin'));

  // The list has its heading, and its own words when a search finds nothing (never react-admin's 'No … found').
  await page.goto('/admin/partners');
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  await expect(page.getByText(/No Partners found|Element created/)).toHaveCount(0);

  await page.goto('/admin/partners/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a partner' })).toBeVisible();
  await page.getByLabel('Name').fill(NAME);
  await page.getByLabel('Contact email').fill(`ops-${RUN}@twin.example`);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/admin\/partners\/[0-9a-f-]{36}\/show$/);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const partnerId = page.url().split('/').at(-2)!;
  await expect(page.getByText('Not approved')).toBeVisible();

  // A test key, shown once in its dialog and nowhere after.
  await page.getByRole('button', { name: 'New key' }).click();
  const newKey = page.getByRole('dialog', { name: 'New API key' });
  await newKey.getByLabel('Name').fill('Backend');
  await newKey.getByRole('button', { name: 'Create key' }).click();
  const shownOnce = page.getByRole('dialog', { name: 'Copy this key now: it is not shown again' });
  const key = await shownOnce.getByRole('textbox').inputValue();
  expect(key).toMatch(/^fk_test_/);
  // Copy puts the key on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await shownOnce.getByRole('button', { name: 'Copy' }).click();
  await expect(shownOnce.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await shownOnce.getByRole('button', { name: 'Done' }).click();
  const keyRow = page.getByRole('row', { name: /Backend/ });
  await expect(keyRow).toContainText('Never');
  await page.reload();
  await expect(keyRow).toBeVisible();
  expect(await page.content()).not.toContain(key);

  // The partner calls the API with it: an endpoint, then an order (its order.created event is a delivery).
  const auth = { authorization: `Bearer ${key}` };
  const endpoint = await request.post('/api/v1/webhook_endpoints', {
    headers: { ...auth, 'idempotency-key': `endpoint-${RUN}` },
    data: { url: HOOK_URL, events: ['*'] },
  });
  expect(endpoint.status(), await endpoint.text()).toBe(201);
  const order = await request.post('/api/v1/orders', {
    headers: { ...auth, 'idempotency-key': `order-${RUN}` },
    data: {
      kind: 'FORMATION',
      customer: { email: `twin-${RUN}@example.com`, firstName: 'Twin', lastName: 'Client' },
      packages: ['PREMIUM'],
      services: [],
      states: ['WY'],
      entityDetails: { WY: { businessName: `Twin ${RUN} LLC`, entityType: 'LLC' } },
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  // The worker's first attempt (no worker runs beside the browser-test server): refused with 503.
  const delivery = await e2eDb().webhookDelivery.findFirstOrThrow({
    where: { endpointId: (await endpoint.json()).id },
  });
  await e2eDb().webhookAttempt.create({
    data: { deliveryId: delivery.id, number: 1, status: 503, durationMs: 42, responseBody: 'receiver busy, try later' },
  });

  await page.reload();
  await expect(keyRow).not.toContainText('Never');
  const hooks = page.getByTestId('webhook-endpoint');
  await expect(hooks).toHaveCount(1);
  await expect(hooks).toContainText(HOOK_URL);
  const rows = hooks.getByTestId('webhook-delivery');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('order.created');
  await expect(rows.first().getByTestId('webhook-attempt')).toContainText('#1 · HTTP 503 · 42 ms');
  await expect(rows.first()).toContainText('receiver busy, try later');
  await page.screenshot({ path: '/tmp/partner-deliveries.png', fullPage: true });

  await rows.first().getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('Delivery sent again')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('No attempt yet');
  const audited = await e2eDb().auditEntry.findFirstOrThrow({
    where: { action: 'partner.webhook_resend', target: partnerId },
  });
  expect(audited.actorEmail).toBe(ADMIN.email);

  // A second partner of the same name: its page shows no endpoint, and its id cannot resend the first one's delivery.
  const twin = await e2eDb().partner.create({ data: { name: NAME, email: `other-${RUN}@twin.example` } });
  await page.goto(`/admin/partners/${twin.id}/show`);
  await expect(page.getByText('No webhook endpoints')).toBeVisible();
  const { csrfToken } = await (await page.request.get('/api/csrf')).json();
  const reached = await page.request.post(
    `/api/admin/partners/${twin.id}/webhook-endpoints/${delivery.endpointId}/deliveries/${delivery.id}/resend`,
    { headers: { 'x-csrf-token': csrfToken } },
  );
  expect(reached.status()).toBe(404);

  // Revoked: the key answers 401 at once.
  await page.goto(`/admin/partners/${partnerId}/show`);
  await keyRow.getByRole('button', { name: 'Revoke' }).click();
  await expect(keyRow.getByRole('button', { name: 'Revoke' })).toBeHidden();
  const refused = await request.get('/api/v1/states', { headers: auth });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.type).toBe('authentication_error');

  // Approved for live: a live key can now be issued.
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Approved (live)' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/show$/);
  await expect(page.getByText('Not approved')).toBeHidden();
  await page.getByRole('button', { name: 'New key' }).click();
  await newKey.getByLabel('Name').fill('Production');
  await newKey.getByRole('combobox', { name: 'Mode' }).click();
  await page.getByRole('option', { name: 'Live (approved partners only)' }).click();
  await newKey.getByRole('button', { name: 'Create key' }).click();
  expect(await shownOnce.getByRole('textbox').inputValue()).toMatch(/^fk_live_/);
  await shownOnce.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: /Production/ })).toContainText('LIVE');

  // Staff add an endpoint for the partner: a private address is refused under the field, a public one is added and
  // its signing secret shown once, with Copy.
  await page.getByRole('button', { name: 'Add webhook endpoint' }).click();
  const addEndpoint = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  const endpointUrl = addEndpoint.getByLabel('Endpoint URL');
  await endpointUrl.fill('https://169.254.169.254/hooks');
  await addEndpoint.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(endpointUrl).toHaveAttribute('aria-invalid', 'true');
  await endpointUrl.fill(`https://93.184.215.14/staff-hooks-${RUN}`);
  await expect(endpointUrl).toHaveAttribute('aria-invalid', 'false');
  await addEndpoint.getByRole('button', { name: 'Add endpoint' }).click();
  const secretOnce = page.getByRole('dialog', { name: 'Copy this signing secret now: it is not shown again' });
  await expect(secretOnce.getByLabel('Signing secret')).toHaveValue(/^whsec_/);
  await secretOnce.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(`Webhook endpoint added: https://93.184.215.14/staff-hooks-${RUN}`)).toBeVisible();
  const staffHook = page
    .getByTestId('webhook-endpoint')
    .filter({ hasText: `https://93.184.215.14/staff-hooks-${RUN}` });
  await expect(staffHook).toBeVisible();
  await expect(staffHook).toContainText('No deliveries yet');

  // Send test event: a delivery of its own to that endpoint, listed with the others, audited.
  await staffHook.getByRole('button', { name: 'Send test event' }).click();
  await expect(page.getByText(`Test event sent to https://93.184.215.14/staff-hooks-${RUN}`)).toBeVisible();
  await expect(staffHook.getByTestId('webhook-delivery')).toHaveCount(1);
  await expect(staffHook.getByTestId('webhook-delivery')).toContainText('webhook_endpoint.test');
  const tested = await e2eDb().auditEntry.findFirstOrThrow({
    where: { action: 'partner.webhook_test', target: partnerId },
  });
  expect(tested.actorEmail).toBe(ADMIN.email);
});
