// The queue board from the back-office: an admin's menu opens it in a new tab and it lists every queue.
import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from './support/users';

test('an admin opens the queue board from the menu and sees every queue', async ({ page, context }) => {
  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
  const link = page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Queues' });
  await expect(link).toHaveAttribute('href', '/api/admin/queues');
  const [board] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await board.waitForLoadState();
  for (const name of ['document-generation', 'quality-runs', 'compliance', 'maintenance'])
    await expect(board.getByText(name, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
});
