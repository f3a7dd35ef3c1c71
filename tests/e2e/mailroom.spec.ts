// The registered-agent mail room in the browser: a compliance officer logs a service of process and a
// solicitation with their scans; the client sees both (the solicitation with its warning), acknowledges the
// service of process, and staff see it acknowledged. Then staff enter a Delaware corporation's franchise tax
// figures from the compliance screen.
import { expect, test } from '@playwright/test';
import { addDays, toCalendarDate } from '../../domain/calendar-dates';
import { upsertUser } from '../../platform/services/identity';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';
import { pdfBytes } from '../helpers/uploads';
import { e2eDb } from './support/db';
import { signIn } from './support/users';

const RUN = Date.now().toString(36);
const CLIENT = { email: `mailroom-client-${RUN}@e2e.test`, password: 'e2e-mailroom-client-password' };
const OFFICER = { email: `mailroom-officer-${RUN}@e2e.test`, password: 'e2e-mailroom-officer-password' };
const NAME = `Served Labs ${RUN} Inc`;

test.describe
  .serial('registered-agent mail room', () => {
    test.beforeAll(async () => {
      const client = await upsertUser(e2eDb(), { ...CLIENT, role: 'CLIENT' });
      await upsertUser(e2eDb(), { ...OFFICER, role: 'COMPLIANCE_OFFICER' });
      const formedOn = addDays(toCalendarDate(new Date()), -40);
      await formEntities(e2eDb(), client.id, [{ stateCode: 'DE', entityType: 'CORP', businessName: NAME }], formedOn);
    });
    test.afterAll(async () => {
      await removeCreatedOrders(e2eDb());
      await e2eDb().asset.deleteMany({ where: { owner: { email: CLIENT.email } } });
      await e2eDb().user.deleteMany({ where: { email: { in: [CLIENT.email, OFFICER.email] } } });
    });

    test('staff log a service of process; the client sees it and acknowledges', async ({ browser }) => {
      test.setTimeout(90_000);
      const staff = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      await signIn(staff, OFFICER);
      await staff.waitForURL((url) => url.pathname.startsWith('/admin'));
      await staff.goto('/admin/mailroom');
      await expect(staff.getByRole('heading', { level: 1, name: 'Mail Room' })).toBeVisible();

      const logOne = async (kind: string, sender: string, file: string) => {
        await staff.getByRole('button', { name: 'Log mail' }).click();
        const dialog = staff.getByRole('dialog', { name: 'Log mail received' });
        await dialog.getByRole('combobox', { name: 'Entity' }).fill(RUN);
        await staff.getByRole('option', { name: new RegExp(NAME) }).click();
        await dialog.getByRole('combobox', { name: 'Kind' }).click();
        await staff.getByRole('option', { name: kind }).click();
        await dialog.getByLabel('Sender').fill(sender);
        await dialog
          .getByLabel('Scan')
          .setInputFiles({ name: file, mimeType: 'application/pdf', buffer: pdfBytes(file) });
        await dialog.getByRole('button', { name: 'Log and email the client' }).click();
        await expect(dialog).toBeHidden();
      };
      await logOne('Service of process', 'Court of Chancery', 'summons.pdf');
      await logOne('Solicitation (not from the state)', 'Corporate Records Service', 'offer.pdf');
      await staff.getByLabel('Search').fill(RUN);
      const rows = staff.getByTestId('mail-row');
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: 'Court of Chancery' })).toContainText('NEW');
      await staff.screenshot({ path: '/tmp/mailroom-staff-logged.png' });

      const client = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await signIn(client, CLIENT);
      await client.waitForURL((url) => url.pathname === '/dashboard');
      await client.getByRole('link', { name: 'Mail', exact: true }).first().click();
      await expect(client.getByRole('heading', { level: 1, name: 'Registered Agent Mail' })).toBeVisible();
      const served = client.getByRole('listitem', { name: 'Service of process from Court of Chancery' });
      const pitch = client.getByRole('listitem', {
        name: 'Solicitation (not from the state) from Corporate Records Service',
      });
      await expect(pitch).toContainText('not a notice from the state');
      await expect(served).toContainText('Legal papers were served on your company');
      // The scan opens in a new tab as a download: fetched here with the page's session (it marks the item viewed).
      const href = await served.getByRole('link', { name: 'Open scan' }).getAttribute('href');
      const scan = await client.request.get(href!);
      expect(scan.status()).toBe(200);
      expect((await scan.body()).toString()).toContain('summons.pdf');
      await client.screenshot({ path: '/tmp/mailroom-client-before-ack.png', fullPage: true });
      await served.getByRole('button', { name: 'Acknowledge' }).click();
      await expect(served).toContainText('Acknowledged');
      await expect(served.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
      await expect(pitch.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
      await client.screenshot({ path: '/tmp/mailroom-client-acknowledged.png', fullPage: true });

      // The registered-agent renewal on the client's calendar links to this entity's mail.
      await client.goto('/compliance');
      const renewal = client.getByRole('listitem', { name: `Registered Agent Renewal for ${NAME}` });
      await renewal.getByRole('link', { name: 'Mail received as registered agent' }).click();
      await expect(client.getByRole('heading', { level: 1, name: `Mail for ${NAME}` })).toBeVisible();

      await staff.reload();
      await staff.getByLabel('Search').fill(RUN);
      await expect(rows.filter({ hasText: 'Court of Chancery' })).toContainText('ACKNOWLEDGED');
      await expect(rows.filter({ hasText: 'Court of Chancery' })).toContainText(/viewed .* acknowledged/);
      const junk = rows.filter({ hasText: 'Corporate Records Service' });
      await junk.getByRole('button', { name: 'Close' }).click();
      const close = staff.getByRole('dialog');
      await close.getByLabel('Closing note').fill('Solicitation, no action');
      await close.getByRole('button', { name: 'Close item' }).click();
      await expect(rows).toHaveCount(1);
      await staff.screenshot({ path: '/tmp/mailroom-staff-after.png' });
    });

    test('compliance staff enter a Delaware corporation franchise tax figures from the compliance screen', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 1400, height: 900 });
      await signIn(page, OFFICER);
      await page.waitForURL((url) => url.pathname.startsWith('/admin'));
      await page.goto('/admin/compliance');
      await page.getByPlaceholder('Business, obligation or client').fill(RUN);
      const rows = page.locator('tbody tr');
      const report = rows.filter({ hasText: 'Annual Franchise Tax Report' });
      await report.getByRole('button', { name: 'Franchise tax' }).click();
      const dialog = page.getByRole('dialog', { name: `Delaware franchise tax: ${NAME}` });
      await expect(dialog).toContainText('No figures entered yet');
      await dialog.getByLabel('Authorized shares').fill('10,000,000');
      await dialog.getByLabel('Par value ($)').fill('0.00001');
      await dialog.getByLabel('Issued shares (all classes, treasury included)').fill('8000000');
      await dialog.getByLabel('Total gross assets ($)').fill('250,000');
      await dialog.getByRole('button', { name: 'Save figures' }).click();
      const result = dialog.getByTestId('admin-franchise-tax-result');
      await expect(result).toContainText('Authorized Shares method$85,165.00');
      await expect(result).toContainText('Assumed Par Value Capital method (lesser)$400.00');
      await expect(result).toContainText('Estimated total due$450.00');
      await expect(result).toContainText(`by ${OFFICER.email}`);
      await page.screenshot({ path: '/tmp/mailroom-admin-franchise-tax.png' });

      const renewal = rows.filter({ hasText: 'Registered Agent Renewal' });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await renewal.getByRole('link', { name: 'Mail history' }).click();
      await expect(page).toHaveURL(/\/admin\/mailroom\?entityId=/);
      await expect(page.getByRole('heading', { level: 1, name: 'Mail Room' })).toBeVisible();
    });
  });
