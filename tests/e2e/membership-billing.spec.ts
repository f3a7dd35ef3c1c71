import { expect, test } from '@playwright/test';
import { newClient } from './support/clients';
import { e2eDb } from './support/db';
import { STRIPE_STUB_URL } from './support/env';
import { installFakeStripe } from './support/fake-stripe';
import { signIn } from './support/users';

/** A full page load of the client area (its chunks pass the fake Stripe.js routes) can be slow on a busy machine. */
const PAGE_LOAD = { timeout: 25_000 };

test('a plan bought through the Payment Element makes the client a MEMBER; cancelling shows Active until', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await installFakeStripe(context, { stubUrl: STRIPE_STUB_URL });
  const client = await newClient('member');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, client);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto('/membership');

  await page.getByRole('button', { name: 'Upgrade to Professional' }).click();
  // The dialog repeats the button's words.
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Professional' });
  await expect(dialog.getByTestId('fake-stripe-payment-element')).toBeVisible();
  await dialog.getByRole('button', { name: 'Subscribe - $89.00/month' }).click();

  // Stripe returns the browser here; the stand-in's webhooks (invoice.paid, subscription updated) confirm the plan.
  await page.waitForURL((url) => url.pathname === '/membership');
  const professional = page.getByTestId('plan-professional');
  await expect(professional.getByRole('button', { name: 'Current Plan' })).toBeDisabled(PAGE_LOAD);
  await expect(page.getByRole('heading', { name: 'Your plan: Professional (monthly)' })).toBeVisible();
  const user = await e2eDb().user.findUniqueOrThrow({ where: { id: client.id } });
  expect(user).toMatchObject({ role: 'MEMBER', subscriptionPlan: 'professional' });
  const row = await e2eDb().membershipSubscription.findFirstOrThrow({ where: { userId: client.id } });
  expect(row.status).toBe('active');

  await page.getByRole('button', { name: 'Cancel Membership' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel membership?' })
    .getByRole('button', { name: 'Cancel at Period End' })
    .click();
  const endsOn = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(
    row.currentPeriodEnd!,
  );
  await expect(page.getByTestId('membership-period')).toHaveText(`Active until ${endsOn}`);
  await expect(professional.getByRole('button', { name: 'Current Plan' })).toBeDisabled();

  // Resumed, it renews again (Stripe charges nothing for a subscription cancelled at period end).
  await page.getByRole('button', { name: 'Resume Membership' }).click();
  await expect(page.getByRole('button', { name: 'Cancel Membership' })).toBeVisible(PAGE_LOAD);

  // A renewal that fails: the banner offers a way to fix the card, through the customer portal.
  const failed = await fetch(`${STRIPE_STUB_URL}/__test/subscriptions/${row.stripeSubscriptionId}/renewal_failed`, {
    method: 'POST',
  });
  expect(failed.ok).toBe(true);
  await page.reload();
  const banner = page.getByRole('alert').filter({ hasText: 'Your membership payment failed' });
  await expect(banner).toBeVisible(PAGE_LOAD);
  await banner.getByRole('button', { name: 'Update payment method' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/__portal/'));
  await expect(page.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to the site' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Plans' })).toBeVisible(PAGE_LOAD);
});

test("a signed-out visitor's 'Start {plan} Plan' leads to sign-in and back to that plan's payment", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await installFakeStripe(context, { stubUrl: STRIPE_STUB_URL });
  const client = await newClient('visitor');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/membership');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Plans' })).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Yearly', exact: true }).click();
  await page.getByRole('button', { name: 'Start Enterprise Plan' }).click();

  await page.waitForURL((url) => url.pathname === '/api/login');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/membership?plan=enterprise&cycle=yearly');
  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Password').fill(client.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  // Back on the plans, signed in, with the chosen plan and billing cycle ready to pay.
  await page.waitForURL((url) => url.pathname === '/membership');
  const dialog = page.getByRole('dialog', { name: 'Start Enterprise Plan' });
  await expect(dialog.getByTestId('fake-stripe-payment-element')).toBeVisible(PAGE_LOAD);
  await expect(dialog.getByRole('button', { name: 'Subscribe - $2,490.00/year' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByTestId('plan-enterprise').getByRole('button', { name: 'Upgrade to Enterprise' }),
  ).toBeVisible();
});

test("the 'Your plan' chip sits inside its card, clear of the border, at 1366 px and on a phone", async ({ page }) => {
  test.setTimeout(90_000);
  const client = await newClient('chip');
  await e2eDb().user.update({ where: { id: client.id }, data: { role: 'MEMBER', subscriptionPlan: 'professional' } });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, client);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/membership');
    const card = page.getByTestId('plan-professional');
    const chip = card.locator('.MuiChip-root', { hasText: 'Your plan' });
    await expect(chip).toBeVisible(PAGE_LOAD);
    const [cardBox, chipBox] = [(await card.boundingBox())!, (await chip.boundingBox())!];
    expect(chipBox.x + chipBox.width, `right edge at ${viewport.width} px`).toBeLessThanOrEqual(
      cardBox.x + cardBox.width - 12,
    );
    expect(chipBox.y).toBeGreaterThanOrEqual(cardBox.y + 12);
  }
});
