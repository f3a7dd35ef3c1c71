// Audit Logs: the dashboard's Audit Search, server-side filters and stat tiles, and the filtered CSV export.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { e2eDb } from './support/db';
import { ADMIN, signIn } from './support/users';

const MARK = `e2e${randomUUID().slice(0, 8)}`;
const HOUR = 60 * 60 * 1000;

test.beforeAll(async () => {
  const now = Date.now();
  await e2eDb().auditEntry.createMany({
    data: [
      {
        action: 'login.failed',
        target: `${MARK}-intruder@test.example`,
        ip: '198.51.100.7',
        success: false,
        createdAt: new Date(now - HOUR),
      },
      {
        action: 'upload',
        target: `=HYPERLINK("http://evil.example","${MARK}")`,
        role: 'ADMIN',
        createdAt: new Date(now - 2 * HOUR),
      },
      { action: 'order.stage', target: `${MARK} order`, createdAt: new Date(now - 10 * 24 * HOUR) },
    ],
  });
});

test('an admin searches from the dashboard, filters the audit log and exports what the filters select', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');

  await page.getByRole('search', { name: 'Audit Search' }).getByLabel('Audit Search').fill(MARK);
  await page.getByRole('button', { name: 'Search the audit log' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/audit');
  await expect(page.getByPlaceholder('Search logs...')).toHaveValue(MARK);

  const rows = page.getByRole('row').filter({ hasText: MARK });
  await expect(rows).toHaveCount(3);
  await expect(page.getByLabel('Total Events')).toContainText('3');
  await expect(page.getByLabel('Failed Events')).toContainText('1');
  await expect(page.getByLabel('Admin Actions')).toContainText('1');
  await expect(rows.filter({ hasText: 'login.failed' })).toContainText('Failed');
  await expect(rows.filter({ hasText: 'login.failed' })).toContainText('198.51.100.7');

  // Date range, applied by the server.
  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('option', { name: 'Last 24 hours' }).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByLabel('Total Events')).toContainText('2');

  // Action family.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Upload' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('upload');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit_logs_export_[\dTZ-]+\.csv$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Audit logs exported successfully' })).toBeVisible();
  const exported = parse(await readFile((await download.path())!, 'utf8'), { columns: true }) as Record<
    string,
    string
  >[];
  expect(exported.map((row) => row.Action)).toEqual(['upload']);
  // The formula in the target is exported as text.
  expect(exported[0].Target).toBe(`'=HYPERLINK("http://evil.example","${MARK}")`);

  // A custom range that ends before the entries selects none of them.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option').filter({ hasText: 'All actions' }).click();
  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('option', { name: 'Custom range' }).click();
  const day = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString().slice(0, 10);
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(day(24 * 12));
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(day(24 * 8));
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('order.stage');
});
