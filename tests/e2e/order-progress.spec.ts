// Who an order waits for and its estimated completion: the client reads them on the dashboard and the order
// page; staff read them on the board, where an order past its estimate is highlighted, and on the order page.
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { addBusinessDays } from '../../domain/business-days';
import { formatCalendarDate } from '../../domain/calendar-dates';
import { formatEstimateDate } from '../../domain/estimate-labels';
import { STATE_PROCESSING_TIMES, TEAM_BUSINESS_DAYS } from '../../domain/processing-times';
import { e2eDb } from './support/db';
import { seedOrder } from './support/orders';
import { ADMIN, CLIENT, signIn } from './support/users';

const db = e2eDb();

/** An order in State Filing since `since`, its Delaware filing submitted and waiting on the state. */
async function seedFilingOrder(company: string, since: Date, userId?: string) {
  const order = await seedOrder(db, { company, totalUSD: 90_000, status: 'IN_PROGRESS', stage: 'FILING', userId });
  await db.orderStageEvent.createMany({
    data: [
      // Paid a minute before: events of the same instant would be ordered by their random ids.
      {
        id: randomUUID(),
        orderId: order.id,
        stage: 'PENDING_REVIEW',
        action: 'paid',
        createdAt: new Date(+since - 60_000),
      },
      { id: randomUUID(), orderId: order.id, stage: 'FILING', action: 'confirmDocuments', createdAt: since },
    ],
  });
  await db.orderFiling.create({ data: { orderId: order.id, stateCode: 'DE' } });
  return order;
}

const filingEstimate = (since: Date) =>
  formatEstimateDate(
    formatCalendarDate(addBusinessDays(since, TEAM_BUSINESS_DAYS.FILING + STATE_PROCESSING_TIMES.DE.businessDays)),
  );

const row = (page: Page, orderId: string) =>
  page.getByTestId('order-row').filter({ has: page.getByRole('link', { name: `#${orderId.slice(0, 8)}` }) });

test('the client sees who each order waits for and its estimated completion', async ({ page }) => {
  const client = await db.user.findUniqueOrThrow({ where: { email: CLIENT.email } });
  const now = new Date();
  const filing = await seedFilingOrder(`Progress ${randomUUID().slice(0, 6)}`, now, client.id);
  const asked = await seedOrder(db, { company: 'Progress Asked', totalUSD: 60_000, userId: client.id });
  await db.changeRequest.create({
    data: { id: randomUUID(), orderId: asked.id, message: 'Please confirm the registered address' },
  });

  await signIn(page, CLIENT);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await expect(row(page, filing.id).getByTestId('order-holder')).toHaveText('Being filed with the state of Delaware');
  await expect(row(page, filing.id).getByTestId('order-estimate')).toHaveText(
    `Estimated completion: ${filingEstimate(now)}`,
  );
  await expect(row(page, asked.id).getByTestId('order-holder')).toHaveText('Waiting on you: answer a change request');
  await expect(row(page, asked.id).getByTestId('order-estimate')).toContainText('if you act today');
  await page.screenshot({ path: '/tmp/holder-client-dashboard.png', fullPage: true });

  await row(page, filing.id)
    .getByRole('link', { name: `#${filing.id.slice(0, 8)}` })
    .click();
  const where = page.getByRole('region', { name: 'Where your order is' });
  await expect(where.getByTestId('order-holder')).toHaveText('Being filed with the state of Delaware');
  await expect(where.getByTestId('order-estimate')).toHaveText(`Estimated completion: ${filingEstimate(now)}`);
  await page.screenshot({ path: '/tmp/holder-client-order.png', fullPage: true });
});

test('staff see orders past their estimate highlighted on the board, and the holder on the order page', async ({
  page,
}) => {
  const company = `Overdue ${randomUUID().slice(0, 8)}`;
  // Monday 2026-10-05 in filing with Delaware: estimated 2026-10-20, long past.
  const late = await seedFilingOrder(company, new Date('2026-10-05T10:00:00Z'));
  const onTime = await seedFilingOrder(company, new Date());

  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.goto('/admin/onboarding');
  await page.getByLabel('Search orders').fill(company);
  const lateCard = page.locator(`[data-order-id="${late.id}"]`);
  await expect(lateCard).toHaveAttribute('data-overdue', 'true');
  await expect(lateCard.getByTestId('holder')).toHaveText('Being filed with the state of Delaware');
  await expect(lateCard.getByTestId('estimate')).toHaveText('Past its estimate of Oct 20, 2026');
  // The highlight is visible: a red border, unlike the card that is on time.
  const border = (id: string) =>
    page.locator(`[data-order-id="${id}"]`).evaluate((el) => getComputedStyle(el).borderTopColor);
  expect(await border(late.id)).toBe('rgb(211, 47, 47)');
  const onTimeCard = page.locator(`[data-order-id="${onTime.id}"]`);
  await expect(onTimeCard).toHaveAttribute('data-overdue', 'false');
  await expect(onTimeCard.getByTestId('estimate')).toHaveText(`Estimated ${filingEstimate(new Date())}`);
  expect(await border(onTime.id)).not.toBe('rgb(211, 47, 47)');
  await page.screenshot({ path: '/tmp/holder-staff-board.png', fullPage: true });

  await lateCard.getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Order #${late.id.slice(0, 8)}` })).toBeVisible();
  await expect(page.getByTestId('holder-badge')).toContainText('Being filed with the state of Delaware');
  await expect(page.getByTestId('estimate')).toHaveText('Past its estimate of Oct 20, 2026');
  await page.screenshot({ path: '/tmp/holder-staff-order.png', fullPage: true });
});
