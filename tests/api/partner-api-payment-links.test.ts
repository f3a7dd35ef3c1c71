// Orders a partner asks its customer to pay (billing: 'payment_link'), with the typed client as a partner would:
// placed unpaid (not started, never on the partner's invoice) with a signed link to a hosted page; the customer pays
// through the storefront's checkout (the order's PaymentIntent on the Stripe stand-in, settled and delivered as a
// signed webhook), which starts the order and tells the partner (order.paid); a wrong amount is held; a link opens
// only its own order, expires, and says when its order is paid; replays answer the same order and link.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_LINK_INVALID, PAYMENT_LINK_PAID } from '../../api/routes/payment-links';
import { OUTBOX_KINDS } from '../../domain/outbox-kinds';
import { paymentLinkPath } from '../../platform/services/partners';
import { createPartner, formPartnerEntity, type PartnerClient, partnerClient } from '../helpers/partners';
import { createPaymentsApp, type PaymentsContext } from '../helpers/payments';

let ctx: PaymentsContext;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createPaymentsApp({ PARTNER_RATE_LIMIT_MAX: '1000', TOKEN_RATE_LIMIT_MAX: '1000' }, { listen: true });
  baseUrl = ctx.app.listeningOrigin;
});
afterAll(async () => ctx?.close());

const formation = (businessName: string, billing?: 'payment_link' | 'partner_invoice') => ({
  kind: 'FORMATION' as const,
  customer: { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' },
  packages: ['PREMIUM'],
  services: [],
  states: ['WY'],
  entityDetails: { WY: { businessName, entityType: 'LLC' } },
  ...(billing ? { billing } : {}),
});

async function placeLinked(api: PartnerClient, businessName = 'Same Name LLC', key = randomUUID()) {
  const placed = await api.POST('/api/v1/orders', {
    params: { header: { 'Idempotency-Key': key } },
    body: formation(businessName, 'payment_link'),
  });
  expect(placed.response.status, JSON.stringify(placed.error)).toBe(201);
  const order = placed.data as Extract<NonNullable<typeof placed.data>, { object: 'order' }>;
  return { order, link: new URL(order.paymentUrl ?? '') };
}

/** The page's API calls, as the hosted page makes them from the link's path and query. */
const linkApi = (link: URL) => `/api/payment-links/${link.pathname.split('/').pop()}`;
const openLink = (link: URL) => ctx.app.inject({ method: 'GET', url: `${linkApi(link)}${link.search}` });
const intentFor = (link: URL) =>
  ctx.app.inject({
    method: 'POST',
    url: `${linkApi(link)}/payment-intent`,
    payload: { expires: Number(link.searchParams.get('expires')), sig: link.searchParams.get('sig') },
  });

/** The customer pays: the Stripe stand-in settles the intent and delivers the signed webhook to the API. */
async function settle(clientSecret: string) {
  const intentId = clientSecret.split('_secret_')[0];
  const response = await fetch(`${ctx.stub.url}/__test/payment_intents/${intentId}/succeed`, { method: 'POST' });
  const answer = (await response.json()) as { delivered: boolean; status: number };
  expect(answer).toMatchObject({ delivered: true, status: 200 });
  return intentId;
}

const startEntries = (orderId: string) =>
  ctx.db.outboxEntry.count({
    where: { kind: OUTBOX_KINDS.onboardingStart, payload: { path: ['orderId'], equals: orderId } },
  });

describe('partner API: orders paid through a payment link', () => {
  it('places the order unpaid and not started, with a signed link on our site that can be fetched again', async () => {
    const { keys } = await createPartner(ctx.db, 'Same Name Bank');
    const api = partnerClient(baseUrl, keys.TEST);
    const preview = await api.POST('/api/v1/orders', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: { ...formation('Preview LLC', 'payment_link'), preview: true },
    });
    expect(preview.response.status).toBe(200);
    expect(preview.data).toMatchObject({ object: 'order_preview', billing: 'payment_link' });

    const { order, link } = await placeLinked(api);
    expect(order).toMatchObject({
      billing: 'payment_link',
      paymentStatus: 'unpaid',
      stage: null,
      amountTotal: (preview.data as { amountTotal: number }).amountTotal,
    });
    expect(`${link.origin}`).toBe(ctx.config.publicUrl);
    expect(link.pathname).toBe(`/pay/${order.id}`);
    expect(link.searchParams.get('sig')).toMatch(/^[0-9a-f]{64}$/);
    const expiresAt = Date.parse(order.paymentLinkExpiresAt ?? '');
    expect(expiresAt - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(7 * 24 * 3_600_000);

    const row = await ctx.db.order.findUniqueOrThrow({
      where: { id: order.id },
      include: { partnerInvoiceLine: true },
    });
    expect(row).toMatchObject({ paymentStatus: 'UNPAID', paidAt: null, stage: null, workflowId: null, userId: null });
    expect(row.partnerInvoiceLine).toBeNull();
    expect(await startEntries(order.id)).toBe(0);

    const again = await api.GET('/api/v1/orders/{id}', { params: { path: { id: order.id } } });
    expect(again.data?.paymentUrl).toBe(order.paymentUrl);

    // The default stays the partner's invoice: paid on account, started at once, no link.
    const onAccount = await api.POST('/api/v1/orders', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: formation('On Account LLC'),
    });
    expect(onAccount.data).toMatchObject({
      billing: 'partner_invoice',
      paymentStatus: 'paid',
      stage: 'PENDING_REVIEW',
      paymentUrl: null,
      paymentLinkExpiresAt: null,
    });
  });

  it('answers the same order and link to a replay, and 409 to the key reused with another billing', async () => {
    const { keys } = await createPartner(ctx.db, 'Same Name Bank');
    const api = partnerClient(baseUrl, keys.TEST);
    const key = randomUUID();
    const { order } = await placeLinked(api, 'Replayed LLC', key);
    const replay = await api.POST('/api/v1/orders', {
      params: { header: { 'Idempotency-Key': key } },
      body: formation('Replayed LLC', 'payment_link'),
    });
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.data).toEqual(order);
    const reused = await api.POST('/api/v1/orders', {
      params: { header: { 'Idempotency-Key': key } },
      body: formation('Replayed LLC', 'partner_invoice'),
    });
    expect(reused.response.status).toBe(409);
    expect((reused.error as { error: { code: string } }).error.code).toBe('idempotency_key_reused');
  });

  it('shows the server price on the page; paying through the Stripe stand-in starts the order and tells the partner', async () => {
    const { keys } = await createPartner(ctx.db, 'Same Name Bank');
    const api = partnerClient(baseUrl, keys.TEST);
    const { order, link } = await placeLinked(api);

    const page = await openLink(link);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      orderId: order.id,
      partnerName: 'Same Name Bank',
      customerName: 'Jane Doe',
      businessNames: ['Same Name LLC'],
      paid: false,
      amountCents: order.amountTotal,
      testMode: true,
      simulated: false, // a test key: Stripe's test cards, no simulation
    });
    expect(page.json().lineItems.map((l: { amountCents: number }) => l.amountCents)).toEqual(
      order.lineItems.map((l) => l.amount),
    );

    const intent = await intentFor(link);
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json().amountCents).toBe(order.amountTotal);
    // Asked again (a reload): the same intent.
    expect((await intentFor(link)).json().clientSecret).toBe(intent.json().clientSecret);
    const intentId = await settle(intent.json().clientSecret);

    const row = await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({
      paymentStatus: 'PAID',
      stage: 'PENDING_REVIEW',
      workflowId: `onboarding-${order.id}`,
      stripePaymentIntentId: intentId,
      userId: null,
    });
    expect(await startEntries(order.id)).toBe(1);

    const events = await api.GET('/api/v1/events', {});
    const ofOrder = (events.data?.data ?? []).filter((e) => e.order === order.id);
    expect(ofOrder.map((e) => [e.type, e.sequence])).toEqual([
      ['order.paid', 2],
      ['order.created', 1],
    ]);
    expect(ofOrder[0].data.object).toMatchObject({ paymentStatus: 'paid', stage: 'PENDING_REVIEW' });

    const after = await api.GET('/api/v1/orders/{id}', { params: { path: { id: order.id } } });
    expect(after.data).toMatchObject({ paymentStatus: 'paid', paymentUrl: null, stage: 'PENDING_REVIEW' });
    expect((await openLink(link)).json()).toMatchObject({ paid: true });
    const payAgain = await intentFor(link);
    expect(payAgain.statusCode).toBe(409);
    expect(payAgain.json()).toEqual({ message: PAYMENT_LINK_PAID });
  });

  it('holds a payment of another amount than the order', async () => {
    const { keys } = await createPartner(ctx.db, 'Same Name Bank');
    const { order, link } = await placeLinked(partnerClient(baseUrl, keys.TEST));
    const intent = await intentFor(link);
    const intentId = intent.json().clientSecret.split('_secret_')[0];
    await ctx.app.stripe?.paymentIntents.update(intentId, { amount: order.amountTotal - 100 });
    await settle(intent.json().clientSecret);

    const row = await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ paymentStatus: 'UNPAID', stage: null, workflowId: null });
    expect(await startEntries(order.id)).toBe(0);
    expect(
      await ctx.db.auditEntry.findFirst({ where: { action: 'order.payment_held', target: order.id } }),
    ).toBeTruthy();
    expect(await ctx.db.partnerEvent.count({ where: { orderId: order.id, type: 'order.paid' } })).toBe(0);
  });

  it("opens only its own order: another partner's link, an altered one and an expired one are refused", async () => {
    const a = await createPartner(ctx.db, 'Same Name Bank');
    const b = await createPartner(ctx.db, 'Same Name Bank');
    const mine = await placeLinked(partnerClient(baseUrl, a.keys.TEST));
    const theirs = await placeLinked(partnerClient(baseUrl, b.keys.TEST));

    // B's signature on A's order, A's expiry moved, no signature, a storefront order's id.
    const moved = new URL(theirs.link);
    moved.pathname = `/pay/${mine.order.id}`;
    const later = new URL(mine.link);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 3600));
    for (const link of [moved, later]) {
      for (const answer of [await openLink(link), await intentFor(link)]) {
        expect(answer.statusCode, link.href).toBe(404);
        expect(answer.json()).toEqual({ message: PAYMENT_LINK_INVALID });
      }
    }
    const unsigned = await ctx.app.inject({ method: 'GET', url: `/api/payment-links/${mine.order.id}` });
    expect(unsigned.statusCode).toBe(400);
    // Each partner's own link still opens its own order.
    expect((await openLink(theirs.link)).json()).toMatchObject({ orderId: theirs.order.id });

    // A link past its expiry (signed as the server signs them) is readable as expired.
    const past = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    const expired = new URL(paymentLinkPath(ctx.config.sessionSecret, mine.order.id, past), ctx.config.publicUrl);
    for (const answer of [await openLink(expired), await intentFor(expired)]) {
      expect(answer.statusCode).toBe(410);
      expect(answer.json().message).toMatch(/^This payment link expired on \d{4}-\d{2}-\d{2}\. Ask/);
    }
    // Once the order's own link has expired, the partner no longer gets a URL for it.
    await ctx.db.orderPaymentLink.update({ where: { orderId: mine.order.id }, data: { expiresAt: past } });
    const api = partnerClient(baseUrl, a.keys.TEST);
    const read = await api.GET('/api/v1/orders/{id}', { params: { path: { id: mine.order.id } } });
    expect(read.data).toMatchObject({ paymentUrl: null, paymentLinkExpiresAt: past.toISOString() });
  });

  it("refuses to pay a canceled order's link in words, and no longer hands the partner a URL for it", async () => {
    const { keys } = await createPartner(ctx.db, 'Same Name Bank');
    const api = partnerClient(baseUrl, keys.TEST);
    const { order, link } = await placeLinked(api, 'Canceled LLC');
    expect((await openLink(link)).statusCode).toBe(200);
    await ctx.db.order.update({ where: { id: order.id }, data: { status: 'CANCELED' } });

    for (const answer of [await openLink(link), await intentFor(link)]) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toEqual({ message: 'This order was canceled: there is nothing to pay.' });
    }
    const row = await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ paymentStatus: 'UNPAID', stripePaymentIntentId: null, workflowId: null });
    const read = await api.GET('/api/v1/orders/{id}', { params: { path: { id: order.id } } });
    expect(read.data).toMatchObject({ status: 'CANCELED', paymentStatus: 'unpaid', paymentUrl: null });
  });

  it('places a later kind for an entity with a payment link too', async () => {
    const { keys } = await createPartner(ctx.db, 'Same Name Bank');
    const api = partnerClient(baseUrl, keys.TEST);
    const entity = await formPartnerEntity(ctx.db, api);
    const placed = await api.POST('/api/v1/orders', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: {
        kind: 'GOOD_STANDING',
        entityId: entity.id,
        details: { purpose: 'Bank account' },
        billing: 'payment_link',
      },
    });
    expect(placed.response.status, JSON.stringify(placed.error)).toBe(201);
    expect(placed.data).toMatchObject({ billing: 'payment_link', paymentStatus: 'unpaid', stage: null });
    const link = new URL((placed.data as { paymentUrl: string }).paymentUrl);
    const page = await openLink(link);
    expect(page.json()).toMatchObject({ kind: 'GOOD_STANDING', paid: false, businessNames: ['Same Name Inc'] });
    const intent = await intentFor(link);
    await settle(intent.json().clientSecret);
    const row = await ctx.db.order.findUniqueOrThrow({ where: { id: (placed.data as { id: string }).id } });
    expect(row).toMatchObject({ paymentStatus: 'PAID', stage: 'PENDING_REVIEW' });
  });
});
