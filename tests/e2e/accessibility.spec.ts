// axe-core over every storefront page (visitor and client) and every back-office screen, listed from their routers
// (storefront/src/App.tsx, admin/src/App.tsx): no serious or critical violation of WCAG 2.1 A and AA. A failure
// lists each violation with the elements it found.
import { expect, type Page, test } from '@playwright/test';
import { newClient, paidOrderFor } from './support/clients';
import { seriousViolations } from './support/page-checks';
import { ADMIN, signIn } from './support/users';

const VISITOR_PAGES = [
  '/',
  '/services',
  '/packages',
  '/onboarding',
  '/checkout',
  '/privacy',
  '/terms',
  '/contact',
  '/membership',
  '/no-such-page',
];
const CLIENT_PAGES = ['/dashboard', '/documents', '/orders', '/compliance', '/mail', '/entities'];
const STAFF_SCREENS = [
  '/admin',
  '/admin/onboarding',
  '/admin/dam',
  '/admin/asset-factory',
  '/admin/debt-servicing',
  '/admin/quality',
  '/admin/audit',
  '/admin/compliance',
  '/admin/partners',
  '/admin/partners/create',
  '/admin/mailroom',
  '/admin/chat',
  '/admin/gpt',
];

interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** The first element found and what axe says of it. */
  example: string;
}

/** The serious and critical violations on the page as it is now. */
async function findings(page: Page, where: string): Promise<Finding[]> {
  return (await seriousViolations(page)).map((violation) => ({
    page: where,
    rule: violation.id,
    impact: violation.impact ?? '',
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    example: `${violation.nodes[0]?.html.slice(0, 200)} ${violation.nodes[0]?.failureSummary?.slice(0, 300)}`,
  }));
}

/** Opens each path, waits until its content settled (a main heading shown, no progress bar), and runs axe. */
async function check(page: Page, paths: string[]) {
  const found: Finding[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('main'), path).toBeVisible({ timeout: 15_000 });
    // Nothing loading (a progress bar with a value, the onboarding's steps, stays).
    await expect(page.locator('[role="progressbar"]:not([aria-valuenow])'), path).toHaveCount(0, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    found.push(...(await findings(page, path)));
  }
  return found;
}

test('storefront pages for a visitor have no serious or critical violations', async ({ page }) => {
  test.setTimeout(120_000);
  expect(await check(page, VISITOR_PAGES)).toEqual([]);
});

test("a client's pages, an order's included, have no serious or critical violations", async ({ page }) => {
  test.setTimeout(120_000);
  const client = await newClient('axe');
  const order = await paidOrderFor(client.id);
  await signIn(page, client);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  expect(await check(page, [...CLIENT_PAGES, `/orders/${order.id}`])).toEqual([]);
});

test('every back-office screen has no serious or critical violations', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
  expect(await check(page, STAFF_SCREENS)).toEqual([]);
});

test('the back-office shows where the keyboard is: a visible ring around the focused control', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading').first()).toBeVisible();
  // A select of the filters, reached with the keyboard.
  const select = page.getByRole('combobox').first();
  await select.focus();
  const ring = await select.evaluate((element) => {
    const box = element.closest('.MuiInputBase-root') ?? element;
    const style = getComputedStyle(box);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  // The next control reached with Tab: it, or the field around it, has the ring.
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element.closest('.MuiInputBase-root') ?? element);
    return { tag: element.tagName, style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(focused.style, `focus on ${focused.tag}`).toBe('solid');
  expect(focused.width).toBeGreaterThanOrEqual(2);
});
