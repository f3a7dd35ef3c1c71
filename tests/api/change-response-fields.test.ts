// A client's answer to a change request that asks for fields: the corrected values are checked with the partner
// path's schemas, rewrite the order's details with the answer recorded (audited), and the order returns to review
// through its workflow (tests/helpers/fake-pipeline.ts); another client, with the same names, gets 404.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TestAgent, type TestContext } from '../helpers/api';
import { createPaidOrder } from '../helpers/documents';
import { type FakePipeline, fakePipeline } from '../helpers/fake-pipeline';

let ctx: TestContext;
let pipeline: FakePipeline;
let staff: TestAgent;

async function signedInClient() {
  const user = await createUser(ctx.db, 'CLIENT');
  const agent = new TestAgent(ctx.app);
  await agent.login(user.email, user.password);
  return { id: user.id, email: user.email, agent };
}

beforeAll(async () => {
  pipeline = fakePipeline(() => ctx.db);
  ctx = await createTestApp({}, undefined, { pipelineClient: pipeline });
  const admin = await createUser(ctx.db, 'ADMIN');
  staff = new TestAgent(ctx.app);
  await staff.login(admin.email, admin.password);
});
afterAll(() => ctx.close());

/** A paid DE order (Casey Client, 'Engines LLC', as every client's here) with staff's open request for `fields`. */
async function orderWithRequest(userId: string, fields: string[]) {
  const order = await createPaidOrder(ctx.db, userId);
  const message = 'Delaware has that name already';
  await pipeline.act(order.id, {
    action: { action: 'requestChanges', message },
    actor: { id: null, email: 'staff@test.example' },
  });
  await ctx.db.changeRequest.create({ data: { id: randomUUID(), orderId: order.id, message, fields } });
  return order;
}

const answer = (agent: TestAgent, orderId: string, payload: object) =>
  agent.request({ method: 'POST', url: `/api/orders/${orderId}/change-response`, payload, csrf: true });

describe('POST /api/orders/:id/change-response with the fields staff asked for', () => {
  it('shows the client the fields with their values and due date; the answer rewrites them, read back by staff', async () => {
    const client = await signedInClient();
    const order = await orderWithRequest(client.id, ['DE.businessName']);
    const page = (await client.agent.request({ method: 'GET', url: `/api/orders/${order.id}` })).json();
    expect(page.changeRequest).toMatchObject({
      fields: ['DE.businessName'],
      values: { 'DE.businessName': 'Engines LLC' },
    });
    expect(typeof page.changeRequest.dueDate).toBe('string');

    const response = await answer(client.agent, order.id, {
      details: { DE: { businessName: 'Turbines LLC' } },
      message: 'Renamed',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ stage: 'PENDING_REVIEW', changeRequest: null });
    expect(pipeline.calls.at(-1)).toMatchObject({ orderId: order.id, action: { action: 'clientResponse' } });

    const detail = (await staff.request({ method: 'GET', url: `/api/admin/orders/${order.id}` })).json();
    expect(detail.entities).toEqual([{ stateCode: 'DE', businessName: 'Turbines LLC', entityType: 'LLC' }]);
    const request = await ctx.db.changeRequest.findFirstOrThrow({ where: { orderId: order.id } });
    expect(request.respondedAt).not.toBeNull();
    expect(request.response).toContain('Renamed');
    expect(request.response).toContain('Turbines LLC');
    const entry = await ctx.db.auditEntry.findFirst({ where: { action: 'order.change_response', target: order.id } });
    expect(entry).toMatchObject({ actorId: client.id, success: true });
  });

  it('refuses a field not asked for, a wrong value, hostile strings and a missing answer with readable 400s', async () => {
    const client = await signedInClient();
    const order = await orderWithRequest(client.id, ['DE.businessName']);
    const cases: [object, string][] = [
      [{ details: { DE: { entityType: 'CORP' } } }, 'details.DE.entityType: not a field this request asks for'],
      [{ details: { WY: { businessName: 'X LLC' } } }, 'details.WY: not a field this request asks for'],
      [{ details: { DE: { businessName: '' } } }, 'details.DE.businessName'],
      [{ details: { DE: { businessName: 'Bad\u0000Name' } } }, 'DE.businessName'],
      [{ details: { DE: { businessName: '\ud800x' } } }, 'DE.businessName'],
      [{ details: { DE: { businessName: 'x'.repeat(5000) } } }, 'details.DE.businessName'],
      [{ details: 'Turbines LLC' }, 'details'],
      [{ message: 'only words' }, 'details: the corrected DE.businessName are required'],
      [{ details: { DE: { businessName: 'Ok LLC' } }, extra: 1 }, 'extra'],
    ];
    for (const [payload, message] of cases) {
      const response = await answer(client.agent, order.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const entity = await ctx.db.orderEntity.findFirstOrThrow({ where: { orderId: order.id } });
    expect(entity.businessName).toBe('Engines LLC');
    expect(await ctx.db.changeRequest.count({ where: { orderId: order.id, respondedAt: null } })).toBe(1);
  });

  it("answers 404 to another client with the same names, and leaves the owner's order as it was", async () => {
    const owner = await signedInClient();
    const other = await signedInClient();
    const order = await orderWithRequest(owner.id, ['DE.businessName']);
    await orderWithRequest(other.id, ['DE.businessName']);
    const response = await answer(other.agent, order.id, { details: { DE: { businessName: 'Stolen LLC' } } });
    expect(response.statusCode).toBe(404);
    const entity = await ctx.db.orderEntity.findFirstOrThrow({ where: { orderId: order.id } });
    expect(entity.businessName).toBe('Engines LLC');
  });

  it('keeps a request without fields a message-only answer', async () => {
    const client = await signedInClient();
    const order = await orderWithRequest(client.id, []);
    const page = (await client.agent.request({ method: 'GET', url: `/api/orders/${order.id}` })).json();
    expect(page.changeRequest).toMatchObject({ fields: [], values: {} });
    const refused = await answer(client.agent, order.id, { details: { DE: { businessName: 'X LLC' } } });
    expect(refused.statusCode).toBe(400);
    expect((await answer(client.agent, order.id, {})).json().message).toBe('message: message is required');
    const response = await answer(client.agent, order.id, { message: 'The name is right' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ stage: 'PENDING_REVIEW', changeRequest: null });
  });
});
