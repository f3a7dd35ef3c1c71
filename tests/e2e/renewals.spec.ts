// Renewals on the entity page and from the notice email: two clients whose companies have the same name, each seeing
// only their own; the compliance binder cancelled with one click; the registered agent's warning kept or followed;
// the notice (sent by the product's daily-scan step through its mailer) read and its cancel link used signed out; a
// failed charge paid from the entity page with a new card.
import { expect, type Page, test } from '@playwright/test';
import { addDays, toCalendarDate } from '../../domain/calendar-dates';
import { firstRenewalOn } from '../../domain/renewals';
import { loadConfig } from '../../platform/config';
import type { Mailer, MailMessage } from '../../platform/infra/mailer';
import { createStripe } from '../../platform/infra/stripe';
import { createObligationsForOrder } from '../../platform/services/compliance';
import { formatDay } from '../../storefront/src/lib/format';
import { runRenewals } from '../../worker/compliance/renewals';
import { createCompletedOrder, removeCreatedOrders } from '../helpers/compliance';
import { silentLog } from '../helpers/silent-log';
import { newClient } from './support/clients';
import { e2eDb } from './support/db';
import { E2E_ENV, STRIPE_STUB_URL } from './support/env';
import { installFakeStripe } from './support/fake-stripe';
import { ADMIN, signIn } from './support/users';

const RUN = Date.now().toString(36);
const NAME = `Twin Renewal ${RUN} LLC`;
// Formed 340 days ago: the first renewal is 25 days ahead, inside the 30-day notice window.
const FORMED = addDays(toCalendarDate(new Date()), -340);
const CHARGE = firstRenewalOn(FORMED);
const CHARGE_TEXT = CHARGE.toLocaleDateString('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
// The entity page writes it as every storefront date ('Nov 28, 2026'); the emails and server pages in full.
const CHARGE_DAY = formatDay(CHARGE);
const config = loadConfig(E2E_ENV);
const sent: MailMessage[] = [];
const mailer: Mailer = {
  transport: 'log',
  async send(message) {
    sent.push(message);
  },
};

test.describe.configure({ timeout: 120_000 });

async function clientWithEntity(label: string) {
  const client = await newClient(label);
  const order = await createCompletedOrder(e2eDb(), client.id, [
    { stateCode: 'WY', entityType: 'LLC', businessName: NAME },
  ]);
  await e2eDb().order.update({ where: { id: order.id }, data: { services: ['BINDER_ANNUAL'] } });
  await createObligationsForOrder(e2eDb(), order.id, FORMED);
  const entity = await e2eDb().formedEntity.findFirstOrThrow({ where: { orderId: order.id } });
  return { ...client, entityId: entity.id };
}

const renewalRow = (page: Page, service: string) => page.getByTestId('entity-renewal').filter({ hasText: service });

test.describe
  .serial('renewals', () => {
    let a: Awaited<ReturnType<typeof clientWithEntity>>;
    let b: Awaited<ReturnType<typeof clientWithEntity>>;

    test.beforeAll(async () => {
      a = await clientWithEntity('renewal-a');
      b = await clientWithEntity('renewal-b');
      // The daily scan's renewal step on the notice day: subscriptions made on the Stripe stand-in, notices sent.
      const day = addDays(CHARGE, -30);
      await runRenewals(
        {
          db: e2eDb(),
          stripe: createStripe(config),
          mailer,
          log: silentLog,
          publicUrl: config.publicUrl,
          noticeDays: 30,
        },
        day,
      );
    });

    test.afterAll(async () => {
      await removeCreatedOrders(e2eDb());
      await e2eDb().user.deleteMany({ where: { id: { in: [a.id, b.id] } } });
    });

    test('the entity page lists each renewal, asks for a card while none is on file, cancels after asking, toasts and resumes; the agent warns first', async ({
      page,
      context,
    }) => {
      await installFakeStripe(context, { stubUrl: STRIPE_STUB_URL });
      await signIn(page, a);
      await page.waitForURL((url) => !url.pathname.startsWith('/api/login'));
      await page.goto(`/entities/${b.entityId}`);
      await expect(page.getByRole('heading', { name: 'Entity Not Found' })).toBeVisible();

      await page.goto(`/entities/${a.entityId}`);
      await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
      const binder = renewalRow(page, 'Compliance Binder (Annual)');
      const agent = renewalRow(page, 'Registered Agent Service');
      // No card on file yet: nothing could be charged, so no renewal says it renews.
      await expect(binder).toContainText(`No card on file: add a card to renew on ${CHARGE_DAY} for $120.00`);
      await expect(agent).toContainText(`No card on file: add a card to renew on ${CHARGE_DAY} for $150.00`);
      await expect(page.getByTestId('entity-renewal')).toHaveCount(2);
      await expect(page.getByRole('region', { name: 'Renewals' })).not.toContainText('Renews');
      await expect(binder).toContainText('Card needed');

      // The row's 'Add a card' takes the card on file, as the Card on file section does.
      await binder.getByRole('button', { name: 'Add a card to renew Compliance Binder (Annual)' }).click();
      const addCard = page.getByRole('dialog', { name: 'Add a card' });
      await expect(addCard).toContainText('Automatic filing and your renewals charge this card');
      const saveCard = addCard.getByRole('button', { name: 'Save card' });
      await expect(saveCard).toBeEnabled();
      await saveCard.click();
      await expect(addCard).toBeHidden();
      await expect(page.getByRole('region', { name: 'Renewals' }).getByRole('status')).toHaveText(
        'Your Visa card ending in 4242 is on file: your renewals charge it.',
      );
      await expect(page.getByRole('region', { name: 'Card on file' }).getByTestId('card-on-file')).toHaveText(
        'Your Visa card ending in 4242',
      );
      await expect(binder).toContainText(`Next charge $120.00 on ${CHARGE_DAY}`);
      await expect(agent).toContainText(`Next charge $150.00 on ${CHARGE_DAY}`);
      await expect(binder).toContainText('Renews');
      await expect(page.getByRole('button', { name: /^Add a card to renew/ })).toHaveCount(0);

      await binder.getByRole('button', { name: 'Cancel Compliance Binder (Annual)' }).click();
      const ask = page.getByRole('dialog', { name: 'Cancel Compliance Binder (Annual)?' });
      await expect(ask).toContainText(`it runs to ${CHARGE_DAY} and is not charged again`);
      await ask.getByRole('button', { name: 'Keep it' }).click();
      await expect(ask).toBeHidden();
      await expect(binder).toContainText(`Next charge $120.00 on ${CHARGE_DAY}`);
      await binder.getByRole('button', { name: 'Cancel Compliance Binder (Annual)' }).click();
      await ask.getByRole('button', { name: 'Cancel renewal' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Renewal cancelled' })).toBeVisible();
      await expect(binder).toContainText(`Cancelled: ends on ${CHARGE_DAY}, not charged again`);
      await expect(binder.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);

      // Taken back before the year ends: Stripe charges it again at the anniversary.
      await binder.getByRole('button', { name: 'Resume renewal of Compliance Binder (Annual)' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Renewal resumed' })).toBeVisible();
      await expect(binder).toContainText(`Next charge $120.00 on ${CHARGE_DAY}`);
      const binderRow = await e2eDb().serviceRenewal.findFirstOrThrow({
        where: { entityId: a.entityId, serviceId: 'BINDER_ANNUAL' },
      });
      expect(binderRow.cancelAtPeriodEnd).toBe(false);
      const subscription = (await (
        await fetch(`${STRIPE_STUB_URL}/v1/subscriptions/${binderRow.stripeSubscriptionId}`, {
          headers: { authorization: 'Bearer sk_test_e2e' },
        })
      ).json()) as { cancel_at_period_end: boolean };
      expect(subscription.cancel_at_period_end).toBe(false);
      await binder.getByRole('button', { name: 'Cancel Compliance Binder (Annual)' }).click();
      await ask.getByRole('button', { name: 'Cancel renewal' }).click();
      await expect(binder).toContainText(`Cancelled: ends on ${CHARGE_DAY}, not charged again`);

      await agent.getByRole('button', { name: 'Cancel Registered Agent Service' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel the registered agent?' });
      await expect(dialog).toContainText('Every state requires your company to keep a registered agent');
      await dialog.getByRole('button', { name: 'Keep it' }).click();
      await expect(dialog).toBeHidden();
      await expect(agent).toContainText('Renews');

      // The other client's renewals with the same company name are untouched.
      const others = await e2eDb().serviceRenewal.findMany({ where: { entityId: b.entityId } });
      expect(others.map((r) => r.cancelAtPeriodEnd)).toEqual([false, false]);
    });

    test("the notice's cancel link cancels the registered agent without signing in", async ({ browser }) => {
      const notice = sent.find((m) => m.to === a.email && m.subject.startsWith('Registered Agent Service'));
      expect(notice?.subject).toBe(`Registered Agent Service for ${NAME} renews on ${CHARGE_TEXT}: $150.00`);
      expect(sent.filter((m) => m.to === a.email)).toHaveLength(2);
      const link = /(http\S+\/api\/renewals\/cancel\/\S+)/.exec(notice!.text)![1];

      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(new URL(link).pathname);
      await expect(page.getByRole('heading', { name: 'Cancel your renewal' })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText(
        'Every state requires your company to keep a registered agent',
      );
      await page.getByRole('button', { name: 'Cancel Renewal' }).click();
      await expect(page.getByRole('heading', { name: 'Renewal cancelled' })).toBeVisible();
      await expect(page.getByRole('status')).toContainText(`ends on ${CHARGE_TEXT}`);
      await context.close();

      const row = await e2eDb().serviceRenewal.findFirstOrThrow({
        where: { entityId: a.entityId, serviceId: 'REGISTERED_AGENT' },
      });
      expect(row.cancelAtPeriodEnd).toBe(true);
    });
    test('staff see the renewals due within 60 days and, once a charge fails, among the failed', async ({ page }) => {
      const failing = await e2eDb().serviceRenewal.findFirstOrThrow({
        where: { entityId: b.entityId, serviceId: 'BINDER_ANNUAL' },
      });
      const answer = await fetch(
        `${STRIPE_STUB_URL}/__test/subscriptions/${failing.stripeSubscriptionId}/renewal_failed`,
        {
          method: 'POST',
        },
      );
      expect(answer.ok).toBe(true);
      await expect
        .poll(async () => (await e2eDb().serviceRenewal.findUniqueOrThrow({ where: { id: failing.id } })).paymentFailed)
        .toBe(true);

      await page.setViewportSize({ width: 1600, height: 900 });
      await signIn(page, ADMIN);
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.goto('/admin/compliance');
      const section = page.getByRole('region', { name: 'Renewals' });
      const rowsOf = (email: string) => section.getByRole('row').filter({ hasText: NAME }).filter({ hasText: email });
      // b's two renewals are due; a's are cancelled, so not.
      await expect(rowsOf(b.email)).toHaveCount(2, { timeout: 30_000 });
      await expect(rowsOf(b.email).first()).toContainText(CHARGE.toISOString().slice(0, 10));
      await expect(rowsOf(a.email)).toHaveCount(0);

      await section.getByRole('button', { name: 'Failed' }).click();
      await expect(rowsOf(b.email)).toHaveCount(1);
      await expect(rowsOf(b.email)).toContainText('Compliance Binder (Annual)');
      await expect(rowsOf(b.email)).toContainText('Payment failed');
      await expect(rowsOf(b.email)).toContainText('$120.00');
    });

    test('a failed renewal is paid from the entity page with a new card; the twin sees nothing to pay', async ({
      page,
      context,
      browser,
    }) => {
      await installFakeStripe(context, { stubUrl: STRIPE_STUB_URL });
      await signIn(page, b);
      await page.waitForURL((url) => !url.pathname.startsWith('/api/login'));
      await page.goto(`/entities/${b.entityId}`);
      const binder = renewalRow(page, 'Compliance Binder (Annual)');
      await expect(binder).toContainText('Payment failed');
      const update = binder.getByRole('button', { name: 'Update card for Compliance Binder (Annual)' });
      await expect(
        renewalRow(page, 'Registered Agent Service').getByRole('button', { name: /Update card/ }),
      ).toHaveCount(0);

      // A card the bank accepts to keep but declines to charge: the dialog says so and nothing is paid.
      await page.evaluate(() => {
        window.__fakeStripeCard = 'declined';
      });
      await update.click();
      const dialog = page.getByRole('dialog', { name: 'Update card for Compliance Binder (Annual)' });
      await expect(dialog).toContainText('The $120.00 charge for Compliance Binder (Annual) failed');
      const pay = dialog.getByRole('button', { name: 'Pay $120.00' });
      await expect(pay).toBeEnabled();
      await pay.click();
      await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.evaluate(() => {
        window.__fakeStripeCard = 'ok';
      });
      await update.click();
      await expect(pay).toBeEnabled();
      await pay.click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('region', { name: 'Renewals' }).getByRole('status')).toContainText(
        'Paid: Compliance Binder (Annual) renews on',
      );
      await expect(binder).toContainText('Renews');
      await expect(binder.getByRole('button', { name: /Update card/ })).toHaveCount(0);
      const row = await e2eDb().serviceRenewal.findFirstOrThrow({
        where: { entityId: b.entityId, serviceId: 'BINDER_ANNUAL' },
      });
      expect(row.paymentFailed).toBe(false);

      // A card the bank checks on its own page: back on the entity page, the failed agent renewal is paid with it.
      const agentRow = await e2eDb().serviceRenewal.findFirstOrThrow({
        where: { entityId: b.entityId, serviceId: 'REGISTERED_AGENT' },
      });
      await fetch(`${STRIPE_STUB_URL}/__test/subscriptions/${agentRow.stripeSubscriptionId}/renewal_failed`, {
        method: 'POST',
      });
      await expect
        .poll(
          async () => (await e2eDb().serviceRenewal.findUniqueOrThrow({ where: { id: agentRow.id } })).paymentFailed,
        )
        .toBe(true);
      const setupIntentId = await page.evaluate(async (url) => {
        const { csrfToken } = await fetch('/api/csrf').then((r) => r.json());
        const response = await fetch(url, { method: 'POST', headers: { 'x-csrf-token': csrfToken } });
        return ((await response.json()) as { setupIntentId: string }).setupIntentId;
      }, `/api/entities/${b.entityId}/auto-file/card`);
      await fetch(`${STRIPE_STUB_URL}/__test/setup_intents/${setupIntentId}/succeed`, {
        method: 'POST',
        body: JSON.stringify({ card: 'ok' }),
      });
      await page.goto(
        `/entities/${b.entityId}?renewal=${agentRow.id}&setup_intent=${setupIntentId}&redirect_status=succeeded`,
      );
      await expect(page.getByRole('region', { name: 'Renewals' }).getByRole('status')).toContainText(
        'Paid: Registered Agent Service renews on',
      );
      await expect(page).toHaveURL(new RegExp(`/entities/${b.entityId}$`));
      await expect
        .poll(
          async () => (await e2eDb().serviceRenewal.findUniqueOrThrow({ where: { id: agentRow.id } })).paymentFailed,
        )
        .toBe(false);

      // The other client, whose company has the same name, has nothing to pay and cannot pay b's.
      const twinContext = await browser.newContext();
      const twin = await twinContext.newPage();
      await signIn(twin, a);
      await twin.waitForURL((url) => !url.pathname.startsWith('/api/login'));
      await twin.goto(`/entities/${a.entityId}`);
      await expect(twin.getByTestId('entity-renewal')).toHaveCount(2);
      await expect(twin.getByRole('button', { name: /Update card/ })).toHaveCount(0);
      const foreign = await twin.evaluate(async (url) => {
        const { csrfToken } = await fetch('/api/csrf').then((r) => r.json());
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
          body: JSON.stringify({ setupIntentId: 'seti_none' }),
        });
        return response.status;
      }, `/api/renewals/${row.id}/card`);
      expect(foreign).toBe(404);
      expect(
        await e2eDb().auditEntry.count({
          where: { action: 'access.denied', actorId: a.id, target: `renewal:${row.id}` },
        }),
      ).toBe(1);
      await twinContext.close();
    });
  });
