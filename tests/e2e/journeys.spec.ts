// The journeys as a newcomer walks them: every page opens at its top and Back returns to where the reader was,
// a successful payment says so once, 'Return to Order' keeps what was typed, the spec's wording on the services
// page, and a signed-in staff member opening the client dashboard is sent to the back-office, not to sign in.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { buildCheckoutRecord } from '../../storefront/src/lib/checkout-record';
import { CHECKOUT_DATA_KEY } from '../../storefront/src/lib/storage-keys';
import { STRIPE_STUB_URL } from './support/env';
import { installFakeStripe } from './support/fake-stripe';
import { recordToastTexts } from './support/record-toasts';
import { ADMIN, signIn } from './support/users';

// Pages wait on lazily loaded code and on the database's notices: on a loaded machine that takes longer than the
// default 7 s.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const inView = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name }).evaluate((heading) => {
    const box = heading.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

test('a page opens at its top after navigating from a scrolled page, and Back restores the position', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // To the footer, then through its link.
  await page.getByRole('link', { name: 'Privacy Policy' }).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await page.waitForURL('**/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await inView(page, 'Privacy Policy')).toBe(true);

  await page.goBack();
  await page.waitForURL('**/services');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

  // The services page's own call to action, far down the page.
  await page.getByRole('link', { name: 'Start Your Formation' }).first().scrollIntoViewIfNeeded();
  await page.getByRole('link', { name: 'Start Your Formation' }).first().click();
  await page.waitForURL('**/onboarding');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('payment', () => {
  // A payment goes through the Stripe stand-in and its webhook: slower than a page.
  test.slow();
  test.beforeEach(async ({ context }) => {
    await installFakeStripe(context, { stubUrl: STRIPE_STUB_URL });
  });

  const record = (email: string) =>
    buildCheckoutRecord({
      packages: ['PREMIUM'],
      services: ['BOI_CTA_ANNUAL'],
      states: ['DE'],
      contact: { firstName: 'Ada', lastName: 'Lovelace', email, phone: '555-0100', company: 'Engines' },
      entities: { DE: { businessName: 'Analytical Engines LLC', entityType: 'LLC' } },
    });

  test("'Proceed to Payment' opens checkout at its top and a paid order shows 'Payment Successful' once", async ({
    page,
  }) => {
    const toasts = await recordToastTexts(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [
      CHECKOUT_DATA_KEY,
      JSON.stringify(record(`toast-${Date.now()}@journeys.test`)),
    ] as const);
    // Onboarding comes back at its review step's data; its last step's button is far down on a phone.
    await page.goto('/onboarding');
    for (let step = 1; step < 4; step++) await page.getByRole('button', { name: 'Next' }).click();
    const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
    await proceed.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await proceed.click();
    await page.waitForURL('**/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    const pay = page.getByRole('button', { name: /^Complete Payment - / });
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible({ timeout: 30_000 });
    const toast = page.getByRole('status').filter({ hasText: 'Payment Successful' });
    await expect(toast).toHaveText('Payment SuccessfulYour order has been submitted successfully!');
    expect(toasts.filter((text) => text.includes('Payment Successful'))).toHaveLength(1);

    // A reload of the confirmation is no second payment.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(toasts.filter((text) => text.includes('Payment Successful'))).toHaveLength(1);
  });

  test("'Return to Order' from 'Payment Setup Error' brings back what was entered", async ({ page }) => {
    const email = `return-${Date.now()}@journeys.test`;
    await page.goto('/');
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [
      CHECKOUT_DATA_KEY,
      JSON.stringify(record(email)),
    ] as const);
    await page.route('**/api/create-payment-intent', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Payment Setup Error' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Order' }).click();
    await page.waitForURL('**/onboarding');
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('checkbox', { name: /^Premium package/ })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Delaware business name')).toHaveValue('Analytical Engines LLC');
  });
});

test('a signed-in admin opening the client dashboard goes to the back-office, not to sign in', async ({ page }) => {
  const toasts = await recordToastTexts(page);
  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.goto('/dashboard');
  await page.waitForURL((url) => url.pathname.startsWith('/admin'));
  expect(toasts.some((text) => text.includes('You are logged out'))).toBe(false);
});
