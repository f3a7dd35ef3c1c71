import { expect, type Page, test } from '@playwright/test';
import { createPaidOrder } from '../helpers/documents';
import { e2eDb } from './support/db';
import { recordToastTexts } from './support/record-toasts';
import { CLIENT, signIn } from './support/users';

const UNAUTHORIZED = 'Unauthorized';
const LOGGED_OUT = 'You are logged out. Logging in again...';

const stat = (page: Page, id: 'active-orders' | 'documents' | 'pending-tasks') => page.getByTestId(`stat-${id}`);

async function signInAsClient(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, CLIENT);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

async function clientId(): Promise<string> {
  const user = await e2eDb().user.findUniqueOrThrow({ where: { email: CLIENT.email } });
  return user.id;
}

/** A paid order for the seeded client, written straight into the product's database. */
const insertPaidOrder = (userId: string) => createPaidOrder(e2eDb(), userId, { contactEmail: CLIENT.email });

test.describe
  .serial('client area', () => {
    const insertedOrderIds: string[] = [];

    test.afterAll(async () => {
      await e2eDb().order.deleteMany({ where: { id: { in: insertedOrderIds } } });
      await e2eDb().user.update({ where: { email: CLIENT.email }, data: { subscriptionPlan: null } });
    });

    test('a client without orders lands on the dashboard with zero counts and the empty states', async ({ page }) => {
      await signInAsClient(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
      await expect(stat(page, 'active-orders')).toHaveText('0');
      await expect(stat(page, 'documents')).toHaveText('0');
      await expect(stat(page, 'pending-tasks')).toHaveText('0');

      const orders = page.getByRole('region', { name: 'Recent Orders' });
      await expect(orders.getByText('No orders yet')).toBeVisible();
      await expect(orders.getByRole('link', { name: 'Browse Packages' })).toHaveAttribute('href', '/packages');
      const documents = page.getByRole('region', { name: 'Recent Documents' });
      await expect(documents.getByText('No documents available')).toBeVisible();

      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Documents', exact: true })).toBeVisible();
      await expect(page.getByTestId('user-email')).toHaveText(CLIENT.email);
    });

    test("the signed-in client's top navigation stands on one line at 1280 px, and behind the menu on a phone", async ({
      page,
    }) => {
      await signInAsClient(page);
      const nav = page.locator('.toolbar').getByRole('navigation', { name: 'Main' });
      const links = nav.getByRole('link');
      await expect(links).toHaveText([
        'Home',
        'Services',
        'Packages',
        'Get Started',
        'Dashboard',
        'Documents',
        'Mail',
        'Organizations',
      ]);
      const tops = await links.evaluateAll((all) => all.map((link) => Math.round(link.getBoundingClientRect().top)));
      expect(new Set(tops).size, `link tops ${tops.join(', ')}`).toBe(1);
      const email = page.getByTestId('user-email');
      const emailBox = await email.boundingBox();
      expect(emailBox?.height ?? 0, 'the email on one line').toBeLessThan(24);
      const header = await page.getByRole('banner').boundingBox();
      expect(header?.height, 'the header one toolbar tall').toBeLessThanOrEqual(65);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

      await page.setViewportSize({ width: 390, height: 844 });
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.locator('#mobile-navigation');
      await menu.getByRole('link', { name: 'Mail', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/mail');
    });

    test('a paid order shows as active with its short id, status label and amount', async ({ page }) => {
      const order = await insertPaidOrder(await clientId());
      insertedOrderIds.push(order.id);
      await signInAsClient(page);
      await page.reload();

      await expect(stat(page, 'active-orders')).toHaveText('1');
      await expect(stat(page, 'pending-tasks')).toHaveText('1');
      await expect(stat(page, 'documents')).toHaveText('0');

      const rows = page.getByTestId('order-row');
      await expect(rows).toHaveCount(1);
      const row = rows.first();
      const shortId = order.id.slice(0, 8);
      await expect(row).toContainText(`#${shortId}`);
      await expect(row).not.toContainText(order.id);
      await expect(row).toContainText('Pending');
      await expect(row).toContainText('$1,400.00');
      await expect(row).toContainText('DE');
      await expect(page.getByText('No orders yet')).toHaveCount(0);
    });

    test('an orders call answered 401 logs the client out to the sign-in page', async ({ page }) => {
      await signInAsClient(page);
      await page.route('**/api/orders', (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Unauthorized: please sign in' }),
        }),
      );
      const statusTexts = await recordToastTexts(page);
      await page.reload();
      await page.waitForURL((url) => url.pathname === '/api/login');
      expect(statusTexts).toContainEqual(expect.stringContaining(`${UNAUTHORIZED}${LOGGED_OUT}`));
    });

    test('the documents page has search and filter and an empty list leading back to the orders', async ({ page }) => {
      await signInAsClient(page);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Documents', exact: true })
        .click();
      await expect(page).toHaveURL(/\/documents$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();

      await page.getByLabel('Search documents').fill('articles');
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Formation & legal documents' }).click();
      await expect(page.getByText('Showing:')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Formation & legal documents' })).toBeVisible();
      await expect(page.getByText('No documents available')).toBeVisible();

      await page.getByRole('link', { name: 'View Your Orders' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('membership plans switch between monthly and yearly prices and offer upgrades', async ({ page }) => {
      await signInAsClient(page);
      await page.goto('/membership');
      await expect(page.getByRole('heading', { level: 1, name: 'Membership Plans' })).toBeVisible();
      await expect(page.getByText('Save up to 17%')).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(4);

      const professional = page.getByTestId('plan-professional');
      await expect(professional.getByText('Most Popular')).toBeVisible();
      await expect(professional.getByTestId('plan-price')).toHaveText('$89.00/month');
      await expect(professional.getByText('+2 more features')).toBeVisible();

      await page.getByRole('button', { name: 'Yearly', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Yearly', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(professional.getByTestId('plan-price')).toHaveText('$74.17/month');
      await expect(professional.getByText('Billed $890.00 yearly')).toBeVisible();
      await expect(professional.getByText('Save $178.00 (17%)')).toBeVisible();
      await expect(page.getByTestId('plan-essential').getByTestId('plan-price')).toHaveText('$24.17/month');

      await page.getByRole('button', { name: 'Monthly', exact: true }).click();
      await expect(professional.getByTestId('plan-price')).toHaveText('$89.00/month');
      await expect(professional.getByText('Billed $890.00 yearly')).toHaveCount(0);

      // No plan yet: every card offers an upgrade.
      for (const name of ['Essential', 'Professional', 'Enterprise', 'Premium']) {
        await expect(page.getByRole('button', { name: `Upgrade to ${name}` })).toBeEnabled();
      }
      const rows = page.getByRole('table', { name: 'Compare Plans' }).getByRole('row');
      await expect(rows.filter({ hasText: 'Entities' })).toContainText('Unlimited');
      await expect(rows.filter({ hasText: 'Document storage' })).toContainText('25GB');

      await page.getByRole('button', { name: 'Is there a money-back guarantee?' }).click();
      await expect(page.getByText('Every plan comes with a 30-day money-back guarantee.')).toBeVisible();
    });

    test("the client's plan, in any letter case, reads 'Current Plan' and cannot be chosen again", async ({ page }) => {
      await e2eDb().user.update({ where: { email: CLIENT.email }, data: { subscriptionPlan: 'PROFESSIONAL' } });
      await signInAsClient(page);
      await page.goto('/membership');
      const current = page.getByTestId('plan-professional').getByRole('button', { name: 'Current Plan' });
      await expect(current).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Upgrade to Professional' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Upgrade to Enterprise' })).toBeEnabled();
    });
  });

test('a signed-out visitor opening the dashboard is told and sent to sign in', async ({ page }) => {
  const statusTexts = await recordToastTexts(page);
  // No order data reaches a signed-out page: every orders call it makes is refused.
  const orderStatuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/orders')) orderStatuses.push(response.status());
  });
  await page.goto('/dashboard');
  await page.waitForURL((url) => url.pathname === '/api/login');
  expect(statusTexts).toContainEqual(expect.stringContaining(`${UNAUTHORIZED}${LOGGED_OUT}`));
  expect(orderStatuses.every((status) => status === 401)).toBe(true);
  expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard');

  // Signing in there returns the client to the page it asked for.
  await page.getByLabel('Email').fill(CLIENT.email);
  await page.getByLabel('Password').fill(CLIENT.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
});
