// A staff member outside ADMIN/SUPERADMIN in the back-office: the screens of their areas open, the GPT Interface
// shows the spec's access-denied text, and the server refuses its calls.
import { expect, test } from '@playwright/test';
import { upsertUser } from '../../platform/services/identity';
import { e2eDb } from './support/db';
import { signIn } from './support/users';

const PARALEGAL = { email: `paralegal-${Date.now().toString(36)}@e2e.test`, password: 'e2e-paralegal-password' };

test.beforeAll(async () => {
  await upsertUser(e2eDb(), { ...PARALEGAL, role: 'PARALEGAL' });
});
test.afterAll(async () => {
  await e2eDb().user.deleteMany({ where: { email: PARALEGAL.email } });
});

test('a paralegal uses the AI Assistant but is refused the GPT Interface', async ({ page }) => {
  await signIn(page, PARALEGAL);
  await page.waitForURL((url) => url.pathname.startsWith('/admin'));
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'AI Assistant' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'GPT Interface' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Queues' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/queues')).status()).toBe(403);

  await page.goto('/admin/gpt');
  await expect(page.getByText('Access denied. Admin privileges required to use the GPT interface.')).toBeVisible();
  const refused = await page.request.get('/api/admin/gpt/capabilities');
  expect(refused.status()).toBe(403);

  // The mail room belongs to admins and compliance officers.
  await expect(nav.getByRole('link', { name: 'Mail Room' })).toHaveCount(0);
  await page.goto('/admin/mailroom');
  await expect(page.getByRole('alert').filter({ hasText: 'Access denied' })).toBeVisible();
  expect((await page.request.get('/api/admin/mail')).status()).toBe(403);
});
