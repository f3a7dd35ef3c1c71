// A Delaware corporation's client enters its cap table on the compliance calendar and sees the franchise tax by
// both methods; the March 1 deadline then quotes the lesser.
import { expect, test } from '@playwright/test';
import { addDays, toCalendarDate } from '../../domain/calendar-dates';
import { upsertUser } from '../../platform/services/identity';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';
import { e2eDb } from './support/db';
import { signIn } from './support/users';

const RUN = Date.now().toString(36);
const CLIENT = { email: `franchise-tax-${RUN}@e2e.test`, password: 'e2e-franchise-tax-password' };
const NAME = `Franchise Labs ${RUN} Inc`;

test.beforeAll(async () => {
  const client = await upsertUser(e2eDb(), { ...CLIENT, role: 'CLIENT' });
  const formedOn = addDays(toCalendarDate(new Date()), -30);
  await formEntities(e2eDb(), client.id, [{ stateCode: 'DE', entityType: 'CORP', businessName: NAME }], formedOn);
});
test.afterAll(async () => {
  await removeCreatedOrders(e2eDb());
  await e2eDb().user.deleteMany({ where: { email: CLIENT.email } });
});

test('a client computes the Delaware franchise tax by both methods from the compliance calendar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, CLIENT);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto('/compliance');
  const row = page.getByRole('listitem', { name: `Annual Franchise Tax Report for ${NAME}` });
  await expect(row.getByTestId('franchise-tax-summary')).toContainText('Enter your share classes');

  await row.getByRole('button', { name: 'Franchise tax estimate' }).click();
  const dialog = page.getByRole('dialog', { name: `Delaware franchise tax: ${NAME}` });
  await dialog.getByLabel('Authorized shares').fill('10,000,000');
  await dialog.getByLabel('Par value ($)').fill('0.00001');
  await dialog.getByLabel('Issued shares (all classes)').fill('8000000');
  await dialog.getByLabel('Total gross assets ($)').fill('not money');
  await dialog.getByRole('button', { name: 'Compute estimate' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Total gross assets must be an amount in dollars.');

  await dialog.getByLabel('Total gross assets ($)').fill('250,000');
  await dialog.getByRole('button', { name: 'Compute estimate' }).click();
  const result = dialog.getByTestId('franchise-tax-result');
  await expect(result).toContainText('Authorized Shares method$85,165.00');
  await expect(result).toContainText('Assumed Par Value Capital method (lesser)$400.00 (assumed par $0.031250');
  await expect(result).toContainText('Estimated total due$450.00');
  await page.screenshot({ path: 'test-results/franchise-tax-dialog.png' });

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByTestId('franchise-tax-summary')).toContainText(
    'Estimated franchise tax: $400.00 by the Assumed Par Value Capital method',
  );
});
