// The entity page in the browser: a client finds their company on the dashboard, orders a certificate of good
// standing and an amendment from its page and pays through the Payment Element (the Stripe stand-in delivers the
// webhook); another client whose company has the same name cannot open the first one's page.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { ORDER_KIND_MODULES } from '../../domain/kinds';
import { stateFeeFor } from '../../domain/state-fees';
import { formatUsd } from '../../storefront/src/lib/format';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';
import { newClient } from './support/clients';
import { e2eDb } from './support/db';
import { STRIPE_STUB_URL } from './support/env';
import { installFakeStripe } from './support/fake-stripe';
import { signIn } from './support/users';

// Each page here loads a lazy chunk and its queries; on a busy machine that takes longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

const SAME_NAME = 'Same Name Holdings LLC';

async function clientWithEntity(label: string) {
  const client = await newClient(label);
  const { obligations } = await formEntities(
    e2eDb(),
    client.id,
    [{ stateCode: 'WY', entityType: 'LLC', businessName: SAME_NAME }],
    parseCalendarDate('2026-02-10')!,
  );
  return { ...client, entityId: obligations[0].entityId };
}

const paidOrder = (entityId: string, kind: 'GOOD_STANDING' | 'AMENDMENT') =>
  e2eDb().order.findFirst({ where: { entityId, kind, paymentStatus: 'PAID' } });

async function pay(page: Page, entityId: string, kind: string, total: number) {
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const payButton = page.getByRole('button', { name: `Complete Payment - ${formatUsd(total)}` });
  await expect(payButton).toBeEnabled();
  await payButton.click();
  // This kind's return (after an earlier payment the address still names the earlier kind until Stripe's redirect).
  await expect(page).toHaveURL(new RegExp(`/entities/${entityId}\\?ordered=${kind}&.*redirect_status=succeeded`));
  await expect(page.getByText(/^Payment received for your/)).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await installFakeStripe(context, { stubUrl: STRIPE_STUB_URL });
});

test.afterAll(async () => {
  await removeCreatedOrders(e2eDb());
});

test('a client orders a good-standing certificate and an amendment from the entity page and pays', async ({ page }) => {
  // Two payments, each through the Stripe stand-in and its webhook.
  test.setTimeout(150_000);
  const alice = await clientWithEntity('entity-alice');

  await signIn(page, alice);
  await page.goto('/dashboard');
  const entities = page.getByRole('list', { name: 'Your entities' });
  await expect(entities.getByRole('link')).toHaveText([SAME_NAME]);
  await entities.getByRole('link', { name: SAME_NAME }).click();
  await expect(page).toHaveURL(new RegExp(`/entities/${alice.entityId}$`));
  await expect(page.getByRole('heading', { level: 1, name: SAME_NAME })).toBeVisible();
  await expect(page.getByTestId('entity-state')).toHaveText('Wyoming');
  await expect(page.getByTestId('entity-ein')).toHaveText('Not assigned yet');
  await expect(page.getByTestId('entity-status')).toHaveText('Active');
  await expect(page.getByRole('list', { name: 'Obligations' }).getByRole('listitem').first()).toBeVisible();

  // Good standing: the price is our fee plus Wyoming's, broken down.
  const standingTotal = ORDER_KIND_MODULES.GOOD_STANDING.service.price + stateFeeFor('GOOD_STANDING', 'WY', 'LLC')!.fee;
  await page.getByRole('button', { name: 'Certificate of good standing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Certificate of good standing' });
  await dialog.getByLabel('Requested for (optional)').fill('First Bank of Cheyenne');
  await expect(dialog.getByTestId('entity-order-price')).toContainText(ORDER_KIND_MODULES.GOOD_STANDING.service.name);
  await expect(dialog.getByTestId('entity-order-total')).toHaveText(formatUsd(standingTotal));
  await pay(page, alice.entityId, 'GOOD_STANDING', standingTotal);
  await expect
    .poll(() => paidOrder(alice.entityId, 'GOOD_STANDING').then((o) => o?.totalUSD))
    .toBe(standingTotal * 100);
  expect((await paidOrder(alice.entityId, 'GOOD_STANDING'))?.details).toEqual({ purpose: 'First Bank of Cheyenne' });

  // The amendment: the refusal names the missing fields by their labels, then the new name is taken.
  await page.reload();
  await expect(page.getByTestId('entity-open-order')).toContainText('Good standing');
  // Dissolving says what it ends before anything is paid.
  await page.getByRole('button', { name: 'Dissolve', exact: true }).click();
  const dissolve = page.getByRole('dialog', { name: 'Dissolve' });
  const consequences = dissolve.getByTestId('order-consequences');
  await expect(consequences).toContainText('Before you dissolve');
  await expect(consequences).toContainText('your company is dissolved');
  await expect(consequences).toContainText('Its open deadlines (annual reports, franchise taxes) end');
  await dissolve.getByRole('button', { name: 'Cancel' }).click();
  await expect(dissolve).toBeHidden();
  await page.getByRole('button', { name: 'Amend', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Amend' }).getByTestId('order-consequences')).toHaveCount(0);
  const amend = page.getByRole('dialog', { name: 'Amend' });
  await amend.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(amend.getByRole('alert')).toHaveText('Enter the new name or the new registered agent');
  await amend.getByLabel('New name').fill('Renamed Holdings LLC');
  const amendTotal = ORDER_KIND_MODULES.AMENDMENT.service.price + stateFeeFor('AMENDMENT', 'WY', 'LLC')!.fee;
  await expect(amend.getByTestId('entity-order-total')).toHaveText(formatUsd(amendTotal));
  await pay(page, alice.entityId, 'AMENDMENT', amendTotal);
  await expect
    .poll(() => paidOrder(alice.entityId, 'AMENDMENT').then((o) => o?.details))
    .toEqual({
      newName: 'Renamed Holdings LLC',
    });
  await page.reload();
  await expect(page.getByTestId('entity-open-order')).toHaveCount(2);

  // Each order's page shows its kind's stages: a good standing is not signed, an amendment is.
  await page.getByTestId('entity-open-order').filter({ hasText: 'Good standing' }).getByRole('link').click();
  await expect(page.getByLabel('Order stages').locator('.MuiStepLabel-label')).toHaveText([
    'Review',
    'Request prepared',
    'Requested from the state',
    'Certificate received',
  ]);
  await page.goBack();
  await page.getByTestId('entity-open-order').filter({ hasText: 'Amendment' }).getByRole('link').click();
  await expect(page.getByLabel('Order stages').locator('.MuiStepLabel-label')).toHaveText([
    'Review',
    'Amendment prepared',
    'Signed',
    'Filed with the state',
    'Amendment filed',
  ]);
});

test("another client whose company has the same name gets 'Entity Not Found' for the first one's page", async ({
  page: bobPage,
}) => {
  test.setTimeout(90_000);
  const alice = await clientWithEntity('entity-alice');
  const bob = await clientWithEntity('entity-bob');
  await signIn(bobPage, bob);
  await bobPage.goto(`/entities/${alice.entityId}`);
  await expect(bobPage.getByRole('heading', { name: 'Entity Not Found' })).toBeVisible();
  await expect(bobPage.getByText(SAME_NAME)).toHaveCount(0);
  await bobPage.goto('/entities');
  await bobPage.getByRole('link', { name: SAME_NAME }).click();
  await expect(bobPage).toHaveURL(new RegExp(`/entities/${bob.entityId}$`));
  await expect(bobPage.getByRole('button', { name: 'Amend', exact: true })).toBeVisible();
  expect(await e2eDb().order.count({ where: { entityId: bob.entityId } })).toBe(0);
  const denied = { action: 'access.denied', actorId: bob.id, target: `entity:${alice.entityId}` };
  expect(await e2eDb().auditEntry.count({ where: denied })).toBe(1);
});
