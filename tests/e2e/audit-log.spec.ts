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

test('at 1366 px the filters, a custom range included, stand in one row; times read like every other date', async ({
  page,
}) => {
  // A full load of the back-office (its screen chunks) can be slow on a busy machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.goto(`/admin/audit?q=${MARK}`);
  const rows = page.getByRole('row').filter({ hasText: MARK });
  await expect(rows).toHaveCount(3, { timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('option', { name: 'Custom range' }).click();
  const filters = [
    page.getByPlaceholder('Search logs...'),
    page.getByRole('combobox', { name: 'Action' }),
    page.getByRole('combobox', { name: 'Date range' }),
    page.getByRole('textbox', { name: 'From', exact: true }),
    page.getByRole('textbox', { name: 'To', exact: true }),
  ];
  await expect(filters[4]).toBeVisible();
  const bottoms = await Promise.all(filters.map(async (filter) => (await filter.boundingBox())!));
  for (const box of bottoms) expect(Math.abs(box.y + box.height - (bottoms[0].y + bottoms[0].height))).toBeLessThan(12);
  const exportBox = (await page.getByRole('button', { name: 'Export CSV' }).boundingBox())!;
  expect(exportBox.x).toBeGreaterThan(bottoms[4].x + bottoms[4].width);
  expect(exportBox.x + exportBox.width).toBeLessThanOrEqual(1366);

  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('option').filter({ hasText: 'All time' }).click();
  await expect(rows).toHaveCount(3);
  const shown = await rows.first().getByRole('cell').first().textContent();
  expect(shown).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
});
