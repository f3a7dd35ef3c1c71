// Business names checked before filing, in the browser: onboarding step 3 shows what the state would say as the
// visitor types (an error blocks the step, a warning explains), and staff see the same at review.
import { expect, type Page, test } from '@playwright/test';
import { toCalendarDate } from '../../domain/calendar-dates';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';
import { e2eDb } from './support/db';
import { seedOrder } from './support/orders';
import { ADMIN, signIn } from './support/users';

const WORD = `Quillon${Date.now().toString(36)}`;
const TAKEN = `The ${WORD} Widgets LLC`;
const NAME_ERRORS_MESSAGE = 'Please correct the business names marked as errors: the state would refuse them';

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepText = (page: Page, n: number) => page.getByText(`Step ${n} of 4`, { exact: true });
const nameField = (page: Page) => page.getByLabel('Delaware business name');

test.describe
  .serial('business names', () => {
    let reviewOrderId = '';

    test.beforeAll(async () => {
      const db = e2eDb();
      // Another customer's entity, already formed in Delaware.
      await formEntities(
        db,
        null,
        [{ stateCode: 'DE', entityType: 'LLC', businessName: TAKEN }],
        toCalendarDate(new Date()),
      );
      // An order waiting for review whose name is now taken in Delaware.
      const order = await seedOrder(db, { company: `${WORD} Review`, totalUSD: 140_000, states: ['DE'] });
      await db.orderEntity.updateMany({
        where: { orderId: order.id },
        data: { businessName: `${WORD} widgets, l.l.c.` },
      });
      reviewOrderId = order.id;
    });

    test.afterAll(async () => {
      await removeCreatedOrders(e2eDb());
      await e2eDb().order.deleteMany({ where: { id: reviewOrderId } });
    });

    test('step 3 shows the state’s objections as the visitor types and blocks on an error', async ({ page }) => {
      await page.goto('/onboarding');
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByLabel('Email').fill('names@example.com');
      await next(page);
      await page.getByRole('checkbox', { name: /^LLC Formation/ }).check();
      await next(page);
      await page.locator('button[data-state="DE"]').click();

      // No designator: an error, and the step cannot be left.
      await nameField(page).fill(`${WORD} Widgets`);
      const problems = page.locator('li[data-severity]');
      await expect(problems).toHaveText([
        "Error: A Delaware LLC name must include 'LLC', 'L.L.C.' or 'Limited Liability Company'. (6 Del. C. § 18-102)",
      ]);
      await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
      await next(page);
      await expect(page.getByRole('status').filter({ hasText: NAME_ERRORS_MESSAGE })).toBeVisible();
      await expect(stepText(page, 3)).toBeVisible();

      // The designator added, but the name is another customer's, written differently: the server says so.
      await nameField(page).fill(`${WORD.toUpperCase()} WIDGETS, L.L.C.`);
      await expect(problems).toHaveText([
        /^Error: This name is not distinguishable from the name of an entity already formed in Delaware/,
      ]);
      await expect(problems).not.toContainText(TAKEN);
      await next(page);
      await expect(stepText(page, 3)).toBeVisible();

      // A word that needs a licence only warns: the visitor may go on.
      await nameField(page).fill(`${WORD} Insurance LLC`);
      await expect(problems).toHaveText([/^Warning: 'Insurance' needs a licence from the Insurance Commissioner/]);
      await expect(nameField(page)).toHaveAttribute('aria-invalid', 'false');
      await next(page);
      await expect(stepText(page, 4)).toBeVisible();
    });

    test('staff see the problems of an order’s names at review', async ({ page }) => {
      await signIn(page, ADMIN);
      await page.waitForURL((url) => url.pathname.startsWith('/admin'));
      await page.goto(`/admin/onboarding/${reviewOrderId}`);
      const names = page.getByRole('list', { name: 'Business names' });
      // The back-office bundle loads first: a loaded machine needs longer than the default wait.
      await expect(names).toContainText(`DE · ${WORD} widgets, l.l.c.`, { timeout: 30_000 });
      await expect(names.getByRole('alert')).toContainText(
        'This name is not distinguishable from the name of an entity already formed in Delaware',
      );
    });
  });
