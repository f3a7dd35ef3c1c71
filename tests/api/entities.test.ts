// A client's entities and the orders it places for them after formation, against the real database and the Stripe
// stand-in: ownership, the kind's fit and details, the server's price and the same payment webhook as a formation.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { ORDER_KIND_MODULES } from '../../domain/kinds';
import { usd } from '../../domain/money-text';
import { stateFeeFor } from '../../domain/state-fees';
import type { ClientNotice } from '../../platform/services/notices';
import { signedInAs, type TestAgent } from '../helpers/api';
import { mailpit, mailTo, PUBLIC_URL, relayClientNotices, startMailCatcher } from '../helpers/client-notices';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';
import { createPaymentsApp, type PaymentsContext, paymentEvent, signedDelivery } from '../helpers/payments';

let ctx: PaymentsContext;
const entityOrders: string[] = [];
beforeAll(async () => {
  ctx = await createPaymentsApp();
});
afterAll(async () => {
  await ctx.db.order.deleteMany({ where: { id: { in: entityOrders } } });
  await removeCreatedOrders(ctx.db);
  await ctx.close();
});

const signedIn = (role: Parameters<typeof signedInAs>[1]) => signedInAs(ctx, role);

/** A client with a Wyoming LLC named like every other client's in this file. */
async function clientWithEntity(role: 'CLIENT' | 'MEMBER' = 'CLIENT') {
  const client = await signedIn(role);
  const { obligations } = await formEntities(
    ctx.db,
    client.user.id,
    [{ stateCode: 'WY', entityType: 'LLC', businessName: 'Same Name LLC' }],
    parseCalendarDate('2026-02-10')!,
  );
  return { ...client, entityId: obligations[0].entityId, obligations };
}

const order = (agent: TestAgent, entityId: string, payload: unknown) =>
  agent.request({ method: 'POST', url: `/api/entities/${entityId}/orders`, payload: payload as object, csrf: true });

async function pay(orderId: string) {
  const row = await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } });
  const event = paymentEvent('payment_intent.succeeded', {
    id: row.stripePaymentIntentId!,
    amount: row.totalUSD,
    metadata: { orderId },
  });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    ...signedDelivery(JSON.stringify(event)),
  });
  expect(response.statusCode).toBe(200);
}

describe('entities', () => {
  it('lists only the client’s own entities; another client’s answers 404 and is audited', async () => {
    const alice = await clientWithEntity();
    const bob = await clientWithEntity('MEMBER');
    const mine = await alice.agent.request({ method: 'GET', url: '/api/entities' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((e: { id: string }) => e.id)).toEqual([alice.entityId]);

    const detail = await alice.agent.request({ method: 'GET', url: `/api/entities/${alice.entityId}` });
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body).toMatchObject({ businessName: 'Same Name LLC', stateCode: 'WY', status: 'ACTIVE', ein: null });
    expect(body.obligations.map((o: { id: string }) => o.id).sort()).toEqual(alice.obligations.map((o) => o.id).sort());
    const buttons = body.offers
      .filter((o: { refusal: string | null }) => !o.refusal)
      .map((o: { button: string }) => o.button);
    expect(buttons).toEqual([
      'File annual report',
      'Amend',
      'Register in another state',
      'Certificate of good standing',
      'Get an EIN',
      'Dissolve',
      'Make us your registered agent',
    ]);

    for (const request of [
      bob.agent.request({ method: 'GET', url: `/api/entities/${alice.entityId}` }),
      order(bob.agent, alice.entityId, { kind: 'ANNUAL_REPORT', details: {} }),
    ]) {
      const response = await request;
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`Entity not found: ${alice.entityId}`);
    }
    const denied = await ctx.db.auditEntry.count({
      where: { action: 'access.denied', actorId: bob.user.id, target: `entity:${alice.entityId}` },
    });
    expect(denied).toBe(2);
    expect(await ctx.db.order.count({ where: { entityId: alice.entityId } })).toBe(0);
  });

  it('prices an order on the server, reuses it when asked again, and takes the same payment webhook', async () => {
    const alice = await clientWithEntity();
    const first = await order(alice.agent, alice.entityId, { kind: 'ANNUAL_REPORT', details: {}, amount: 1 });
    expect(first.statusCode, first.body).toBe(200);
    const { id, orderId, amount, clientSecret } = first.json();
    expect(id).toBe(orderId);
    entityOrders.push(orderId);
    expect(amount).toBe(
      ORDER_KIND_MODULES.ANNUAL_REPORT.service.price + stateFeeFor('ANNUAL_REPORT', 'WY', 'LLC')!.fee,
    );
    expect(clientSecret).toMatch(/_secret_/);
    const again = await order(alice.agent, alice.entityId, { kind: 'ANNUAL_REPORT', details: {} });
    expect(again.json().orderId).toBe(orderId);

    await pay(orderId);
    const paid = await ctx.db.order.findUniqueOrThrow({ where: { id: orderId }, include: { entities: true } });
    expect(paid).toMatchObject({
      paymentStatus: 'PAID',
      kind: 'ANNUAL_REPORT',
      entityId: alice.entityId,
      userId: alice.user.id,
    });
    expect(paid.entities.map((e) => e.stateCode)).toEqual(['WY']);

    const shown = await alice.agent.request({ method: 'GET', url: `/api/orders/${orderId}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ kind: 'ANNUAL_REPORT', entityId: alice.entityId });

    // While it is under way, a second annual report is refused.
    const second = await order(alice.agent, alice.entityId, { kind: 'ANNUAL_REPORT', details: {} });
    expect(second.statusCode).toBe(409);

    const staff = await signedIn('ADMIN');
    const filter = encodeURIComponent(JSON.stringify({ kind: 'ANNUAL_REPORT' }));
    const list = await staff.agent.request({ method: 'GET', url: `/api/admin/orders?filter=${filter}&range=[0,499]` });
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { id: string; kind: string }[];
    expect(rows.some((r) => r.id === orderId)).toBe(true);
    expect(rows.every((r) => r.kind === 'ANNUAL_REPORT')).toBe(true);
  });

  it('shows an EIN order signed, not submitted to the IRS, until staff record the submission', async () => {
    const alice = await clientWithEntity();
    const placed = await order(alice.agent, alice.entityId, {
      kind: 'EIN',
      details: { responsiblePartyName: 'Ada', responsiblePartyHasSsn: true },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderId } = placed.json();
    entityOrders.push(orderId);
    await pay(orderId);
    // Where the pipeline leaves it once the client has signed the SS-4.
    await ctx.db.order.update({ where: { id: orderId }, data: { stage: 'FILING', status: 'IN_PROGRESS' } });
    const record = (action: string) =>
      ctx.db.orderStageEvent.create({
        data: { id: randomUUID(), orderId, stage: 'FILING', action, createdAt: new Date(Date.now() + 60_000) },
      });
    for (const action of ['approve', 'documentsReady', 'confirmDocuments', 'signDocument']) await record(action);
    const shown = async () => {
      const detail = await alice.agent.request({ method: 'GET', url: `/api/entities/${alice.entityId}` });
      return detail.json().orders.find((o: { id: string }) => o.id === orderId)?.stageLabel;
    };
    expect(await shown()).toBe('Signed');
    await record('recordSubmission');
    expect(await shown()).toBe('Submitted to the IRS');
  });

  it('refuses a kind that does not fit with 409 and the reason, bad details with 400 naming the field', async () => {
    const alice = await clientWithEntity();
    const own = await order(alice.agent, alice.entityId, {
      kind: 'FOREIGN_QUALIFICATION',
      details: { stateCode: 'WY' },
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toMatch(/formed in Wyoming: it qualifies only in another state/);

    const bad = await order(alice.agent, alice.entityId, {
      kind: 'FOREIGN_QUALIFICATION',
      details: { stateCode: 'ZZ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^details\.stateCode: /);
    const ein = await order(alice.agent, alice.entityId, { kind: 'EIN', details: { responsiblePartyName: 'Ada' } });
    expect(ein.statusCode).toBe(400);
    expect(ein.json().message).toMatch(/^details\.responsiblePartyHasSsn: /);
    const kind = await order(alice.agent, alice.entityId, { kind: 'FORMATION', details: {} });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toMatch(/kind/);

    await ctx.db.formedEntity.update({ where: { id: alice.entityId }, data: { status: 'DISSOLVED' } });
    const dissolve = await order(alice.agent, alice.entityId, { kind: 'DISSOLUTION', details: {} });
    expect(dissolve.statusCode).toBe(409);
    expect(dissolve.json().message).toMatch(/is dissolved/);
    // Wyoming still certifies a dissolved entity's status.
    const certificate = await order(alice.agent, alice.entityId, { kind: 'GOOD_STANDING', details: {} });
    expect(certificate.statusCode, certificate.body).toBe(200);
    entityOrders.push(certificate.json().orderId);
  });

  it('lets staff place a phone order for a client’s entity, priced the same way', async () => {
    const alice = await clientWithEntity();
    const staff = await signedIn('ADMIN');
    const response = await order(staff.agent, alice.entityId, {
      kind: 'FOREIGN_QUALIFICATION',
      details: { stateCode: 'NV' },
    });
    expect(response.statusCode, response.body).toBe(200);
    entityOrders.push(response.json().orderId);
    expect(response.json().amount).toBe(
      ORDER_KIND_MODULES.FOREIGN_QUALIFICATION.service.price + stateFeeFor('FOREIGN_QUALIFICATION', 'NV', 'LLC')!.fee,
    );
    const row = await ctx.db.order.findUniqueOrThrow({ where: { id: response.json().orderId } });
    expect(row).toMatchObject({ userId: alice.user.id, contactEmail: alice.user.email, state: 'NV' });
  });

  it.skipIf(!mailpit.available)(
    "emails each client the receipt of its own later order, online or by phone, in the kind's words (Mailpit)",
    async () => {
      const alice = await clientWithEntity();
      const bob = await clientWithEntity();
      const ein = await order(alice.agent, alice.entityId, {
        kind: 'EIN',
        details: { responsiblePartyName: 'Ada', responsiblePartyHasSsn: true },
      });
      expect(ein.statusCode, ein.body).toBe(200);
      const staff = await signedIn('ADMIN');
      const phone = await order(staff.agent, bob.entityId, { kind: 'GOOD_STANDING', details: {} });
      expect(phone.statusCode, phone.body).toBe(200);
      const ids = [ein.json().orderId as string, phone.json().orderId as string];
      entityOrders.push(...ids);
      for (const id of ids) await pay(id);
      // The same webhook delivered again (a new event id) sends no second receipt.
      await pay(ids[0]);

      const server = await startMailCatcher();
      try {
        const ours = (n: ClientNotice) => n.notice === 'order-paid' && ids.includes(n.orderId);
        await relayClientNotices(ctx, server, ours);
        await relayClientNotices(ctx, server, ours);
        const [einRow, goodStanding] = await Promise.all(
          ids.map((id) => ctx.db.order.findUniqueOrThrow({ where: { id } })),
        );
        const toAlice = await mailTo(server, alice.user.email);
        expect(toAlice.map((m) => m.subject)).toEqual([
          `Payment received: ${usd(einRow.totalUSD)} for your EIN order ${einRow.id.slice(0, 8)}`,
        ]);
        expect(toAlice[0].text).toContain('your EIN order for Same Name LLC');
        expect(toAlice[0].text).toContain("obtain your company's EIN from the IRS");
        expect(toAlice[0].text).toContain(`${PUBLIC_URL}/orders/${einRow.id}`);
        const toBob = await mailTo(server, bob.user.email);
        expect(toBob.map((m) => m.subject)).toEqual([
          `Payment received: ${usd(goodStanding.totalUSD)} for your Good standing order ${goodStanding.id.slice(0, 8)}`,
        ]);
        expect(toBob[0].text).not.toContain('EIN');
      } finally {
        await server.close();
      }
    },
    300_000,
  );
});
