// A partner's customer pays in the browser through the hosted payment link: the partner places an order with
// billing 'payment_link' (its test key, over HTTP as its code would), the customer opens the link without signing
// in, sees the server's price and pays through the Payment Element (the Stripe stand-in delivers the webhook);
// the page then says the order is paid; an altered link and a canceled order's link are refused in words.
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test } from '@playwright/test';
import { issueKey } from '../../platform/services/partners';
import { formatCents, formatUsd } from '../../storefront/src/lib/format';
import { e2eDb } from './support/db';
import { E2E_BASE_URL, STRIPE_STUB_URL } from './support/env';
import { installFakeStripe } from './support/fake-stripe';

// The page loads a lazy chunk, Stripe.js and its intent; on a busy machine that takes longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ context }) => {
  await installFakeStripe(context, { stubUrl: STRIPE_STUB_URL });
});

async function placeLinkedOrder(businessName: string) {
  const db = e2eDb();
  const partner = await db.partner.create({
    data: { name: 'Same Name Payroll', email: `partner-${randomUUID()}@test.example` },
  });
  const { key } = await issueKey(db, partner.id, { mode: 'TEST', name: 'e2e' });
  const response = await fetch(`${E2E_BASE_URL}/api/v1/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'FORMATION',
      customer: { email: `customer-${randomUUID()}@test.example`, firstName: 'Jane', lastName: 'Doe' },
      packages: ['PREMIUM'],
      services: [],
      states: ['WY'],
      entityDetails: { WY: { businessName, entityType: 'LLC' } },
      billing: 'payment_link',
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; amountTotal: number; paymentUrl: string };
}

test('a customer opens the payment link, sees the price and pays; the page then says the order is paid', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const order = await placeLinkedOrder(`Linked ${randomUUID().slice(0, 8)} LLC`);
  const link = new URL(order.paymentUrl);
  expect(link.origin).toBe(E2E_BASE_URL);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Pay your order' })).toBeVisible();
  await expect(page.getByText('Same Name Payroll placed this order for Jane Doe')).toBeVisible();
  await expect(page.getByTestId('payment-link-total')).toHaveText(formatCents(order.amountTotal));

  const payButton = page.getByRole('button', { name: `Complete Payment - ${formatUsd(order.amountTotal / 100)}` });
  await expect(payButton).toBeEnabled();
  await payButton.click();
  await expect(page).toHaveURL(/redirect_status=succeeded/);
  await expect(page.getByText(/^This order is paid\./)).toBeVisible();

  const row = await e2eDb().order.findUniqueOrThrow({ where: { id: order.id } });
  expect(row).toMatchObject({ paymentStatus: 'PAID', stage: 'PENDING_REVIEW' });

  // Opened again later: still paid, no payment form.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(/^This order is paid\./)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Complete Payment/ })).toHaveCount(0);
});

test('an altered link says it is not valid', async ({ page }) => {
  const order = await placeLinkedOrder(`Altered ${randomUUID().slice(0, 8)} LLC`);
  const link = new URL(order.paymentUrl);
  link.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 60));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('alert')).toHaveText(/This payment link is not valid/);
});

test("a canceled order's link says there is nothing to pay", async ({ page }) => {
  const order = await placeLinkedOrder(`Canceled ${randomUUID().slice(0, 8)} LLC`);
  await e2eDb().order.update({ where: { id: order.id }, data: { status: 'CANCELED' } });
  const link = new URL(order.paymentUrl);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('alert')).toHaveText('This order was canceled: there is nothing to pay.');
  await expect(page.getByRole('button', { name: /^Complete Payment/ })).toHaveCount(0);
});
