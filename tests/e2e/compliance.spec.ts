// The compliance calendar in the browser: a client's dashboard panel, /compliance with its feed link and rotation,
// and the back-office list with filters, a recorded filing and the CSV export.
import { expect, type Page, test } from '@playwright/test';
import { addDays, toCalendarDate } from '../../domain/calendar-dates';
import { upsertUser } from '../../platform/services/identity';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';
import { e2eDb } from './support/db';
import { ADMIN, signIn } from './support/users';

const RUN = Date.now().toString(36);
const COMPLIANCE_CLIENT = { email: `compliance-client-${RUN}@e2e.test`, password: 'e2e-compliance-password' };
const UPCOMING_NAME = `Upcoming Harbor ${RUN} LLC`;
const OVERDUE_NAME = `Overdue Ridge ${RUN} Inc`;

/** A completed order for the user with one entity, formed `daysAgo` days ago, and its obligations. */
async function formEntity(
  userId: string,
  stateCode: string,
  entityType: 'LLC' | 'CORP',
  name: string,
  daysAgo: number,
) {
  const formedOn = addDays(toCalendarDate(new Date()), -daysAgo);
  await formEntities(e2eDb(), userId, [{ stateCode, entityType, businessName: name }], formedOn);
}

test.describe
  .serial('compliance calendar', () => {
    test.beforeAll(async () => {
      const client = await upsertUser(e2eDb(), { ...COMPLIANCE_CLIENT, role: 'CLIENT' });
      // Formed 340 days ago: the registered agent renewal is 25 days away.
      await formEntity(client.id, 'NV', 'LLC', UPCOMING_NAME, 340);
      // Formed three years ago in Wyoming: the first report and renewal are overdue.
      await formEntity(client.id, 'WY', 'CORP', OVERDUE_NAME, 3 * 365);
    });

    test.afterAll(async () => {
      await removeCreatedOrders(e2eDb());
      await e2eDb().user.deleteMany({ where: { email: COMPLIANCE_CLIENT.email } });
    });

    test('a client sees Upcoming deadlines, opens the calendar and rotates its feed link', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page, COMPLIANCE_CLIENT);
      await page.waitForURL((url) => url.pathname === '/dashboard');

      const panel = page.getByRole('region', { name: 'Upcoming deadlines' });
      await expect(panel.getByTestId('deadline-row').first()).toBeVisible();
      // Overdue first, then the upcoming renewal.
      await expect(panel.getByTestId('deadline-row').first()).toContainText(OVERDUE_NAME);
      await expect(panel.getByTestId('deadline-row').first()).toContainText('Overdue');
      await expect(
        panel.getByRole('listitem', { name: `Registered Agent Renewal for ${UPCOMING_NAME}` }),
      ).toContainText('Upcoming');

      await panel.getByRole('link', { name: 'View calendar' }).click();
      await page.waitForURL((url) => url.pathname === '/compliance');
      await expect(page.getByRole('heading', { level: 1, name: 'Compliance Calendar' })).toBeVisible();
      const deadlines = page.getByRole('region', { name: 'Deadlines' });
      await expect(
        deadlines.getByRole('listitem', { name: `Annual List and State Business License for ${UPCOMING_NAME}` }),
      ).toBeVisible();
      await deadlines.getByRole('button', { name: 'Overdue' }).click();
      await expect(deadlines.getByTestId('deadline-row').first()).toContainText(OVERDUE_NAME);
      await expect(deadlines.getByText(UPCOMING_NAME)).toHaveCount(0);

      const feedInput = page.getByTestId('feed-url');
      await expect(feedInput).toHaveValue(/\/api\/compliance\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      const firstUrl = await feedInput.inputValue();
      const feed = await page.request.get(new URL(firstUrl).pathname);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toContain('text/calendar');
      expect(await feed.text()).toContain(UPCOMING_NAME);

      await page.getByRole('button', { name: 'Replace link' }).click();
      const dialog = page.getByRole('dialog', { name: 'Replace your calendar link?' });
      await dialog.getByRole('button', { name: 'Replace link' }).click();
      await expect(page.getByText('Calendar link replaced')).toBeVisible();
      await expect(feedInput).not.toHaveValue(firstUrl);
      const secondUrl = await feedInput.inputValue();
      expect((await page.request.get(new URL(firstUrl).pathname)).status()).toBe(404);
      expect((await page.request.get(new URL(secondUrl).pathname)).status()).toBe(200);
    });

    async function openAdminList(page: Page) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await signIn(page, ADMIN);
      await page.waitForURL((url) => url.pathname === '/admin');
      await page
        .getByRole('navigation', { name: 'Admin navigation' })
        .getByRole('link', { name: 'Compliance' })
        .click();
      await page.waitForURL((url) => url.pathname === '/admin/compliance');
      await expect(page.getByRole('heading', { level: 1, name: 'Compliance' })).toBeVisible();
    }

    test('an admin filters the list by state and status, records a filing and exports CSV', async ({ page }) => {
      test.setTimeout(60_000);
      await openAdminList(page);
      await page.getByPlaceholder('Business, obligation or client').fill(`${RUN}-nothing`);
      await expect(page.getByText('No obligations match.')).toBeVisible();
      await page.getByPlaceholder('Business, obligation or client').fill(RUN);
      // The obligations' table (the Renewals list below it has rows of its own).
      const rows = page.locator('table').first().locator('tbody tr');
      await expect(rows).toHaveCount(4);

      await page.getByRole('combobox', { name: 'State' }).click();
      await page.getByRole('option', { name: 'Wyoming' }).click();
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText(OVERDUE_NAME);

      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Overdue' }).click();
      await expect(rows).toHaveCount(2);

      const report = rows.filter({ hasText: 'Annual Report and License Tax' });
      await report.getByRole('button', { name: 'Record filing' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Confirmation number').fill(`WY-${RUN}`);
      await dialog.getByRole('button', { name: 'Save filing' }).click();
      await expect(page.getByText(/Filed\. Next deadline: \d{4}-\d{2}-\d{2}/)).toBeVisible();
      // Filed, it leaves the overdue view; the next year's report takes its place once overdue or upcoming.
      await expect(rows.filter({ hasText: `WY-${RUN}` })).toHaveCount(0);
      const filed = await e2eDb().complianceFiling.findMany({ where: { confirmation: `WY-${RUN}` } });
      expect(filed).toHaveLength(1);

      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Filed' }).click();
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(`WY-${RUN}`);

      const exportLink = page.getByRole('link', { name: 'Export CSV' });
      const href = await exportLink.getAttribute('href');
      expect(href).toContain('export.csv');
      const csv = await page.request.get(href!);
      expect(csv.status()).toBe(200);
      const lines = (await csv.text()).trim().split('\n');
      expect(lines[0]).toContain('Business,State,Entity type,Obligation,Due date,Status');
      expect(lines.slice(1)).toEqual([
        expect.stringContaining(`${OVERDUE_NAME},WY,CORP,Annual Report and License Tax`),
      ]);
      expect(lines[1]).toContain(`WY-${RUN}`);
    });
  });
