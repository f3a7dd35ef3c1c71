// Entries that no person wrote name the part of the product that did: Stripe's webhook events, the scheduled
// scans and the workflow's steps, in the audit log and in Recent Activity; a failed sign-in stays anonymous.
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test } from '@playwright/test';
import { e2eDb } from './support/db';
import { ADMIN, signIn } from './support/users';

// Pages wait on lazily loaded code and on the database's notices: on a loaded machine that takes longer than the
// default 7 s.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test('the audit log names Stripe, the Scheduler and the Workflow as actors', async ({ page }) => {
  const mark = `actors${randomUUID().slice(0, 8)}`;
  await e2eDb().auditEntry.createMany({
    data: [
      { action: 'order.paid', target: `${mark}-paid` },
      { action: 'compliance.overdue', target: `${mark}-overdue` },
      { action: 'order.stage', target: `${mark}-stage` },
      { action: 'login.failed', target: `${mark}-stranger`, success: false },
    ],
  });
  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.goto(`/admin/audit?filter=${encodeURIComponent(JSON.stringify({ q: mark }))}`);
  const row = (target: string) => page.getByRole('row').filter({ hasText: `${mark}-${target}` });
  await expect(row('paid')).toContainText('Stripe');
  await expect(row('overdue')).toContainText('Scheduler');
  await expect(row('stage')).toContainText('Workflow');
  await expect(row('stranger')).toContainText('Anonymous');

  await page.goto('/admin');
  const activity = page.getByRole('listitem').filter({ hasText: `${mark}-paid` });
  await expect(activity).toContainText('Stripe ·');
});
