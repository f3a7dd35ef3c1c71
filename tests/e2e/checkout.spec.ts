import { expect, type Page, test } from '@playwright/test';
import { buildCheckoutRecord, type CheckoutRecord } from '../../storefront/src/lib/checkout-record';
import { formatUsd } from '../../storefront/src/lib/format';
import { CHECKOUT_DATA_KEY } from '../../storefront/src/lib/storage-keys';
import { e2eDb } from './support/db';
import { STRIPE_STUB_URL } from './support/env';
import { installFakeStripe } from './support/fake-stripe';

let seq = 0;
const uniqueEmail = (what: string) => `${what}-${Date.now().toString(36)}-${seq++}@checkout.test`;

/** A valid record: Premium in Delaware, $1,400. */
function record(email: string, patch: Partial<CheckoutRecord> = {}): CheckoutRecord {
  return {
    ...buildCheckoutRecord({
      packages: ['PREMIUM'],
      services: [],
      states: ['DE'],
      contact: { firstName: 'Grace', lastName: 'Hopper', email, phone: '', company: '' },
      entities: { DE: { businessName: 'Compiler Works LLC', entityType: 'LLC' } },
    }),
    ...patch,
  };
}

async function storeRecord(page: Page, value: unknown) {
  await page.goto('/');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [CHECKOUT_DATA_KEY, JSON.stringify(value)] as const);
}

const storedRecord = (page: Page) => page.evaluate((k) => localStorage.getItem(k), CHECKOUT_DATA_KEY);
const payButton = (page: Page) => page.getByRole('button', { name: /^(Complete Payment - |Processing)/ });

async function paymentStatusOf(email: string) {
  const order = await e2eDb().order.findFirst({ where: { contactEmail: email }, orderBy: { createdAt: 'desc' } });
  return order?.paymentStatus ?? null;
}

test.beforeEach(async ({ context }) => {
  await installFakeStripe(context, { stubUrl: STRIPE_STUB_URL });
});

test("without checkout data: 'No Order Found' and a way back to onboarding", async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'No Order Found' })).toBeVisible();
  await expect(page.getByText('Please start your order from the onboarding process.')).toBeVisible();
  await page.getByRole('link', { name: 'Start Your Order' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("a failing payment-intent call shows 'Payment Setup Error' and is only logged", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await storeRecord(page, record(uniqueEmail('setup')));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/create-payment-intent', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
  });
  await page.goto('/checkout');
  await expect(page.getByText('Setting up secure payment...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Payment Setup Error' })).toBeVisible();
  await expect(page.getByText('Unable to set up payment processing. Please try again.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Order' })).toHaveAttribute('href', '/onboarding');
  expect(errors.some((text) => text.includes('Payment setup failed'))).toBe(true);
});

test("a record the server refuses (unknown package) shows 'Payment Setup Error'", async ({ page }) => {
  const email = uniqueEmail('invalid');
  await storeRecord(page, record(email, { packages: ['NO_SUCH_PACKAGE'] }));
  const answer = page.waitForResponse('**/api/create-payment-intent');
  await page.goto('/checkout');
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'Payment Setup Error' })).toBeVisible();
  expect(await paymentStatusOf(email)).toBeNull();
});

test('full order: onboarding, card payment, confirmation, and the order is PAID', async ({ page }) => {
  const email = uniqueEmail('paid');
  await page.goto('/onboarding');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: /^Premium package/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.locator('button[data-state="DE"]').click();
  await page.getByLabel('Delaware business name').fill('Compiler Works LLC');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Premium');
  await expect(summary).not.toContainText('PREMIUM');
  await expect(summary).toContainText('Delaware');
  await expect(page.getByTestId('checkout-total')).toHaveText('$1,400.00');
  await expect(payButton(page)).toHaveText('Complete Payment - $1,400.00');
  await expect(payButton(page)).toBeEnabled();

  const sent = await e2eDb().order.findFirst({ where: { contactEmail: email } });
  expect(sent?.paymentStatus).toBe('UNPAID');
  expect(sent?.totalUSD).toBe(140_000);

  await payButton(page).click();
  await expect(page).toHaveURL(/\/confirmation\?/);
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByText('Compiler Works LLC')).toBeVisible();
  await expect(page.getByText('$1,400.00')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What Happens Next' })).toBeVisible();
  await expect(page.getByText(/within 24 hours/)).toBeVisible();
  await expect(page.getByText(new RegExp(`confirmation email .* to ${email.replace(/[.]/g, '\\.')}`))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  expect(await storedRecord(page)).toBeNull();

  // The stand-in's signed webhook marks the order paid.
  await expect.poll(() => paymentStatusOf(email), { timeout: 15_000 }).toBe('PAID');
});

test("a declined card shows the 'Payment Failed' toast with the provider's message", async ({ page }) => {
  const email = uniqueEmail('declined');
  await storeRecord(page, record(email));
  await page.goto('/checkout');
  await expect(payButton(page)).toBeEnabled();
  await page.evaluate(() => {
    window.__fakeStripeOutcome = 'decline';
  });
  await payButton(page).click();
  const toast = page.getByRole('status').filter({ hasText: 'Payment Failed' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Your card was declined.');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(payButton(page)).toHaveText('Complete Payment - $1,400.00');
  await expect(payButton(page)).toBeEnabled();
  expect(await storedRecord(page)).not.toBeNull();
  expect(await paymentStatusOf(email)).toBe('UNPAID');
});

test("a failed payment lands on the 'Payment Failed' page", async ({ page }) => {
  const email = uniqueEmail('failed');
  await storeRecord(page, record(email));
  await page.goto('/checkout');
  await expect(payButton(page)).toBeEnabled();
  await page.evaluate(() => {
    window.__fakeStripeOutcome = 'fail';
  });
  await payButton(page).click();
  await expect(page).toHaveURL(/\/confirmation\?.*redirect_status=failed/);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(
    page.getByText(
      'There was an issue processing your payment. Please try again or contact support if the problem persists.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  // The order is kept for another try.
  expect(await storedRecord(page)).not.toBeNull();
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(payButton(page)).toHaveText('Complete Payment - $1,400.00');
});

test.describe('confirmation follows payment_intent_status', () => {
  const success = (page: Page) => expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const failure = (page: Page) => expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();

  test("'succeeded' is a success and clears the checkout data", async ({ page }) => {
    await storeRecord(page, record('rules@checkout.test'));
    await page.goto('/confirmation?payment_intent=pi_rule_1&payment_intent_status=succeeded');
    await success(page);
    await expect(page.getByText('Compiler Works LLC')).toBeVisible();
    await expect(page.getByText(formatUsd(1400))).toBeVisible();
    expect(await storedRecord(page)).toBeNull();
  });

  test("'succeeded' without checkout data shows the payment reference", async ({ page }) => {
    await page.goto('/confirmation?payment_intent=pi_rule_2&payment_intent_status=succeeded');
    await success(page);
    await expect(page.getByText('pi_rule_2')).toBeVisible();
  });

  test("'failed' is a failure even with checkout data, which is kept", async ({ page }) => {
    await storeRecord(page, record('rules@checkout.test'));
    await page.goto('/confirmation?payment_intent_status=failed');
    await failure(page);
    expect(await storedRecord(page)).not.toBeNull();
  });

  test('another value is a success when checkout data exists (kept), a failure otherwise', async ({ page }) => {
    await storeRecord(page, record('rules@checkout.test'));
    await page.goto('/confirmation?payment_intent_status=processing');
    await success(page);
    expect(await storedRecord(page)).not.toBeNull();

    await page.evaluate((k) => localStorage.removeItem(k), CHECKOUT_DATA_KEY);
    await page.goto('/confirmation?payment_intent_status=processing');
    await failure(page);
    await page.goto('/confirmation');
    await failure(page);
  });

  test("Stripe's redirect_status counts when payment_intent_status is absent", async ({ page }) => {
    await page.goto('/confirmation?payment_intent=pi_rule_3&redirect_status=succeeded');
    await success(page);
    await page.goto('/confirmation?payment_intent=pi_rule_3&redirect_status=failed');
    await failure(page);
  });
});
