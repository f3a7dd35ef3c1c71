// Staff switch a client's automatic filing from the back-office compliance list: refused with the reason while the
// client keeps no card, then on with the card the client saved (a SetupIntent through the Stripe stand-in), and off.
import { expect, test } from '@playwright/test';
import Stripe from 'stripe';
import { addDays, toCalendarDate } from '../../domain/calendar-dates';
import { upsertUser } from '../../platform/services/identity';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';
import { e2eDb } from './support/db';
import { STRIPE_STUB_URL } from './support/env';
import { ADMIN, signIn } from './support/users';

const RUN = Date.now().toString(36);
const CLIENT = { email: `auto-file-${RUN}@e2e.test`, password: 'e2e-auto-file-password' };
const NAME = `Autofile Mesa ${RUN} LLC`;
let clientId = '';

/** The client's card saved on their Stripe customer, as the entity page's card form leaves it. */
async function clientSavesCard() {
  const url = new URL(STRIPE_STUB_URL);
  const stripe = new Stripe('sk_test_e2e', { host: url.hostname, port: Number(url.port), protocol: 'http' });
  const customer = await stripe.customers.create({ email: CLIENT.email });
  await e2eDb().user.update({ where: { id: clientId }, data: { stripeCustomerId: customer.id } });
  const setup = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
  const answer = await fetch(`${STRIPE_STUB_URL}/__test/setup_intents/${setup.id}/succeed`, { method: 'POST' });
  expect(answer.ok).toBe(true);
}

test.describe
  .serial('automatic filing in the back-office', () => {
    test.beforeAll(async () => {
      const client = await upsertUser(e2eDb(), { ...CLIENT, role: 'CLIENT' });
      clientId = client.id;
      const formedOn = addDays(toCalendarDate(new Date()), -300);
      await formEntities(e2eDb(), client.id, [{ stateCode: 'WY', entityType: 'LLC', businessName: NAME }], formedOn);
    });

    test.afterAll(async () => {
      await removeCreatedOrders(e2eDb());
      await e2eDb().user.deleteMany({ where: { email: CLIENT.email } });
    });

    test('staff turn it on for the client once a card is kept, and off again, each time asked first', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1600, height: 900 });
      await signIn(page, ADMIN);
      await page.waitForURL((url) => url.pathname === '/admin');
      await page
        .getByRole('navigation', { name: 'Admin navigation' })
        .getByRole('link', { name: 'Compliance' })
        .click();
      await page.waitForURL((url) => url.pathname === '/admin/compliance');
      await page.getByPlaceholder('Business, obligation or client').fill(RUN);
      const row = page.getByRole('row').filter({ hasText: 'Annual Report' }).filter({ hasText: NAME });
      const toggle = row.getByRole('button', { name: new RegExp(`^Auto-filing (on|off) for ${NAME}$`) });
      await expect(toggle).toHaveText('Auto-filing off');
      const turnOn = page.getByRole('dialog', { name: `Turn automatic filing on for ${NAME}?` });
      const turnOff = page.getByRole('dialog', { name: `Turn automatic filing off for ${NAME}?` });
      // Asked first: keeping it as it is changes nothing.
      await toggle.click();
      await expect(turnOn).toContainText('charged to the card the client keeps on file');
      await turnOn.getByRole('button', { name: 'Keep it off' }).click();
      await expect(turnOn).toBeHidden();
      await toggle.click();
      await turnOn.getByRole('button', { name: 'Turn it on' }).click();
      await expect(page.getByText(/No card is kept for this client/)).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');

      await clientSavesCard();
      await toggle.click();
      await turnOn.getByRole('button', { name: 'Turn it on' }).click();
      await expect(page.getByText(`Automatic filing is on for ${NAME}.`)).toBeVisible();
      await expect(toggle).toHaveText('Auto-filing on');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect((await e2eDb().formedEntity.findFirstOrThrow({ where: { businessName: NAME } })).autoFile).toBe(true);

      await toggle.click();
      await expect(turnOff).toContainText('no longer ordered or charged automatically');
      await turnOff.getByRole('button', { name: 'Turn it off' }).click();
      await expect(page.getByText(`Automatic filing is off for ${NAME}.`)).toBeVisible();
      await expect(toggle).toHaveText('Auto-filing off');
      const audits = await e2eDb().auditEntry.findMany({
        where: { action: 'compliance.auto_file_changed', actorEmail: ADMIN.email },
        orderBy: { createdAt: 'desc' },
        take: 2,
      });
      expect(audits.map((a) => (a.details as { after: boolean; byStaff: boolean }).after)).toEqual([false, true]);
    });
  });
