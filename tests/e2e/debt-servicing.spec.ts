// Debt Servicing: the calculator (validation, schedule, tiles, chart), the loan portfolio and its CSV export.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { sampleLoans } from '../../prisma/sample-data';
import { e2eDb } from './support/db';
import { ADMIN, signIn } from './support/users';

test.beforeAll(async () => {
  if (!(await e2eDb().loan.count({ where: { entityName: 'Pinecrest Series LLC' } }))) {
    await e2eDb().loan.createMany({ data: sampleLoans(new Date()) });
  }
});

const toast = (page: import('@playwright/test').Page, title: string) =>
  page.getByRole('alert').filter({ hasText: title });

test('an admin runs the calculator and sees the schedule, the tiles and the chart', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.goto('/admin/debt-servicing');
  await expect(page.getByRole('heading', { name: 'Debt Servicing Tools' })).toBeVisible();

  const calculator = page.getByRole('form', { name: 'Amortization calculator' });
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expect(toast(page, 'Validation Error: Please fill in all calculator fields')).toBeVisible();

  await calculator.getByLabel('Principal ($)').fill('100000');
  await calculator.getByLabel('Annual Rate (%)').fill('6');
  await calculator.getByLabel('Term (months)').fill('360');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expect(toast(page, 'Amortization schedule generated successfully')).toBeVisible();

  await expect(
    page.getByRole('region', { name: 'Payment' }).or(page.getByLabel('Payment', { exact: true })),
  ).toContainText('$599.55');
  await expect(page.getByLabel('Payments', { exact: true })).toContainText('360');
  await expect(page.getByText('showing first 12 of 360')).toBeVisible();
  const schedule = page.getByRole('table', { name: 'Payment schedule' });
  await expect(schedule.getByRole('row')).toHaveCount(13);
  await expect(schedule.getByRole('row').nth(1)).toContainText('$599.55');
  await expect(schedule.getByRole('row').nth(1)).toContainText('$99,900.45');

  // The chart (loaded on demand) draws the balance line.
  const chart = page.getByRole('figure', { name: 'Balance over time' });
  const line = chart.locator('path.MuiLineChart-line');
  await expect(line).toBeVisible();
  await expect(line).toHaveAttribute('d', /^M.{40,}/);
  await expect(chart.getByText('Balance', { exact: true }).first()).toBeVisible();

  // The server's validation message reaches the user.
  await calculator.getByLabel('Term (months)').fill('10');
  await calculator.getByLabel('Payment Schedule').click();
  await page.getByRole('option', { name: 'Quarterly' }).click();
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expect(toast(page, 'Calculation Failed')).toContainText('term: must be a multiple of 3 months');
});

test('the portfolio lists the loans with their status and exports them as CSV', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.goto('/admin/debt-servicing');

  const loans = await e2eDb().loan.findMany();
  await expect(page.getByLabel('Loans at Risk')).toContainText(
    `${loans.filter((loan) => loan.status !== 'current' || loan.covenantStatus !== 'compliant').length} of ${loans.length}`,
  );
  const pinecrest = page.getByRole('row').filter({ hasText: 'Pinecrest Series LLC' });
  await expect(pinecrest).toContainText('delinquent (95 days)');
  await expect(pinecrest).toContainText('default');
  await expect(page.getByRole('row').filter({ hasText: 'Harbor Logistics LLC' })).toContainText('current');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^debt_servicing_export_[\dTZ-]+\.csv$/);
  await expect(toast(page, 'CSV export downloaded successfully')).toBeVisible();
  const rows = parse(await readFile((await download.path())!, 'utf8'), { columns: true }) as Record<string, string>[];
  expect(rows.map((row) => row.Entity).sort()).toEqual(loans.map((loan) => loan.entityName).sort());
});

test('at 1366 px every column of the loan table is within the page, Collateral and Covenants included', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.goto('/admin/debt-servicing');
  const pinecrest = page.getByRole('row').filter({ hasText: 'Pinecrest Series LLC' });
  await expect(pinecrest).toBeVisible();
  const table = page.getByRole('table').filter({ has: pinecrest });
  for (const name of ['Collateral', 'Covenants']) {
    const header = await table.getByRole('columnheader', { name }).boundingBox();
    expect(header, `${name} header`).not.toBeNull();
    expect(header!.x + header!.width, `${name} header's right edge`).toBeLessThanOrEqual(1366);
  }
  // Nothing of the page scrolls sideways, and nothing of the table is cut or scrolled inside its card: the box
  // around the table that clips or scrolls holds it whole.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  const inside = await table.evaluate((element) => {
    let box = element.parentElement;
    while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
    const clip = box?.getBoundingClientRect();
    return {
      hidden: box ? box.scrollWidth - box.clientWidth : 0,
      right: element.getBoundingClientRect().right,
      clipRight: clip ? clip.right : window.innerWidth,
    };
  });
  expect(inside.hidden, 'table width beyond its box').toBeLessThanOrEqual(0);
  expect(inside.right).toBeLessThanOrEqual(inside.clipRight + 0.5);
  const covenant = await pinecrest.getByRole('cell').last().boundingBox();
  expect(covenant!.x + covenant!.width).toBeLessThanOrEqual(inside.clipRight + 0.5);
});
