// A failed renewal paid with a new card, against the real database and the Stripe stand-in delivering its signed
// webhooks: two clients whose companies have the same name; the card entered through the entity's SetupIntent, a
// declined one refused with Stripe's words, a good one paying the unpaid invoice once (POST /v1/invoices/:id/pay)
// and the renewal and its calendar entry back in step; the other client's renewal answers 404 (audited).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatCalendarDate, toCalendarDate } from '../../domain/calendar-dates';
import { firstRenewalOn, REGISTERED_AGENT } from '../../domain/renewals';
import { createStripe } from '../../platform/infra/stripe';
import { createObligationsForOrder } from '../../platform/services/compliance';
import type { ClientNotice } from '../../platform/services/notices';
import { NO_FAILED_CHARGE } from '../../platform/services/renewals/renewal-card';
import type { StubCardBehaviour } from '../../stand-ins/stripe-setup';
import { runRenewals } from '../../worker/compliance/renewals';
import { signedInAs, type TestAgent } from '../helpers/api';
import { mailpit, mailTo, relayClientNotices, startMailCatcher } from '../helpers/client-notices';
import { createCompletedOrder, removeCreatedOrders } from '../helpers/compliance';
import { createPaymentsApp, type PaymentsContext } from '../helpers/payments';
import { silentLog } from '../helpers/silent-log';

const BUSINESS = `Twin Card ${randomUUID().slice(0, 6)} LLC`;
const FORMED = addDays(toCalendarDate(new Date()), -340);
const CHARGE = firstRenewalOn(FORMED);

let ctx: PaymentsContext;
beforeAll(async () => {
  ctx = await createPaymentsApp({}, { listen: true });
});
afterAll(async () => {
  await removeCreatedOrders(ctx.db);
  await ctx.close();
});

async function clientWithAgentRenewal() {
  const client = await signedInAs(ctx, 'CLIENT');
  const order = await createCompletedOrder(ctx.db, client.user.id, [
    { stateCode: 'WY', entityType: 'LLC', businessName: BUSINESS },
  ]);
  await createObligationsForOrder(ctx.db, order.id, FORMED);
  const entity = await ctx.db.formedEntity.findFirstOrThrow({ where: { orderId: order.id } });
  const renewal = await ctx.db.serviceRenewal.findFirstOrThrow({
    where: { entityId: entity.id, serviceId: REGISTERED_AGENT },
  });
  return { ...client, entity, renewal };
}

const control = (path: string, body: unknown = {}) =>
  fetch(`${ctx.stub.url}/__test/${path}`, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.json());

/** A card confirmed through the entity's SetupIntent (as the card dialog does), answering charges as `card`. */
async function confirmedCard(agent: TestAgent, entityId: string, card: StubCardBehaviour): Promise<string> {
  const setup = await agent.request({ method: 'POST', url: `/api/entities/${entityId}/auto-file/card`, csrf: true });
  expect(setup.statusCode, setup.body).toBe(200);
  const { setupIntentId } = setup.json() as { setupIntentId: string };
  await control(`setup_intents/${setupIntentId}/succeed`, { card });
  return setupIntentId;
}

const payWith = (agent: TestAgent, renewalId: string, payload: object) =>
  agent.request({ method: 'POST', url: `/api/renewals/${renewalId}/card`, payload, csrf: true });

const paidInvoices = (subscriptionId: string) =>
  [...ctx.stub.billing.invoices.values()].filter(
    (i) => i.parent.subscription_details.subscription === subscriptionId && i.status === 'paid' && i.amount_due > 0,
  );

describe('paying a failed renewal with a new card', () => {
  it('pays the unpaid invoice once with a good card, refuses a declined one, and hides one client’s from the other', async () => {
    const a = await clientWithAgentRenewal();
    const b = await clientWithAgentRenewal();
    const deps = {
      db: ctx.db,
      stripe: createStripe(ctx.config),
      mailer: { transport: 'log' as const, send: async () => {} },
      log: silentLog,
      publicUrl: ctx.config.publicUrl,
      noticeDays: 30,
    };
    await runRenewals(deps, addDays(CHARGE, -35));
    const subscriptionId = (await ctx.db.serviceRenewal.findUniqueOrThrow({ where: { id: a.renewal.id } }))
      .stripeSubscriptionId!;
    expect(subscriptionId).toMatch(/^sub_/);

    // Nothing failed yet: nothing to pay.
    const early = await payWith(a.agent, a.renewal.id, {
      setupIntentId: await confirmedCard(a.agent, a.entity.id, 'ok'),
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: NO_FAILED_CHARGE });

    // The anniversary charge fails (no card on file).
    await control(`subscriptions/${subscriptionId}/renewal_failed`);
    await ctx.stub.billing.delivered();
    expect(await ctx.db.serviceRenewal.findUniqueOrThrow({ where: { id: a.renewal.id } })).toMatchObject({
      paymentFailed: true,
      status: 'past_due',
    });

    // The other client, whose company has the same name, cannot reach it: 404, audited.
    const bCard = await confirmedCard(b.agent, b.entity.id, 'ok');
    const foreign = await payWith(b.agent, a.renewal.id, { setupIntentId: bCard });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: `Renewal not found: ${a.renewal.id}` });
    expect(
      await ctx.db.auditEntry.count({
        where: { action: 'access.denied', actorEmail: b.user.email, target: `renewal:${a.renewal.id}` },
      }),
    ).toBe(1);
    // Nor may a's renewal be paid with a card set up for b's entity.
    const wrongCard = await payWith(a.agent, a.renewal.id, { setupIntentId: bCard });
    expect(wrongCard.statusCode).toBe(409);
    expect(wrongCard.json()).toEqual({ message: 'This card was not set up for this entity' });
    for (const hostile of [{}, { setupIntentId: '' }, { setupIntentId: 'x', extra: 1 }, [1]]) {
      const refused = await payWith(a.agent, a.renewal.id, hostile);
      expect(refused.statusCode, JSON.stringify(hostile)).toBe(400);
      expect(refused.json()).toHaveProperty('message');
    }

    const declined = await payWith(a.agent, a.renewal.id, {
      setupIntentId: await confirmedCard(a.agent, a.entity.id, 'declined'),
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: 'Your card was declined.' });
    expect(paidInvoices(subscriptionId)).toHaveLength(0);

    const paid = await payWith(a.agent, a.renewal.id, {
      setupIntentId: await confirmedCard(a.agent, a.entity.id, 'ok'),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const nextYear = formatCalendarDate(addDays(CHARGE, 365));
    expect(paid.json()).toMatchObject({ state: 'renews', nextChargeOn: nextYear, amountCents: 15_000 });
    await ctx.stub.billing.delivered();
    expect(paidInvoices(subscriptionId)).toHaveLength(1);
    // The card that paid is the client's card on file, which the subscription charges from now on; the other
    // client's card on file is untouched.
    const customerOf = async (userId: string) =>
      ctx.stub.billing.customers.get(
        (await ctx.db.user.findUniqueOrThrow({ where: { id: userId } })).stripeCustomerId!,
      );
    const onFile = (await customerOf(a.user.id))?.invoice_settings.default_payment_method;
    expect(onFile).toMatch(/^pm_/);
    expect(ctx.stub.setup.charges.at(-1)?.paymentMethod).toBe(onFile);
    expect(ctx.stub.billing.subscriptions.get(subscriptionId)?.default_payment_method).toBeNull();
    expect((await customerOf(b.user.id))?.invoice_settings.default_payment_method).toBeNull();
    expect(await ctx.db.serviceRenewal.findUniqueOrThrow({ where: { id: a.renewal.id } })).toMatchObject({
      paymentFailed: false,
      status: 'active',
    });
    expect(
      await ctx.db.auditEntry.count({ where: { action: 'compliance.renewal_card_updated', target: a.renewal.id } }),
    ).toBe(1);
    // The calendar's agent entry follows the renewal to its next charge.
    const agentEntry = await ctx.db.complianceObligation.findFirstOrThrow({
      where: { entityId: a.entity.id, ruleId: 'WY-REGISTERED-AGENT', filedOn: null, endedOn: null },
    });
    expect(formatCalendarDate(agentEntry.dueDate)).toBe(nextYear);

    // Paid: a second try has nothing to pay and charges nothing.
    const again = await payWith(a.agent, a.renewal.id, {
      setupIntentId: await confirmedCard(a.agent, a.entity.id, 'ok'),
    });
    expect(again.statusCode).toBe(409);
    expect(paidInvoices(subscriptionId)).toHaveLength(1);
    // b's own renewal was never touched.
    expect(await ctx.db.serviceRenewal.findUniqueOrThrow({ where: { id: b.renewal.id } })).toMatchObject({
      paymentFailed: false,
    });
    twins = { a, b };
  });

  it.skipIf(!mailpit.available)(
    'emails the refused charge, the new card kept and the receipt to its client alone (Mailpit)',
    async () => {
      const { a, b } = twins!;
      const server = await startMailCatcher();
      try {
        const entities = new Set([a.entity.id, b.entity.id]);
        const renewals = new Set([a.renewal.id, b.renewal.id]);
        const ours = (n: ClientNotice) =>
          ('entityId' in n && entities.has(n.entityId)) || ('renewalId' in n && renewals.has(n.renewalId));
        await relayClientNotices(ctx, server, ours);
        await relayClientNotices(ctx, server, ours);
        const toA = (await mailTo(server, a.user.email)).map((m) => m.subject).sort();
        expect(toA).toEqual(
          [
            `Payment failed: $150.00 for Registered Agent Service for ${BUSINESS}`,
            'Your card on file is now the Visa ending in 4242',
            `Payment received: $150.00 for Registered Agent Service for ${BUSINESS}`,
          ].sort(),
        );
        expect(await mailTo(server, b.user.email)).toEqual([]);
      } finally {
        await server.close();
      }
    },
    300_000,
  );
});

let twins:
  | { a: Awaited<ReturnType<typeof clientWithAgentRenewal>>; b: Awaited<ReturnType<typeof clientWithAgentRenewal>> }
  | undefined;
