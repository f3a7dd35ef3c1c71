// Ordering a change of registered agent for an entity: offered on its page at the state's own fee, priced by the
// server, paid through the same webhook, refused for another client's same-named entity (404) and for bad details
// (400); its completion makes us the agent on record, once however often it runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { ORDER_KIND_MODULES } from '../../domain/kinds';
import { stateFeeFor } from '../../domain/state-fees';
import { applyEntityOrderCompletion } from '../../platform/services/entities/entity-order-effects';
import { signedInAs, type TestAgent } from '../helpers/api';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';
import { createPaymentsApp, type PaymentsContext, paymentEvent, signedDelivery } from '../helpers/payments';

let ctx: PaymentsContext;
const created: string[] = [];
beforeAll(async () => {
  ctx = await createPaymentsApp();
});
afterAll(async () => {
  await ctx.db.order.deleteMany({ where: { id: { in: created } } });
  await removeCreatedOrders(ctx.db);
  await ctx.close();
});

/** A client with a Texas LLC, named like the other client's, whose agent is someone else's. */
async function clientWithEntity(role: 'CLIENT' | 'MEMBER' = 'CLIENT') {
  const client = await signedInAs(ctx, role);
  const { obligations } = await formEntities(
    ctx.db,
    client.user.id,
    [{ stateCode: 'TX', entityType: 'LLC', businessName: 'Twin Agent LLC' }],
    parseCalendarDate('2025-03-10')!,
  );
  const entityId = obligations[0].entityId;
  await ctx.db.formedEntity.update({ where: { id: entityId }, data: { registeredAgent: 'Other Agents Inc, Austin' } });
  return { ...client, entityId };
}

const order = (agent: TestAgent, entityId: string, payload: unknown) =>
  agent.request({ method: 'POST', url: `/api/entities/${entityId}/orders`, payload: payload as object, csrf: true });

describe('change of registered agent', () => {
  it("is offered at Texas's $15 plus our fee, ordered and paid; another client's same-named entity answers 404", async () => {
    const alice = await clientWithEntity();
    const bob = await clientWithEntity('MEMBER');
    const expected =
      ORDER_KIND_MODULES.CHANGE_OF_AGENT.service.price + stateFeeFor('CHANGE_OF_AGENT', 'TX', 'LLC')!.fee;
    expect(stateFeeFor('CHANGE_OF_AGENT', 'TX', 'LLC')!.fee).toBe(15);

    const page = await alice.agent.request({ method: 'GET', url: `/api/entities/${alice.entityId}` });
    const offer = page.json().offers.find((o: { kind: string }) => o.kind === 'CHANGE_OF_AGENT');
    expect(offer).toMatchObject({ refusal: null, button: 'Make us your registered agent' });
    expect(offer.pricing.total).toBe(expected);

    const stolen = await order(bob.agent, alice.entityId, { kind: 'CHANGE_OF_AGENT', details: {} });
    expect(stolen.statusCode).toBe(404);
    for (const details of [{ currentAgent: 'x'.repeat(301) }, { newRegisteredAgent: 'Me' }, 'nope']) {
      const bad = await order(alice.agent, alice.entityId, { kind: 'CHANGE_OF_AGENT', details });
      expect(bad.statusCode, JSON.stringify(details)).toBe(400);
      expect(bad.json().message).toEqual(expect.any(String));
    }

    const placed = await order(alice.agent, alice.entityId, {
      kind: 'CHANGE_OF_AGENT',
      details: { currentAgent: 'Other Agents Inc, Austin' },
      amount: 1,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderId, amount } = placed.json();
    created.push(orderId);
    expect(amount).toBe(expected);

    const row = await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } });
    const event = paymentEvent('payment_intent.succeeded', {
      id: row.stripePaymentIntentId!,
      amount: row.totalUSD,
      metadata: { orderId },
    });
    const delivered = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      ...signedDelivery(JSON.stringify(event)),
    });
    expect(delivered.statusCode).toBe(200);
    expect(await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      paymentStatus: 'PAID',
      kind: 'CHANGE_OF_AGENT',
      entityId: alice.entityId,
      soldKey: `entity:${alice.entityId}:CHANGE_OF_AGENT`,
    });

    // Completion makes us the agent on record (null is ours), once; bob's same-named entity keeps its agent.
    await applyEntityOrderCompletion(ctx.db, orderId);
    await applyEntityOrderCompletion(ctx.db, orderId);
    const agentOf = async (id: string) =>
      (await ctx.db.formedEntity.findUniqueOrThrow({ where: { id } })).registeredAgent;
    expect(await agentOf(alice.entityId)).toBeNull();
    expect(await agentOf(bob.entityId)).toBe('Other Agents Inc, Austin');
    expect(
      await ctx.db.auditEntry.count({ where: { action: 'order.entity_changed', target: `entity:${alice.entityId}` } }),
    ).toBe(1);
  });
});
