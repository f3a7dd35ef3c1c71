// The back-office's layout (issue 28 items 3 and 8) and its loading (issue 24): every screen fits 1280 px and a
// phone without sideways scrolling, menu labels are never cut, the session is asked for once per page load,
// and error toasts show the server's message only.
import { expect, type Page, test } from '@playwright/test';
import { upsertUser } from '../../platform/services/identity';
import { e2eDb } from './support/db';
import { signIn } from './support/users';

const SUPERADMIN = { email: `superadmin-${Date.now().toString(36)}@e2e.test`, password: 'e2e-superadmin-password' };

const SCREENS = [
  '/admin',
  '/admin/onboarding',
  '/admin/dam',
  '/admin/asset-factory',
  '/admin/debt-servicing',
  '/admin/quality',
  '/admin/audit',
  '/admin/compliance',
  '/admin/chat',
  '/admin/gpt',
];

test.beforeAll(async () => {
  await upsertUser(e2eDb(), { ...SUPERADMIN, role: 'SUPERADMIN' });
});
test.afterAll(async () => {
  await e2eDb().user.deleteMany({ where: { email: SUPERADMIN.email } });
});

async function signInAsSuperadmin(page: Page) {
  await signIn(page, SUPERADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** Opens a screen and waits for its heading and data. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The outermost elements reaching past the right edge (for the failure message). */
async function overflowing(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter(
        (element) =>
          !(element.parentElement && element.parentElement.getBoundingClientRect().right > window.innerWidth + 1),
      )
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
  );
}

/** Menu labels whose text is wider than the room they have (cut off with an ellipsis). */
async function truncatedLabels(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="menu-label"] > *')]
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent),
  );
}

test('every screen fits 1280 px without sideways scrolling, menu labels in full', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsSuperadmin(page);
  for (const path of SCREENS) {
    await open(page, path);
    await page.screenshot({ path: testInfo.outputPath(`1280${path.replaceAll('/', '-')}.png`) });
    expect(await horizontalOverflow(page), `${path} scrolls sideways: ${await overflowing(page)}`).toBeLessThanOrEqual(
      0,
    );
    expect(await truncatedLabels(page), `${path} cuts menu labels`).toEqual([]);
  }

  // A calculated schedule (a wide table and a chart) stays inside the page and leaves the menu as it was.
  await open(page, '/admin/debt-servicing');
  const calculator = page.getByRole('form', { name: 'Amortization calculator' });
  await calculator.getByLabel('Principal ($)').fill('100000');
  await calculator.getByLabel('Annual Rate (%)').fill('6');
  await calculator.getByLabel('Term (months)').fill('360');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Amortization schedule generated successfully')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: testInfo.outputPath('1280-debt-servicing-calculated.png'), fullPage: true });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await truncatedLabels(page)).toEqual([]);
  for (const name of ['Export CSV', 'Calculate']) {
    const box = await page.getByRole('button', { name }).first().boundingBox();
    expect(box, name).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), `${name} is cut off`).toBeLessThanOrEqual(1280);
  }
});

test('every screen fits a phone, the menu slides over', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsSuperadmin(page);
  for (const path of SCREENS) {
    await open(page, path);
    await page.screenshot({ path: testInfo.outputPath(`390${path.replaceAll('/', '-')}.png`) });
    expect(await horizontalOverflow(page), `${path} scrolls sideways: ${await overflowing(page)}`).toBeLessThanOrEqual(
      0,
    );
  }
  const nav = page.getByRole('navigation', { name: 'Admin navigation' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  expect(await truncatedLabels(page)).toEqual([]);
  await nav.getByRole('link', { name: 'Compliance' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/compliance');
  await expect(nav).toBeHidden();
});

test('a page load asks for the session once', async ({ page }) => {
  await signInAsSuperadmin(page);
  for (const path of ['/admin', '/admin/audit', '/admin/gpt']) {
    // From a blank page, so no request of the sign-in's own page load is counted.
    await page.goto('about:blank');
    let sessionCalls = 0;
    const count = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === '/api/auth/user') sessionCalls++;
    };
    page.on('request', count);
    await open(page, path);
    page.off('request', count);
    expect(sessionCalls, `${path} asked for /api/auth/user`).toBe(1);
  }
});

test('the dashboard names each activity once and the pipeline filters stand in one row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsSuperadmin(page);
  const first = page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem').first();
  await expect(first).toContainText(SUPERADMIN.email);
  const text = (await first.textContent()) ?? '';
  expect(text.split(SUPERADMIN.email).length - 1, text).toBe(1);

  await open(page, '/admin/onboarding');
  const tops = await Promise.all(
    ['Search orders', 'Status', 'Priority'].map(async (label) => (await page.getByLabel(label).boundingBox())?.y),
  );
  expect(new Set(tops.map((top) => Math.round(top ?? -1))).size, `filter rows at ${tops}`).toBe(1);
});

test("a failed GPT query's toast shows the server's message only", async ({ page }) => {
  await signInAsSuperadmin(page);
  // The server's refusal is simulated in the browser: the toast's wording is what is under test.
  const refusal = { status: 500, contentType: 'application/json', body: '{"message":"The model is unavailable"}' };
  await page.route('**/api/admin/gpt/stream', (route) => route.fulfill(refusal));
  await page.route('**/api/admin/gpt/query', (route) => route.fulfill(refusal));
  await open(page, '/admin/gpt');
  await page.getByLabel('Message').fill('Which filings are due?');
  await page.getByRole('button', { name: 'Send' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Query Failed' });
  await expect(toast).toContainText('The model is unavailable');
  await expect(toast).not.toContainText('500');
  await expect(toast).not.toContainText('{');
});
