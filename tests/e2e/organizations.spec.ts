// Organisations in the browser: an owner creates one, checks a CSV file whose bad rows are listed (nothing
// imported), imports a clean one, then sees the companies in the registry (filtered, exported) and their deadlines
// in the calendar with its feed address.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { upsertUser } from '../../platform/services/identity';
import { e2eDb } from './support/db';
import { signIn } from './support/users';

const RUN = Date.now().toString(36);
const OWNER = { email: `org-owner-${RUN}@e2e.test`, password: 'e2e-organization-password' };
const FIRM = `Ledger & Crane ${RUN}`;
const HEADER = 'name,stateCode,entityType,formedOn,fileNumber';
const CLEAN = [
  HEADER,
  `Northwind ${RUN} LLC,WY,LLC,2019-04-10,WY-${RUN}-1`,
  `Bluebird ${RUN} Inc,DE,Corporation,2016-09-01,DE-${RUN}-2`,
  `Granite ${RUN} LLC,NV,LLC,2021-01-15,NV-${RUN}-3`,
].join('\n');
const HOSTILE = [
  HEADER,
  `Fine ${RUN} LLC,WY,LLC,2019-04-10,WY-${RUN}-9`,
  '=HYPERLINK("http://evil.example"),WY,LLC,2019-04-10,WY-X',
  `Nowhere ${RUN} LLC,ZZ,LLC,2019-04-10,ZZ-1`,
].join('\n');

test.describe
  .serial('organisations', () => {
    test.beforeAll(async () => {
      await upsertUser(e2eDb(), { ...OWNER, role: 'CLIENT' });
    });

    test.afterAll(async () => {
      const db = e2eDb();
      const orgs = await db.organization.findMany({ where: { name: FIRM }, select: { id: true } });
      await db.formedEntity.deleteMany({ where: { organizationId: { in: orgs.map((o) => o.id) } } });
      await db.organization.deleteMany({ where: { name: FIRM } });
      await db.user.deleteMany({ where: { email: OWNER.email } });
    });

    test('an owner creates an organisation, imports a CSV and sees the registry and calendar', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page, OWNER);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organizations' }).click();
      await page.waitForURL((url) => url.pathname === '/organizations');
      await expect(page.getByText('You belong to no organization yet.')).toBeVisible();

      await page.getByLabel('Organization name').fill(FIRM);
      await page.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL((url) => /^\/organizations\/[\w-]+$/.test(url.pathname));
      await expect(page.getByRole('heading', { level: 1, name: FIRM })).toBeVisible();
      await expect(page.getByText('Your role: Owner')).toBeVisible();
      await expect(page.getByText('No entities yet')).toBeVisible();

      // A file with bad rows: each listed, nothing imported.
      await page.getByRole('tab', { name: 'Import' }).click();
      await page.getByTestId('import-file').setInputFiles({
        name: 'hostile.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(HOSTILE),
      });
      await page.getByRole('button', { name: 'Check file' }).click();
      const errors = page.getByTestId('import-error-row');
      await expect(errors).toHaveCount(2);
      await expect(errors.nth(0)).toContainText('3');
      await expect(errors.nth(0)).toContainText('formula');
      await expect(errors.nth(1)).toContainText('stateCode');
      await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

      // The clean file: checked, then imported.
      await page.getByTestId('import-file').setInputFiles({
        name: 'companies.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(CLEAN),
      });
      await page.getByRole('button', { name: 'Check file' }).click();
      await expect(page.getByTestId('import-ready')).toContainText('3 companies ready to import');
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(page.getByText('3 companies imported')).toBeVisible();
      await page.waitForURL((url) => url.pathname.endsWith('/registry'));

      // The registry, filtered by jurisdiction, and its export.
      const rows = page.getByTestId('registry-row');
      await expect(rows).toHaveCount(3);
      await expect(page.getByTestId('registry-count')).toContainText('3 entities');
      await expect(rows.filter({ hasText: `Bluebird ${RUN} Inc` })).toContainText(`DE-${RUN}-2`);
      await page.getByLabel('Jurisdiction').click();
      await page.getByRole('option', { name: 'Wyoming' }).click();
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(`Northwind ${RUN} LLC`);
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Export CSV' }).click();
      const file = await (await download).path();
      const csv = await readFile(file, 'utf8');
      expect(csv.split(/\r?\n/)[0]).toMatch(/^name,stateCode,entityType,formedOn,fileNumber/);
      expect(csv).toContain(`Northwind ${RUN} LLC`);
      expect(csv).not.toContain(`Bluebird ${RUN} Inc`);

      // One company added by hand joins the (still filtered) registry.
      await page.getByRole('button', { name: 'Add company' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add an existing company' });
      await dialog.getByLabel('Name').fill(`Handmade ${RUN} LLC`);
      await dialog.getByLabel('Jurisdiction').click();
      await page.getByRole('option', { name: 'Wyoming' }).click();
      await dialog.getByLabel('Formation date').fill('2020-07-01');
      await dialog.getByLabel('State file number').fill(`WY-${RUN}-H`);
      await dialog.getByRole('button', { name: 'Add company' }).click();
      await expect(page.getByText('Company added')).toBeVisible();
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: `Handmade ${RUN} LLC` })).toContainText(`WY-${RUN}-H`);

      // The calendar: each company's deadlines with its name, and the feed address.
      await page.getByRole('tab', { name: 'Calendar' }).click();
      const calendar = page.getByTestId('calendar-row');
      await expect(calendar.first()).toBeVisible();
      for (const name of [`Northwind ${RUN} LLC`, `Bluebird ${RUN} Inc`, `Granite ${RUN} LLC`, `Handmade ${RUN} LLC`])
        await expect(calendar.filter({ hasText: name }).first()).toBeVisible();
      await expect(page.getByTestId('organization-feed-url')).toHaveValue(/\/calendar\.ics\?token=[\w-]{43}$/);
      const feedUrl = await page.getByTestId('organization-feed-url').inputValue();
      const feed = new URL(feedUrl);
      const ics = await page.request.get(`${feed.pathname}${feed.search}`);
      expect(ics.status()).toBe(200);
      expect(await ics.text()).toContain(`Granite ${RUN} LLC (NV)`);

      // The month view: the first deadline's month with it on its day; the next month a click away.
      await page.getByRole('button', { name: 'Month' }).click();
      const month = page.getByTestId('calendar-month');
      const shown = await month.textContent();
      await expect(page.getByTestId('calendar-day-entry').first()).toBeVisible();
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(month).not.toHaveText(shown ?? '');
      await page.getByRole('button', { name: 'List' }).click();
      await expect(calendar.first()).toBeVisible();

      // The members tab lists the owner.
      await page.getByRole('tab', { name: 'Members' }).click();
      await expect(page.getByTestId('member-row')).toContainText(OWNER.email);
    });
  });
