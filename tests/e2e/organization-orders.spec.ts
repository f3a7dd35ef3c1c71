// Many at once in the browser: an organisation's owner selects three companies in the registry, orders a certificate
// of good standing for each in one checkout and pays once through the Payment Element (the Stripe stand-in delivers
// the webhook): one paid order per company.
import { expect as baseExpect, test } from '@playwright/test';
import { ORDER_KIND_MODULES } from '../../domain/kinds';
import { stateFeeFor } from '../../domain/state-fees';
import { addExistingCompany } from '../../platform/services/organizations';
import { formatUsd } from '../../storefront/src/lib/format';
import { removeCreatedOrders } from '../helpers/compliance';
import { newClient } from './support/clients';
import { e2eDb } from './support/db';
import { STRIPE_STUB_URL } from './support/env';
import { installFakeStripe } from './support/fake-stripe';
import { signIn } from './support/users';

const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ context }) => {
  await installFakeStripe(context, { stubUrl: STRIPE_STUB_URL });
});

test.afterAll(async () => {
  await removeCreatedOrders(e2eDb());
});

test('an owner orders good standing certificates for three companies of the registry in one payment', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await newClient('bulk-owner');
  const db = e2eDb();
  const org = await db.organization.create({ data: { name: 'Bulk Order Partners', createdById: owner.id } });
  await db.organizationMember.create({ data: { organizationId: org.id, userId: owner.id, role: 'OWNER' } });
  const entityIds: string[] = [];
  for (const n of [1, 2, 3]) {
    const { entityId } = await addExistingCompany(db, org.id, {
      name: `Bulk ${n} LLC`,
      stateCode: 'WY',
      entityType: 'LLC',
      formedOn: '2020-05-01',
      fileNumber: `2020-BULK-${n}`,
    });
    entityIds.push(entityId);
  }

  await signIn(page, owner);
  await page.goto(`/organizations/${org.id}/registry`);
  await expect(page.getByTestId('registry-row')).toHaveCount(3);
  for (const n of [1, 2, 3]) await page.getByRole('checkbox', { name: `Select Bulk ${n} LLC` }).check();
  await page.getByRole('button', { name: 'Order for selected (3)' }).click();

  const dialog = page.getByRole('dialog', { name: 'Order for 3 selected entities' });
  await dialog.getByLabel('What to order').click();
  await page.getByRole('option', { name: 'Good standing' }).click();
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const each = ORDER_KIND_MODULES.GOOD_STANDING.service.price + stateFeeFor('GOOD_STANDING', 'WY', 'LLC')!.fee;
  await expect(dialog.getByTestId('bulk-order-summary')).toContainText(formatUsd(3 * each));
  const payButton = page.getByRole('button', { name: `Complete Payment - ${formatUsd(3 * each)}` });
  await expect(payButton).toBeEnabled();
  await payButton.click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${org.id}\\?ordered=.*redirect_status=succeeded`));

  await expect
    .poll(() =>
      db.order.count({ where: { entityId: { in: entityIds }, paymentStatus: 'PAID', kind: 'GOOD_STANDING' } }),
    )
    .toBe(3);
});

test('an owner adds the organisation’s card and turns automatic filing on for two selected companies', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await newClient('autofile-owner');
  const db = e2eDb();
  const org = await db.organization.create({ data: { name: 'Autofile Partners', createdById: owner.id } });
  await db.organizationMember.create({ data: { organizationId: org.id, userId: owner.id, role: 'OWNER' } });
  const entityIds: string[] = [];
  for (const n of [1, 2, 3]) {
    const { entityId } = await addExistingCompany(db, org.id, {
      name: `Autofile ${n} LLC`,
      stateCode: 'WY',
      entityType: 'LLC',
      formedOn: '2020-05-01',
      fileNumber: `2020-AUTO-${n}`,
    });
    entityIds.push(entityId);
  }

  await signIn(page, owner);
  await page.goto(`/organizations/${org.id}/registry`);
  await expect(page.getByTestId('registry-row')).toHaveCount(3);
  for (const n of [1, 2]) await page.getByRole('checkbox', { name: `Select Autofile ${n} LLC` }).check();
  await page.getByRole('button', { name: 'Automatic filing for selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Automatic filing for 2 selected' });
  await expect(dialog.getByTestId('organization-card')).toHaveText('No card on file yet.');
  // No card: it cannot be turned on yet; the owner adds one in the Payment Element.
  await expect(dialog.getByRole('button', { name: 'Turn on' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Add card' }).click();
  const save = dialog.getByRole('button', { name: 'Save card' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog.getByTestId('organization-card')).toHaveText(/^Card on file: \w+ ending \d{4}$/);
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('2 of 2 selected companies changed.')).toBeVisible();

  const autoFile = async () =>
    (await db.formedEntity.findMany({ where: { id: { in: entityIds } }, orderBy: { businessName: 'asc' } })).map(
      (e) => e.autoFile,
    );
  await expect.poll(autoFile).toEqual([true, true, false]);
});
