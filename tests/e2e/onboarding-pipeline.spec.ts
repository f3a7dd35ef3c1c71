// The Onboarding Pipeline board and order pages in the back-office, and the client's order page, on orders
// written to the database. The browser-test product runs without Temporal, so actions meet "Temporal away" (a
// change request's fields and due date are checked before that).
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { TEMPORAL_NOT_CONFIGURED } from '../../api/lib/pipeline-client';
import { BOARD_PAGE_SIZE } from '../../domain/contracts/pipeline';
import { formatDay } from '../../domain/date-display';
import { defaultCaseDueDay } from '../../domain/partner-api/cases';
import { caseView, findCase } from '../../platform/services/partners';
import { createOrderRecordActivities } from '../../worker/pipeline/order-records';
import { e2eDb } from './support/db';
import { seedOrder } from './support/orders';
import { ADMIN, CLIENT, signIn } from './support/users';

const db = e2eDb();
// The workflow's own activities, to record what it would of an action the browser-test product cannot run.
const records = createOrderRecordActivities({
  db,
  mailer: { transport: 'log', send: async () => {} },
  publicUrl: 'http://localhost',
});

async function signInAsAdmin(page: Page) {
  await signIn(page, ADMIN);
  await page.waitForURL((url) => url.pathname === '/admin');
}

const count = (page: Page, column: string) => page.getByTestId(`count-${column}`);
const stat = (page: Page, label: string) => page.getByTestId(`stat-${label}`);

/** Four orders under one company name, so a search selects exactly them. */
async function seedBoard() {
  const company = `Board ${randomUUID().slice(0, 8)}`;
  const pending = await seedOrder(db, { company, totalUSD: 350_000 });
  const inProgress = await seedOrder(db, { company, totalUSD: 150_000, status: 'IN_PROGRESS', stage: 'DOCUMENTS' });
  const complete = await seedOrder(db, { company, totalUSD: 50_000, status: 'COMPLETE', stage: 'COMPLETE' });
  const canceled = await seedOrder(db, { company, totalUSD: 80_000, status: 'CANCELED', stage: 'FILING' });
  return { company, pending, inProgress, complete, canceled };
}

test('the board shows paid orders in their columns with counts and stats; search and filters narrow it', async ({
  page,
}) => {
  const { company, pending, inProgress, complete, canceled } = await seedBoard();
  await signInAsAdmin(page);
  await page.goto('/admin/onboarding');
  await expect(page.getByRole('heading', { name: 'Onboarding Pipeline' })).toBeVisible();

  // Unfiltered: the counts are those of the database.
  const paid = { paymentStatus: { in: ['PAID', 'REFUNDED'] as ('PAID' | 'REFUNDED')[] } };
  for (const status of ['PENDING', 'IN_PROGRESS', 'COMPLETE'] as const)
    await expect(count(page, status)).toHaveText(String(await db.order.count({ where: { ...paid, status } })));

  await page.getByLabel('Search orders').fill(company);
  await expect(count(page, 'PENDING')).toHaveText('1');
  await expect(count(page, 'IN_PROGRESS')).toHaveText('1');
  await expect(count(page, 'COMPLETE')).toHaveText('1');
  const pendingColumn = page.getByRole('region', { name: 'Pending Review' });
  const card = pendingColumn.getByTestId('order-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`#${pending.id.slice(0, 8)}`);
  await expect(card).toContainText('$3,500.00');
  await expect(card).toContainText('high');
  await expect(card).toContainText('DE');
  await expect(page.getByRole('region', { name: 'In Progress' }).getByTestId('order-card')).toContainText('medium');
  await expect(page.locator(`[data-order-id="${canceled.id}"]`)).toHaveCount(0);
  // Stats: value and average of the orders on the board; completion over all four (canceled included).
  await expect(stat(page, 'Total Pipeline Value')).toHaveText('$5,500.00');
  await expect(stat(page, 'Avg Order Value')).toHaveText('$1,833.33');
  await expect(stat(page, 'Completion Rate')).toHaveText('25%');
  await expect(stat(page, 'Pending Reviews')).toHaveText('1');

  await page.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await expect(count(page, 'IN_PROGRESS')).toHaveText('0');
  await expect(count(page, 'PENDING')).toHaveText('1');
  await page.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'All priorities' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Complete' }).click();
  await expect(count(page, 'PENDING')).toHaveText('0');
  await expect(count(page, 'COMPLETE')).toHaveText('1');
  await expect(page.locator(`[data-order-id="${complete.id}"]`)).toBeVisible();

  // The short id finds one order.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All statuses' }).click();
  await page.getByLabel('Search orders').fill(inProgress.id.slice(0, 8));
  await expect(count(page, 'IN_PROGRESS')).toHaveText('1');
  await expect(count(page, 'PENDING')).toHaveText('0');
});

test('an order page offers only its stage’s actions, and with Temporal away an action shows the clear message', async ({
  page,
}) => {
  const { company, pending, inProgress } = await seedBoard();
  await signInAsAdmin(page);
  await page.goto('/admin/onboarding');
  await page.getByLabel('Search orders').fill(company);
  await expect(count(page, 'PENDING')).toHaveText('1');
  await page.locator(`[data-order-id="${pending.id}"]`).getByRole('link', { name: 'Review' }).click();
  await page.waitForURL((url) => url.pathname === `/admin/onboarding/${pending.id}`);
  await expect(page.getByRole('heading', { name: `Order #${pending.id.slice(0, 8)}` })).toBeVisible();
  const actions = page.getByRole('group', { name: 'Order actions' });
  await expect(actions.getByRole('button')).toHaveText(['Approve', 'Request changes', 'Cancel order']);

  await actions.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(TEMPORAL_NOT_CONFIGURED);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  expect((await db.order.findUniqueOrThrow({ where: { id: pending.id } })).stage).toBe('PENDING_REVIEW');

  await db.orderStageEvent.create({
    data: { id: randomUUID(), orderId: inProgress.id, stage: 'DOCUMENTS', action: 'approve', actorEmail: ADMIN.email },
  });
  await page.goto(`/admin/onboarding/${inProgress.id}`);
  await expect(actions.getByRole('button')).toHaveText(['Confirm documents', 'Regenerate document', 'Cancel order']);
  await expect(page.getByRole('list', { name: 'Order history' })).toContainText(`Approved · Document Preparation`);
  await expect(page.getByRole('list', { name: 'Order history' })).toContainText(ADMIN.email);
});

test('staff tick the fields a change request needs and its due date; the server checks them before the workflow', async ({
  page,
}) => {
  const order = await seedOrder(db, {
    company: `Fields ${randomUUID().slice(0, 8)}`,
    totalUSD: 140_000,
    states: ['DE', 'WY'],
  });
  await signInAsAdmin(page);
  await page.goto(`/admin/onboarding/${order.id}`);
  await page.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Request changes' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Request changes' })).toBeVisible();
  await expect(dialog.getByRole('checkbox')).toHaveCount(4);
  const message = 'Delaware has that name; Wyoming needs a corporation';
  await dialog.getByLabel('What should the client change?').fill(message);
  await dialog.getByRole('checkbox', { name: 'DE: Business name' }).check();
  await dialog.getByRole('checkbox', { name: 'WY: Entity type' }).check();
  const due = dialog.getByLabel('Answer due by');
  await expect(due).toHaveValue(defaultCaseDueDay());

  // A past day is refused with the server's reason, before the workflow is asked.
  await due.fill('2001-01-01');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toContainText('dueDate: must not be in the past');

  const dueDate = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await due.fill(dueDate);
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/orders/${order.id}/actions`));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const fields = ['DE.businessName', 'WY.entityType'];
  expect((await sent).postDataJSON()).toEqual({ action: 'requestChanges', message, fields, dueDate });
  await expect(dialog.getByRole('alert')).toHaveText(TEMPORAL_NOT_CONFIGURED);

  // What the workflow records of that action: the case lists exactly those fields, due that day.
  const changeRequestId = randomUUID();
  await records.openChangeRequest({ orderId: order.id, changeRequestId, message, fields, dueDate, actor: null });
  expect(caseView(await findCase(db, changeRequestId))).toMatchObject({
    fields,
    dueDate: `${dueDate}T00:00:00.000Z`,
    status: 'open',
  });

  // The order page shows the request with the fields it asked for and the day its answer is due.
  await page.reload();
  const requests = page.getByRole('list', { name: 'Change requests' });
  await expect(requests.getByRole('listitem')).toHaveCount(1);
  await expect(requests.getByRole('listitem')).toContainText(message);
  await expect(requests.getByRole('listitem')).toContainText(
    `Fields: DE: Business name, WY: Entity type · Answer due by ${formatDay(dueDate)} · Not answered yet`,
  );
});

test('the client’s order page shows the timeline, filings, documents and answers a change request', async ({
  page,
}) => {
  const client = await db.user.findUniqueOrThrow({ where: { email: CLIENT.email } });
  const order = await seedOrder(db, {
    company: 'Client Page',
    totalUSD: 140_000,
    userId: client.id,
    states: ['DE', 'WY'],
  });
  const at = (minutes: number) => new Date(Date.now() - (60 - minutes) * 60_000);
  await db.orderStageEvent.createMany({
    data: [
      { id: randomUUID(), orderId: order.id, stage: 'PENDING_REVIEW', action: 'paid', createdAt: at(0) },
      {
        id: randomUUID(),
        orderId: order.id,
        stage: 'PENDING_REVIEW',
        action: 'requestChanges',
        actorEmail: ADMIN.email,
        note: 'Please confirm the Wyoming name',
        createdAt: at(5),
      },
    ],
  });
  await db.changeRequest.create({
    data: { id: randomUUID(), orderId: order.id, message: 'Please confirm the Wyoming name' },
  });
  await db.orderFiling.create({
    data: {
      orderId: order.id,
      stateCode: 'DE',
      status: 'FILED',
      confirmationNumber: 'DE-2026-77',
      filedAt: new Date(),
    },
  });
  await db.asset.create({
    data: {
      kind: 'document',
      name: 'Client Page DE LLC - Operating Agreement (DE).pdf',
      s3Key: 'generated/x.pdf',
      checksum: 'x',
      orderId: order.id,
      ownerId: client.id,
      version: 2,
    },
  });

  await signIn(page, CLIENT);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByRole('link', { name: `#${order.id.slice(0, 8)}` }).click();
  await expect(page.getByRole('heading', { name: `Order #${order.id.slice(0, 8)}` })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline).toContainText('Payment received');
  await expect(timeline).toContainText('We asked you for a change');
  await expect(timeline).not.toContainText(ADMIN.email);
  await expect(page.getByTestId('filing').filter({ hasText: 'DE' })).toContainText('Confirmation DE-2026-77');
  await expect(page.getByTestId('order-document')).toContainText('Operating Agreement (DE).pdf');
  await expect(page.getByTestId('order-document')).toContainText('Version 2');

  const request = page.getByRole('region', { name: 'Change requested' });
  await expect(request).toContainText('Please confirm the Wyoming name');
  await request.getByLabel('Your answer').fill('The Wyoming name is right');
  await request.getByRole('button', { name: 'Send answer' }).click();
  await expect(request.getByRole('alert').last()).toContainText(TEMPORAL_NOT_CONFIGURED);
});

test('staff ask for the business name; the client corrects it on the order page and staff see the new name', async ({
  page,
}) => {
  const client = await db.user.findUniqueOrThrow({ where: { email: CLIENT.email } });
  const company = `Rename ${randomUUID().slice(0, 8)}`;
  const order = await seedOrder(db, { company, totalUSD: 140_000, userId: client.id, states: ['DE'] });
  const message = 'Delaware has that name already';
  await signInAsAdmin(page);
  await page.goto(`/admin/onboarding/${order.id}`);
  await page.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Request changes' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('What should the client change?').fill(message);
  await dialog.getByRole('checkbox', { name: 'DE: Business name' }).check();
  const dueDate = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await dialog.getByLabel('Answer due by').fill(dueDate);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(TEMPORAL_NOT_CONFIGURED);
  // What the workflow records of that action.
  const fields = ['DE.businessName'];
  await records.openChangeRequest({
    orderId: order.id,
    changeRequestId: randomUUID(),
    message,
    fields,
    dueDate,
    actor: null,
  });

  // The client sees the field asked for with its current value and the due date, and corrects it.
  await page.context().clearCookies();
  await signIn(page, CLIENT);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto(`/orders/${order.id}`);
  const request = page.getByRole('region', { name: 'Change requested' });
  await expect(request).toContainText(message);
  await expect(request).toContainText(`Answer due by ${formatDay(dueDate)}`);
  const name = request.getByLabel('Delaware business name');
  await expect(name).toHaveValue(`${company} DE LLC`);
  await name.fill(`${company} Renamed LLC`);
  await request.getByLabel('Your answer').fill('Renamed as asked');
  await request.getByRole('button', { name: 'Send answer' }).click();
  // No workflow in the browser-test product: the answer waits for it, the corrected name is written.
  await expect(request.getByRole('alert').last()).toContainText(TEMPORAL_NOT_CONFIGURED);

  await page.context().clearCookies();
  await signInAsAdmin(page);
  await page.goto(`/admin/onboarding/${order.id}`);
  await expect(page.getByText(`DE · ${company} Renamed LLC`)).toBeVisible();
});

test("a column shows its first page of cards and the column's total, 'Show more' adds a page, the stats stay in view", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const company = `Paged ${randomUUID().slice(0, 8)}`;
  const total = BOARD_PAGE_SIZE + 3;
  for (let i = 0; i < total; i++)
    await seedOrder(db, { company, totalUSD: 10_000, status: 'IN_PROGRESS', stage: 'DOCUMENTS' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admin/onboarding');
  await page.getByLabel('Search orders').fill(company);
  await expect(count(page, 'IN_PROGRESS')).toHaveText(String(total), { timeout: 30_000 });
  const column = page.getByRole('region', { name: 'In Progress' });
  await expect(column.getByTestId('order-card')).toHaveCount(BOARD_PAGE_SIZE);
  await expect(stat(page, 'Total Pipeline Value')).toBeInViewport();
  await column.getByRole('button', { name: 'Show more' }).click();
  await expect(column.getByTestId('order-card')).toHaveCount(total);
  await expect(column.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  await expect(stat(page, 'Total Pipeline Value')).toHaveText(`$${(total * 100).toLocaleString('en-US')}.00`);
  await expect(stat(page, 'Total Pipeline Value')).toBeInViewport();
  await page.mouse.wheel(0, 2000);
  await expect(stat(page, 'Total Pipeline Value')).toBeInViewport();
});
