// Order kinds in the back-office: the board's kind chip and filter, and an amendment's order page showing its
// entity and the change the client asked for; a phone order taken for a client's entity from the compliance screen.
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { formatCents } from '../../admin/src/format';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { ORDER_KIND_MODULES } from '../../domain/kinds';
import { stateFeeFor } from '../../domain/state-fees';
import { findOrCreateEntityOrder } from '../../platform/services/orders';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';
import { newClient } from './support/clients';
import { e2eDb } from './support/db';
import { STRIPE_STUB_URL } from './support/env';
import { installFakeStripe } from './support/fake-stripe';
import { seedOrder } from './support/orders';
import { ADMIN, signIn } from './support/users';

const expect = baseExpect.configure({ timeout: 20_000 });
const db = e2eDb();

async function signInAsAdmin(page: Page) {
  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** A formation and a paid amendment (a new name) for a company of that name. */
async function seedKinds() {
  const company = `Kinds ${randomUUID().slice(0, 8)}`;
  const formation = await seedOrder(db, { company, totalUSD: 50_000 });
  const client = await newClient('kinds');
  const { obligations } = await formEntities(
    db,
    client.id,
    [{ stateCode: 'WY', entityType: 'LLC', businessName: `${company} LLC` }],
    parseCalendarDate('2026-02-10')!,
  );
  const entityId = obligations[0].entityId;
  const { order } = await findOrCreateEntityOrder(db, {
    entityId,
    kind: 'AMENDMENT',
    details: { newName: `${company} Renamed LLC` },
  });
  await db.order.update({ where: { id: order.id }, data: { paymentStatus: 'PAID', paidAt: new Date() } });
  return { company, formation, amendment: order, entityId };
}

test.afterAll(async () => {
  await removeCreatedOrders(db);
});

test('the board shows each card’s kind and filters by kind; the amendment’s page shows its entity and change', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { company, formation, amendment } = await seedKinds();
  await signInAsAdmin(page);
  await page.goto('/admin/onboarding');
  await page.getByLabel('Search orders').fill(company);
  const pending = page.getByRole('region', { name: 'Pending Review' });
  await expect(pending.getByTestId('order-card')).toHaveCount(2);
  await expect(page.locator(`[data-order-id="${formation.id}"]`).getByTestId('order-kind')).toHaveText('Formation');
  await expect(page.locator(`[data-order-id="${amendment.id}"]`).getByTestId('order-kind')).toHaveText('Amendment');

  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Amendment' }).click();
  await expect(pending.getByTestId('order-card')).toHaveCount(1);
  await expect(page.locator(`[data-order-id="${formation.id}"]`)).toHaveCount(0);

  await page.locator(`[data-order-id="${amendment.id}"]`).getByRole('link', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { name: `Order #${amendment.id.slice(0, 8)}` })).toBeVisible();
  const kind = page.getByTestId('order-kind-section');
  await expect(kind.getByTestId('order-kind')).toHaveText('Amendment');
  await expect(kind).toContainText(`Entity: ${company} LLC (WY)`);
  await expect(kind.getByTestId('detail-newName')).toHaveText(`${company} Renamed LLC`);
  // The stepper shows the amendment's own stages (its plan's), not a formation's.
  await expect(page.getByLabel('Order stages').locator('.MuiStepLabel-label')).toHaveText([
    'Review',
    'Amendment prepared',
    'Signed',
    'Filed with the state',
    'Amendment filed',
  ]);
});

test('staff take a phone order for a client’s entity from the compliance screen, priced and paid like the client’s own', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await installFakeStripe(context, { stubUrl: STRIPE_STUB_URL });
  const company = `Phone ${randomUUID().slice(0, 8)}`;
  const client = await newClient('phone');
  const { obligations } = await formEntities(
    db,
    client.id,
    [{ stateCode: 'WY', entityType: 'LLC', businessName: `${company} LLC` }],
    parseCalendarDate('2026-02-10')!,
  );
  const entityId = obligations[0].entityId;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admin/compliance');
  await page.getByPlaceholder('Business, obligation or client').fill(company);
  // The annual report and the agent's renewal of this company only, once the search applies.
  await expect(page.locator('tbody tr')).toHaveCount(2);
  const row = page.locator('tbody tr').filter({ hasText: 'Annual Report and License Tax' });
  await row.getByRole('button', { name: 'New order' }).click();
  const dialog = page.getByRole('dialog', { name: `Phone order for ${company} LLC` });
  await dialog.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Certificate of good standing' }).click();
  const total = ORDER_KIND_MODULES.GOOD_STANDING.service.price + stateFeeFor('GOOD_STANDING', 'WY', 'LLC')!.fee;
  await expect(dialog.getByTestId('phone-order-total')).toHaveText(formatCents(total * 100));
  await dialog.getByLabel('Requested for').fill('Bank by phone');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await dialog.getByRole('button', { name: `Take payment - ${formatCents(total * 100)}` }).click();
  await expect(dialog.getByText(/^Payment taken/)).toBeVisible();
  await expect
    .poll(async () => (await db.order.findFirst({ where: { entityId, kind: 'GOOD_STANDING' } }))?.paymentStatus)
    .toBe('PAID');
  const order = await db.order.findFirstOrThrow({ where: { entityId, kind: 'GOOD_STANDING' } });
  expect(order).toMatchObject({ userId: client.id, totalUSD: total * 100, details: { purpose: 'Bank by phone' } });
  const audited = await db.auditEntry.findFirstOrThrow({
    where: { action: AUDIT_ACTIONS.orderEntityCreated, target: order.id },
  });
  expect(audited.details).toMatchObject({ phoneOrder: true, kind: 'GOOD_STANDING' });
});
