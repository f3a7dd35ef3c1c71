// The back-office at /admin: who gets in, the shell and navigation, the dashboard, the audit list, unknown paths.
import { expect, type Page, type Response, test } from '@playwright/test';
import { e2eDb } from './support/db';
import { recordToastTexts } from './support/record-toasts';
import { ADMIN, CLIENT, signIn } from './support/users';

const NAV = [
  { label: 'Dashboard', path: '/admin' },
  { label: 'Onboarding Pipeline', path: '/admin/onboarding' },
  { label: 'DAM', path: '/admin/dam' },
  { label: 'Asset Factory', path: '/admin/asset-factory' },
  { label: 'Debt Servicing', path: '/admin/debt-servicing' },
  { label: 'Quality Testing', path: '/admin/quality' },
  { label: 'Audit Logs', path: '/admin/audit' },
  { label: 'Compliance', path: '/admin/compliance' },
  { label: 'Partners', path: '/admin/partners' },
  { label: 'Mail Room', path: '/admin/mailroom' },
  { label: 'AI Assistant', path: '/admin/chat' },
  { label: 'GPT Interface', path: '/admin/gpt' },
  { label: 'Queues', path: '/api/admin/queues' },
];

/** Calls that read the session or sign in/out; every other /api call from the admin app is admin data. */
const SESSION_CALLS = ['/api/auth/user', '/api/csrf', '/api/login', '/api/logout'];

function recordAdminDataCalls(page: Page): { url: string; status: number }[] {
  const calls: { url: string; status: number }[] = [];
  page.on('response', (response: Response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/') && !SESSION_CALLS.includes(pathname)) {
      calls.push({ url: pathname, status: response.status() });
    }
  });
  return calls;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin navigation' });

async function signInAsAdmin(page: Page) {
  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
}

test('an admin signs in and lands on the dashboard with the navigation', async ({ page }) => {
  await signInAsAdmin(page);

  const links = nav(page).getByRole('link');
  await expect(links).toHaveText(NAV.map((item) => item.label));
  for (const item of NAV) {
    await expect(nav(page).getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', item.path);
  }
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Admin Panel')).toBeVisible();
  await expect(page.getByRole('banner').getByText(ADMIN.email)).toBeVisible();

  // Live figures from GET /api/admin/stats (the fresh product has no paid orders, assets or loans).
  for (const label of ['Active Clients', 'Pending Orders', 'Assets Managed', 'Risk Flags']) {
    await expect(page.getByRole('heading', { name: label })).toBeVisible();
  }
  await expect(page.getByTestId('kpi-activeClients')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('kpi-riskFlags')).toHaveText(/^\d+$/);

  await expect(page.getByRole('button', { name: 'New Client' })).toBeVisible();
  for (const action of ['Upload Asset', 'Generate Report']) {
    await expect(page.getByRole('link', { name: action })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Generate Report' })).toHaveAttribute(
    'href',
    '/admin/asset-factory?template=compliance_report',
  );
  await expect(page.getByRole('search', { name: 'Audit Search' })).toBeVisible();
  // The admin's own sign-in is the newest audit entry.
  const activity = page.getByRole('list', { name: 'Recent activity' });
  await expect(activity.getByRole('listitem').first()).toContainText('login');
  await expect(activity.getByRole('listitem').first()).toContainText(ADMIN.email);

  // A quick action opens its screen and the menu follows.
  await page.getByRole('link', { name: 'Upload Asset' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dam');
  await expect(page.getByRole('heading', { name: 'Digital Asset Management' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'DAM' })).toHaveAttribute('aria-current', 'page');
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
});

test('New Client creates a client account and sends its invitation', async ({ page }) => {
  await signInAsAdmin(page);
  const email = `new-client-${Date.now()}@e2e.test`;
  await page.getByRole('button', { name: 'New Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Client' });
  await dialog.getByLabel('Client email').fill(email);
  await dialog.getByRole('button', { name: 'Create and Invite' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Client created' })).toContainText(
    `Invitation sent to ${email}`,
  );
  await expect(dialog).toBeHidden();
  const user = await e2eDb().user.findUniqueOrThrow({ where: { email } });
  expect(user).toMatchObject({ role: 'CLIENT', passwordHash: null });
  expect(
    await e2eDb().outboxEntry.count({ where: { kind: 'email.invitation', payload: { equals: { userId: user.id } } } }),
  ).toBe(1);
  await expect(page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem').first()).toContainText(
    'client.create',
  );

  // The same email again: the dialog says why.
  await page.getByRole('button', { name: 'New Client' }).click();
  await dialog.getByLabel('Client email').fill(email);
  await dialog.getByRole('button', { name: 'Create and Invite' }).click();
  await expect(dialog.getByText('An account with this email already exists', { exact: true })).toBeVisible();

  // A malformed email: the sentence under the field, without the field's name in front.
  await dialog.getByLabel('Client email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Create and Invite' }).click();
  await expect(dialog.getByText('Must be a valid email address', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/^email: /)).toHaveCount(0);
});

test('the audit list shows the admin’s own login entry and filters by search and action', async ({ page }) => {
  await signInAsAdmin(page);
  await nav(page).getByRole('link', { name: 'Audit Logs' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit Logs', level: 1 })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Audit Logs' })).toHaveAttribute('aria-current', 'page');

  for (const column of ['Timestamp', 'User', 'Action', 'Target', 'IP Address', 'Status']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  const ownLogin = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: ADMIN.email, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: 'login', exact: true }) });
  await expect(ownLogin.first()).toBeVisible();
  await expect(ownLogin.first()).toContainText('Success');

  await page.getByPlaceholder('Search logs...').fill(ADMIN.email);
  await expect(page).toHaveURL(/filter=/);
  await expect(ownLogin.first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Upload' }).click();
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  await expect(ownLogin).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Login' }).click();
  await expect(ownLogin.first()).toBeVisible();
});

test('a client who opens /admin is refused and sent to the sign-in page to switch account', async ({ page }) => {
  await signIn(page, CLIENT);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  // The dashboard's own calls (the client's orders, answered 200) end before the back-office's are recorded.
  await page.waitForLoadState('networkidle');
  // The server refuses the client admin data outright.
  expect((await page.request.get('/api/admin/stats')).status()).toBe(403);
  expect((await page.request.get('/api/audit')).status()).toBe(403);

  const adminCalls = recordAdminDataCalls(page);
  const toasts = await recordToastTexts(page);
  await page.goto('/admin');
  await page.waitForURL((url) => url.pathname === '/api/login');
  expect(toasts).toContainEqual(expect.stringMatching(/Unauthorized\s*You are logged out\. Logging in again\.\.\./));
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByText(`You are signed in as ${CLIENT.email}`)).toBeVisible();

  for (const call of adminCalls) expect([401, 403], `${call.url} answered ${call.status}`).toContain(call.status);
  await expect(page.getByText('Dashboard Overview')).toHaveCount(0);
});

test('a signed-out visitor is sent to the sign-in page', async ({ page }) => {
  const adminCalls = recordAdminDataCalls(page);
  const toasts = await recordToastTexts(page);
  await page.goto('/admin/audit');
  await page.waitForURL((url) => url.pathname === '/api/login');
  expect(toasts).toContainEqual(expect.stringContaining('Unauthorized'));
  for (const call of adminCalls) expect([401, 403], `${call.url} answered ${call.status}`).toContain(call.status);
});

test('the shell says it is loading while the signed-in state loads', async ({ page }) => {
  await signInAsAdmin(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/user', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/quality');
  await expect(page.getByText('Loading admin panel...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Advanced Quality Testing' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Test Suite' })).toBeVisible();
});

test('an unknown admin path shows the 404 page', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(nav(page)).toBeVisible();
});

test('on a small screen the menu slides over from the top bar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await expect(page.getByRole('banner').getByText('Admin Panel')).toBeVisible();
  await expect(nav(page)).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await nav(page).getByRole('link', { name: 'Debt Servicing' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/debt-servicing');
  await expect(page.getByRole('heading', { name: 'Debt Servicing Tools' })).toBeVisible();
  await expect(nav(page)).toBeHidden();
});
