// Order kinds in the back-office: the board's kind chip and filter, and an amendment's order page showing its
// entity, the change the client asked for and the filing field named for the kind.
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { findOrCreateEntityOrder } from '../../platform/services/entity-orders';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';
import { newClient } from './support/clients';
import { e2eDb } from './support/db';
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
});
