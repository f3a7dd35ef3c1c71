// Membership with Stripe Billing against the Stripe stand-in: buying, plan change with proration, cancelling at
// period end, the portal, renewals, and every subscription webhook (signed, deduplicated, applied in order); each paid
// or refused invoice emailed to its member.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTIONS_UNAVAILABLE } from '../../api/routes/membership';
import { findPlan, priceLookupKey } from '../../domain/membership-billing';
import { usd } from '../../domain/money-text';
import { PAYMENT_PROVIDER_TRY_LATER } from '../../platform/infra/stripe';
import type { ClientNotice } from '../../platform/services/notices';
import { createTestApp, createUser, TestAgent } from '../helpers/api';
import { mailpit, mailTo, PUBLIC_URL, relayClientNotices, startMailCatcher } from '../helpers/client-notices';
import { createPaymentsApp, type PaymentsContext, signedDelivery } from '../helpers/payments';

let ctx: PaymentsContext;
beforeAll(async () => {
  ctx = await createPaymentsApp({}, { listen: true });
});
afterAll(async () => ctx?.close());

async function signedInClient() {
  const user = await createUser(ctx.db, 'CLIENT');
  const agent = new TestAgent(ctx.app);
  await agent.login(user.email, user.password);
  return { user, agent };
}

const subscribe = (agent: TestAgent, planId: string, interval = 'monthly') =>
  agent.request({ method: 'POST', url: '/api/membership/subscription', payload: { planId, interval }, csrf: true });

const control = async (path: string) => {
  const response = await fetch(`${ctx.stub.url}/__test/${path}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  await ctx.stub.billing.delivered();
  return response.json();
};

/** Pays the first invoice as the Payment Element would (through the stand-in), then waits for the webhooks. */
async function pay(clientSecret: string) {
  const intentId = clientSecret.split('_secret_')[0];
  await control(`payment_intents/${intentId}/succeed`);
}

const userRow = (id: string) => ctx.db.user.findUniqueOrThrow({ where: { id } });
const membershipOf = async (agent: TestAgent) =>
  (await agent.request({ method: 'GET', url: '/api/membership' })).json();

async function member(planId = 'professional') {
  const client = await signedInClient();
  const started = await subscribe(client.agent, planId);
  expect(started.statusCode).toBe(200);
  await pay(started.json().clientSecret);
  return { ...client, subscriptionId: started.json().subscriptionId as string };
}

describe('buying a plan', () => {
  it('starts a default_incomplete subscription on a price found by lookup key; the webhook makes the user a MEMBER', async () => {
    const { user, agent } = await signedInClient();
    const before = await membershipOf(agent);
    expect(before).toMatchObject({ available: true, publishableKey: 'pk_test_api_suite', subscription: null });

    const started = await subscribe(agent, 'professional', 'yearly');
    expect(started.statusCode).toBe(200);
    const body = started.json();
    expect(body.status).toBe('requires_payment');
    expect(body.clientSecret).toMatch(/^pi_.+_secret_/);

    const created = ctx.stub.requests.find((r) => r.path === '/v1/subscriptions' && r.method === 'POST')!;
    expect(created.body).toMatchObject({ payment_behavior: 'default_incomplete', metadata: { userId: user.id } });
    const price = [...ctx.stub.billing.prices.values()].find(
      (p) => p.lookup_key === priceLookupKey('professional', 'yearly'),
    )!;
    expect(price).toMatchObject({ unit_amount: 89_000, recurring: { interval: 'year' } });

    // Not paid yet: the plan is not current.
    await ctx.stub.billing.delivered();
    expect(await userRow(user.id)).toMatchObject({ role: 'CLIENT', subscriptionPlan: null });
    expect((await membershipOf(agent)).subscription).toBeNull();

    // Asking again (a second click) offers the same unpaid subscription rather than a second one.
    const again = await subscribe(agent, 'professional', 'yearly');
    expect(again.json().subscriptionId).toBe(body.subscriptionId);

    await pay(body.clientSecret);
    expect(await userRow(user.id)).toMatchObject({ role: 'MEMBER', subscriptionPlan: 'professional' });
    const after = await membershipOf(agent);
    expect(after.subscription).toMatchObject({
      planId: 'professional',
      interval: 'yearly',
      status: 'active',
      cancelAtPeriodEnd: false,
      paymentFailed: false,
    });
    expect(new Date(after.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    const audit = await ctx.db.auditEntry.findFirst({ where: { action: 'membership.synced', target: user.id } });
    expect(audit).not.toBeNull();
  });

  it('creates each price once, whoever buys it', async () => {
    await signedInClient().then(({ agent }) => subscribe(agent, 'essential'));
    await signedInClient().then(({ agent }) => subscribe(agent, 'essential'));
    const key = priceLookupKey('essential', 'monthly');
    const prices = [...ctx.stub.billing.prices.values()].filter((p) => p.lookup_key === key);
    expect(prices).toHaveLength(1);
    expect(prices[0].unit_amount).toBe(2_900);
  });

  it('refuses unknown plans and intervals by name, and staff accounts', async () => {
    const { agent } = await signedInClient();
    const badPlan = await subscribe(agent, 'platinum');
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json().message).toMatch(/planId/);
    const badInterval = await subscribe(agent, 'essential', 'weekly');
    expect(badInterval.statusCode).toBe(400);
    expect(badInterval.json().message).toMatch(/interval/);

    const admin = await createUser(ctx.db, 'ADMIN');
    const staff = new TestAgent(ctx.app);
    await staff.login(admin.email, admin.password);
    expect((await subscribe(staff, 'essential')).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/membership/subscription',
      payload: { planId: 'essential', interval: 'monthly' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('managing a plan', () => {
  it('changes plan with proration, keeping one subscription', async () => {
    const { user, agent, subscriptionId } = await member('professional');
    const changed = await subscribe(agent, 'enterprise');
    expect(changed.json()).toMatchObject({ status: 'changed', subscriptionId });
    await ctx.stub.billing.delivered();
    const stubbed = ctx.stub.billing.subscriptions.get(subscriptionId)!;
    expect(stubbed.proration_behaviors).toEqual(['create_prorations']);
    expect(stubbed.items.data[0].price.lookup_key).toBe(priceLookupKey('enterprise', 'monthly'));
    expect(await userRow(user.id)).toMatchObject({ role: 'MEMBER', subscriptionPlan: 'enterprise' });
    expect((await subscribe(agent, 'enterprise')).statusCode).toBe(409);
  });

  it('cancels at period end: still a member until then, and can take it back', async () => {
    const { user, agent, subscriptionId } = await member('essential');
    const cancelled = await agent.request({ method: 'POST', url: '/api/membership/subscription/cancel', csrf: true });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    const periodEnd = ctx.stub.billing.subscriptions.get(subscriptionId)!.items.data[0].current_period_end;
    expect(new Date(cancelled.json().currentPeriodEnd).getTime()).toBe(periodEnd * 1000);
    await ctx.stub.billing.delivered();
    expect(await userRow(user.id)).toMatchObject({ role: 'MEMBER', subscriptionPlan: 'essential' });
    expect((await membershipOf(agent)).subscription.cancelAtPeriodEnd).toBe(true);

    const resumed = await agent.request({ method: 'POST', url: '/api/membership/subscription/resume', csrf: true });
    expect(resumed.json().cancelAtPeriodEnd).toBe(false);

    // The period ends (Stripe deletes the subscription): back to a client without a plan.
    await control(`subscriptions/${subscriptionId}/end`);
    expect(await userRow(user.id)).toMatchObject({ role: 'CLIENT', subscriptionPlan: null });
    expect((await membershipOf(agent)).subscription).toBeNull();
    const none = await agent.request({ method: 'POST', url: '/api/membership/subscription/cancel', csrf: true });
    expect(none.statusCode).toBe(404);
  });

  it("tells the customer what to do when Stripe refuses a call, keeping Stripe's words out of the answer", async () => {
    const { user, agent } = await member('essential');
    await ctx.db.membershipSubscription.updateMany({
      where: { userId: user.id },
      data: { stripeSubscriptionId: 'sub_does_not_exist' },
    });
    const refused = await agent.request({ method: 'POST', url: '/api/membership/subscription/cancel', csrf: true });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ message: PAYMENT_PROVIDER_TRY_LATER });
    expect(refused.body).not.toMatch(/Payment provider error|No such|sub_does_not_exist/);
  });

  it('a failed renewal keeps the membership with paymentFailed until a renewal is paid', async () => {
    const { user, agent, subscriptionId } = await member('premium');
    await control(`subscriptions/${subscriptionId}/renewal_failed`);
    expect((await membershipOf(agent)).subscription).toMatchObject({ status: 'past_due', paymentFailed: true });
    expect(await userRow(user.id)).toMatchObject({ role: 'MEMBER', subscriptionPlan: 'premium' });

    await control(`subscriptions/${subscriptionId}/renew`);
    expect((await membershipOf(agent)).subscription).toMatchObject({ status: 'active', paymentFailed: false });
  });

  it.skipIf(!mailpit.available)(
    'emails each member the receipt of every paid invoice and a refused charge once, to them alone (Mailpit)',
    async () => {
      const a = await member('premium');
      const b = await member('premium');
      await control(`subscriptions/${a.subscriptionId}/renewal_failed`);
      await control(`subscriptions/${a.subscriptionId}/renew`);
      const server = await startMailCatcher();
      try {
        const users = new Set([a.user.id, b.user.id]);
        const ours = (n: ClientNotice) => 'userId' in n && users.has(n.userId);
        await relayClientNotices(ctx, server, ours);
        await relayClientNotices(ctx, server, ours);
        const price = usd(findPlan('premium')!.monthlyPrice * 100);
        const paid = `Payment received: ${price} for your Premium membership`;
        const toA = await mailTo(server, a.user.email);
        expect(toA.map((m) => m.subject).sort()).toEqual(
          [paid, paid, `Payment failed: ${price} for your Premium membership`].sort(),
        );
        expect(toA[0].text).toContain(`${PUBLIC_URL}/membership`);
        expect((await mailTo(server, b.user.email)).map((m) => m.subject)).toEqual([paid]);
      } finally {
        await server.close();
      }
    },
    300_000,
  );

  it('opens the customer portal for the member', async () => {
    const { user, agent } = await member('essential');
    const portal = await agent.request({ method: 'POST', url: '/api/membership/portal', csrf: true });
    expect(portal.statusCode).toBe(200);
    const url = new URL(portal.json().url);
    const session = ctx.stub.billing.portalSessions.get(url.pathname.split('/').pop()!)!;
    expect(session.customer).toBe((await userRow(user.id)).stripeCustomerId);
    expect(session.return_url).toMatch(/\/membership$/);
    const page = await fetch(url);
    expect(await page.text()).toContain('Billing portal');
  });
});

/** A Stripe event around an object, created at a chosen time (for deliveries in a chosen order). */
const stripeEvent = (type: string, object: object, created: number) =>
  ({
    id: `evt_${type}_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created,
    data: { object },
  }) as unknown as Stripe.Event;

/** A subscription event as Stripe sends it. */
function subscriptionEvent(
  type: string,
  sub: { id: string; customer: string; userId: string; status: string; planId?: string; cancel?: boolean },
  created: number,
): Stripe.Event {
  return stripeEvent(
    type,
    {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      status: sub.status,
      cancel_at_period_end: sub.cancel ?? false,
      cancel_at: null,
      metadata: { userId: sub.userId },
      items: {
        data: [
          {
            id: 'si_test',
            price: { id: 'price_test', lookup_key: priceLookupKey(sub.planId ?? 'professional', 'monthly') },
            current_period_end: created + 30 * 86_400,
          },
        ],
      },
    },
    created,
  );
}

const invoiceEvent = (type: string, subscriptionId: string, created: number) =>
  stripeEvent(
    type,
    {
      id: `in_${Math.random().toString(36).slice(2)}`,
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    },
    created,
  );

const deliver = (event: Stripe.Event) =>
  ctx.app.inject({ method: 'POST', url: '/api/webhooks/stripe', ...signedDelivery(JSON.stringify(event)) });

describe('subscription webhooks', () => {
  const t0 = Math.floor(Date.now() / 1000);
  async function fresh() {
    const user = await createUser(ctx.db, 'CLIENT');
    const sub = { id: `sub_${Math.random().toString(36).slice(2)}`, customer: 'cus_x', userId: user.id };
    return { user, sub };
  }

  it('each event type keeps plan, role and billing status in step', async () => {
    const { user, sub } = await fresh();
    const steps: [Stripe.Event, { role: string; plan: string | null; paymentFailed?: boolean }][] = [
      [
        subscriptionEvent('customer.subscription.created', { ...sub, status: 'incomplete' }, t0),
        { role: 'CLIENT', plan: null },
      ],
      [invoiceEvent('invoice.paid', sub.id, t0 + 1), { role: 'CLIENT', plan: null, paymentFailed: false }],
      [
        subscriptionEvent('customer.subscription.updated', { ...sub, status: 'active' }, t0 + 1),
        { role: 'MEMBER', plan: 'professional' },
      ],
      [
        invoiceEvent('invoice.payment_failed', sub.id, t0 + 2),
        { role: 'MEMBER', plan: 'professional', paymentFailed: true },
      ],
      [
        subscriptionEvent('customer.subscription.updated', { ...sub, status: 'past_due' }, t0 + 2),
        { role: 'MEMBER', plan: 'professional' },
      ],
      [invoiceEvent('invoice.paid', sub.id, t0 + 3), { role: 'MEMBER', plan: 'professional', paymentFailed: false }],
      [
        subscriptionEvent('customer.subscription.deleted', { ...sub, status: 'canceled' }, t0 + 4),
        { role: 'CLIENT', plan: null },
      ],
    ];
    for (const [event, expected] of steps) {
      const response = await deliver(event);
      expect(response.statusCode, `${event.type}: ${response.body}`).toBe(200);
      expect(response.json().ignored, event.type).toBeUndefined();
      const row = await userRow(user.id);
      expect({ role: row.role, plan: row.subscriptionPlan }, event.type).toEqual({
        role: expected.role,
        plan: expected.plan,
      });
      if (expected.paymentFailed !== undefined) {
        const subscription = await ctx.db.membershipSubscription.findUniqueOrThrow({
          where: { stripeSubscriptionId: sub.id },
        });
        expect(subscription.paymentFailed, event.type).toBe(expected.paymentFailed);
      }
    }
  });

  it('a redelivered event is recognised by its id and changes nothing', async () => {
    const { user, sub } = await fresh();
    const active = subscriptionEvent('customer.subscription.created', { ...sub, status: 'active' }, t0);
    expect((await deliver(active)).json()).toEqual({ received: true });
    await ctx.db.user.update({ where: { id: user.id }, data: { subscriptionPlan: 'tampered' } });
    expect((await deliver(active)).json()).toEqual({ received: true, duplicate: true });
    expect((await userRow(user.id)).subscriptionPlan).toBe('tampered');
  });

  it('applies events by their created time: an older event delivered late changes nothing', async () => {
    const { user, sub } = await fresh();
    const created = subscriptionEvent('customer.subscription.created', { ...sub, status: 'incomplete' }, t0);
    const activated = subscriptionEvent('customer.subscription.updated', { ...sub, status: 'active' }, t0 + 5);
    const cancelled = subscriptionEvent(
      'customer.subscription.updated',
      { ...sub, status: 'active', cancel: true },
      t0 + 3,
    );
    expect((await deliver(activated)).statusCode).toBe(200);
    expect((await deliver(created)).json()).toEqual({ received: true, ignored: true });
    expect((await deliver(cancelled)).json()).toEqual({ received: true, ignored: true });
    expect(await userRow(user.id)).toMatchObject({ role: 'MEMBER', subscriptionPlan: 'professional' });
    const row = await ctx.db.membershipSubscription.findUniqueOrThrow({ where: { stripeSubscriptionId: sub.id } });
    expect(row).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    // Invoices are ordered among themselves: a failure older than the last payment does not raise the banner.
    expect((await deliver(invoiceEvent('invoice.paid', sub.id, t0 + 9))).statusCode).toBe(200);
    expect((await deliver(invoiceEvent('invoice.payment_failed', sub.id, t0 + 8))).json().ignored).toBe(true);
    const after = await ctx.db.membershipSubscription.findUniqueOrThrow({ where: { stripeSubscriptionId: sub.id } });
    expect(after.paymentFailed).toBe(false);
  });

  it('an invoice for a subscription not yet known is refused for redelivery, then applied', async () => {
    const { user, sub } = await fresh();
    const failed = invoiceEvent('invoice.payment_failed', sub.id, t0 + 2);
    const early = await deliver(failed);
    expect(early.statusCode).toBe(409);
    await deliver(subscriptionEvent('customer.subscription.created', { ...sub, status: 'past_due' }, t0));
    const redelivered = await deliver(failed);
    expect(redelivered.json()).toEqual({ received: true });
    expect((await userRow(user.id)).role).toBe('MEMBER');
    const row = await ctx.db.membershipSubscription.findUniqueOrThrow({ where: { stripeSubscriptionId: sub.id } });
    expect(row.paymentFailed).toBe(true);
  });

  it('refuses an unsigned or wrongly signed subscription event', async () => {
    const { user, sub } = await fresh();
    const payload = JSON.stringify(
      subscriptionEvent('customer.subscription.created', { ...sub, status: 'active' }, t0),
    );
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      ...signedDelivery(payload, 'whsec_not_ours'),
    });
    expect(bad.statusCode).toBe(400);
    expect((await userRow(user.id)).role).toBe('CLIENT');
  });

  it('changes customers only: an event naming a staff account, by id or by Stripe customer, changes nothing', async () => {
    const admin = await createUser(ctx.db, 'ADMIN');
    const sub = { id: `sub_${Math.random().toString(36).slice(2)}`, customer: 'cus_y', userId: admin.id };
    expect(
      (await deliver(subscriptionEvent('customer.subscription.created', { ...sub, status: 'active' }, t0))).statusCode,
    ).toBe(200);
    expect(await userRow(admin.id)).toMatchObject({ role: 'ADMIN', subscriptionPlan: null });
    expect(await ctx.db.membershipSubscription.count({ where: { stripeSubscriptionId: sub.id } })).toBe(0);

    const superadmin = await createUser(ctx.db, 'SUPERADMIN');
    const customer = `cus_${Math.random().toString(36).slice(2)}`;
    await ctx.db.user.update({ where: { id: superadmin.id }, data: { stripeCustomerId: customer } });
    const byCustomer = { id: `sub_${Math.random().toString(36).slice(2)}`, customer, userId: 'not-a-uuid' };
    await deliver(subscriptionEvent('customer.subscription.created', { ...byCustomer, status: 'active' }, t0));
    expect(await userRow(superadmin.id)).toMatchObject({ role: 'SUPERADMIN', subscriptionPlan: null });

    // A member who became staff: later events of the old subscription leave the staff account alone.
    const { user, sub: held } = await fresh();
    await deliver(subscriptionEvent('customer.subscription.created', { ...held, status: 'active' }, t0));
    expect(await userRow(user.id)).toMatchObject({ role: 'MEMBER', subscriptionPlan: 'professional' });
    await ctx.db.user.update({ where: { id: user.id }, data: { role: 'PARALEGAL', subscriptionPlan: null } });
    await deliver(
      subscriptionEvent('customer.subscription.updated', { ...held, status: 'active', planId: 'enterprise' }, t0 + 5),
    );
    await deliver(invoiceEvent('invoice.payment_failed', held.id, t0 + 6));
    expect(await userRow(user.id)).toMatchObject({ role: 'PARALEGAL', subscriptionPlan: null });
  });
});

describe('without Stripe configuration', () => {
  it('explains that subscriptions are unavailable, and nothing crashes', async () => {
    const bare = await createTestApp();
    try {
      const user = await createUser(bare.db, 'CLIENT');
      const agent = new TestAgent(bare.app);
      await agent.login(user.email, user.password);
      const state = await agent.request({ method: 'GET', url: '/api/membership' });
      expect(state.json()).toEqual({ available: false, publishableKey: null, subscription: null });
      for (const url of [
        '/api/membership/subscription',
        '/api/membership/subscription/cancel',
        '/api/membership/portal',
      ]) {
        const response = await agent.request({
          method: 'POST',
          url,
          payload: { planId: 'essential', interval: 'monthly' },
          csrf: true,
        });
        expect(response.statusCode, url).toBe(503);
        expect(response.json().message).toBe(SUBSCRIPTIONS_UNAVAILABLE);
      }
    } finally {
      await bare.close();
    }
  });
});
