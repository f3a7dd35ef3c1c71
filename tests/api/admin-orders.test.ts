// The back-office order pipeline API on the real database, with the workflow behind the PipelineClient
// interface (tests/helpers/fake-pipeline.ts), and once with a real Temporal client pointed at nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPORAL_NOT_CONFIGURED, TEMPORAL_UNREACHABLE } from '../../api/lib/pipeline-client';
import { priorityFor } from '../../domain/pipeline';
import { createTemporalGateway } from '../../platform/infra/temporal';
import { createTestApp, createUser, TestAgent, type TestContext } from '../helpers/api';
import { type FakePipeline, fakePipeline } from '../helpers/fake-pipeline';
import { createOrder } from '../worker/fixtures';

let ctx: TestContext;
let pipeline: FakePipeline;
let staff: TestAgent;
let admin: { id: string; email: string };

beforeAll(async () => {
  pipeline = fakePipeline(() => ctx.db);
  ctx = await createTestApp({ TEMPORAL_UI_URL: 'http://temporal-ui.test' }, undefined, { pipelineClient: pipeline });
  const user = await createUser(ctx.db, 'ADMIN');
  admin = user;
  staff = new TestAgent(ctx.app);
  await staff.login(user.email, user.password);
});
afterAll(() => ctx.close());

const actOn = (agent: TestAgent, orderId: string, payload: unknown) =>
  agent.request({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/actions`,
    payload: payload as object,
    csrf: true,
  });

describe('POST /api/admin/orders/:id/actions', () => {
  it('applies a staff action through the workflow with the acting user, audited', async () => {
    const order = await createOrder(ctx.db, { stage: 'PENDING_REVIEW' });
    const response = await actOn(staff, order.id, { action: 'approve', note: 'all good' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      stage: 'DOCUMENTS',
      allowedActions: ['confirmDocuments', 'regenerateDocument', 'cancel'],
    });
    expect(pipeline.calls.at(-1)).toMatchObject({
      orderId: order.id,
      action: { action: 'approve', note: 'all good' },
      actor: { id: admin.id },
    });
    const entry = await ctx.db.auditEntry.findFirst({ where: { action: 'order.action', target: order.id } });
    expect(entry).toMatchObject({ success: true, actorId: admin.id });
  });

  it('shows on the order page the stage the workflow accepted while its database write is still to come', async () => {
    const order = await createOrder(ctx.db, { stage: 'PENDING_REVIEW' });
    expect((await actOn(staff, order.id, { action: 'approve' })).statusCode).toBe(200);
    // The fake workflow writes nothing: the row is as a real one is for a moment after the answer.
    expect(await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      stage: 'PENDING_REVIEW',
      status: 'PENDING',
    });
    const detail = (await staff.request({ method: 'GET', url: `/api/admin/orders/${order.id}` })).json();
    expect(detail).toMatchObject({ stage: 'DOCUMENTS', status: 'IN_PROGRESS' });
    expect(detail.pipeline).toMatchObject({
      source: 'workflow',
      allowedActions: ['confirmDocuments', 'regenerateDocument', 'cancel'],
    });
  });

  it('passes the workflow refusal through as a 409 with its message', async () => {
    const order = await createOrder(ctx.db, { stage: 'PENDING_REVIEW' });
    const response = await actOn(staff, order.id, {
      action: 'recordFiling',
      stateCode: 'DE',
      confirmationNumber: 'X1',
      filedAt: '2026-11-20',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Recording a filing is only possible in State Filing; the order is in Pending Review',
    );
    expect(await ctx.db.auditEntry.findFirst({ where: { action: 'order.action', target: order.id } })).toMatchObject({
      success: false,
    });
  });

  it('refuses actions on a canceled or complete order (its workflow has ended) with the reason from the database', async () => {
    const order = await createOrder(ctx.db, { stage: 'DOCUMENTS' });
    await ctx.db.order.update({ where: { id: order.id }, data: { status: 'CANCELED' } });
    const calls = pipeline.calls.length;
    const response = await actOn(staff, order.id, { action: 'cancel', reason: 'again' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('canceled');
    expect(pipeline.calls).toHaveLength(calls);
  });

  it('answers 400 naming the field for a bad action', async () => {
    const order = await createOrder(ctx.db);
    const cases: [unknown, string][] = [
      [{ action: 'teleport' }, 'action'],
      [{ action: 'requestChanges' }, 'message'],
      [{ action: 'recordFiling', stateCode: 'Delaware', confirmationNumber: 'X', filedAt: '2026-11-20' }, 'stateCode'],
      [{ action: 'recordFiling', stateCode: 'DE', confirmationNumber: 'X', filedAt: 'yesterday' }, 'filedAt'],
      [{ action: 'cancel', reason: '   ' }, 'reason'],
    ];
    for (const [payload, field] of cases) {
      const response = await actOn(staff, order.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(field);
    }
    expect((await actOn(staff, 'not-an-id', { action: 'approve' })).statusCode).toBe(400);
    expect((await actOn(staff, '00000000-0000-4000-8000-000000000000', { action: 'approve' })).statusCode).toBe(404);
  });

  it('is for staff only: 401 signed out, 403 for a client', async () => {
    const order = await createOrder(ctx.db);
    const anonymous = new TestAgent(ctx.app);
    expect(
      (
        await anonymous.request({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/actions`,
          payload: { action: 'approve' },
        })
      ).statusCode,
    ).toBe(401);
    const client = await createUser(ctx.db, 'CLIENT');
    const agent = new TestAgent(ctx.app);
    await agent.login(client.email, client.password);
    expect((await actOn(agent, order.id, { action: 'approve' })).statusCode).toBe(403);
    for (const role of ['PARALEGAL', 'COMPLIANCE_OFFICER'] as const) {
      const user = await createUser(ctx.db, role);
      const member = new TestAgent(ctx.app);
      await member.login(user.email, user.password);
      const fresh = await createOrder(ctx.db);
      expect((await actOn(member, fresh.id, { action: 'approve' })).statusCode, role).toBe(200);
    }
  });

  it('answers 503 with a clear message while the workflow service is down, and changes nothing', async () => {
    const order = await createOrder(ctx.db, { stage: 'PENDING_REVIEW' });
    pipeline.down = true;
    try {
      const response = await actOn(staff, order.id, { action: 'approve' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(TEMPORAL_UNREACHABLE);
      expect(await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
        stage: 'PENDING_REVIEW',
        status: 'PENDING',
      });
      // The order page still offers its stage's actions, from the database.
      const detail = await staff.request({ method: 'GET', url: `/api/admin/orders/${order.id}` });
      expect(detail.json().pipeline).toMatchObject({
        source: 'database',
        allowedActions: ['approve', 'requestChanges', 'cancel'],
      });
      // An order that does not exist is still a 404, and one that has ended still says why.
      const unknown = await actOn(staff, '00000000-0000-4000-8000-000000000001', { action: 'approve' });
      expect(unknown.statusCode).toBe(404);
      await ctx.db.order.update({ where: { id: order.id }, data: { status: 'COMPLETE' } });
      const complete = await actOn(staff, order.id, { action: 'approve' });
      expect(complete.statusCode).toBe(409);
      expect(complete.json().message).toBe('The order is already complete');
    } finally {
      pipeline.down = false;
    }
  });
});

describe('the real Temporal client when Temporal is away', () => {
  it('answers 503 when Temporal is not configured, and when its address does not answer', async () => {
    const notConfigured = await createTestApp();
    const unreachable = await createTestApp({}, undefined, {
      temporal: createTemporalGateway({ address: '127.0.0.1:1', namespace: 'default', taskQueue: 'onboarding' }),
    });
    try {
      for (const [app, message] of [
        [notConfigured, TEMPORAL_NOT_CONFIGURED],
        [unreachable, TEMPORAL_UNREACHABLE],
      ] as const) {
        const user = await createUser(app.db, 'ADMIN');
        const agent = new TestAgent(app.app);
        await agent.login(user.email, user.password);
        const order = await createOrder(app.db, { stage: 'PENDING_REVIEW' });
        const response = await actOn(agent, order.id, { action: 'approve' });
        expect(response.statusCode).toBe(503);
        expect(response.json().message).toBe(message);
      }
    } finally {
      await notConfigured.close();
      await unreachable.close();
    }
  });
});

describe('GET /api/admin/orders and the board', () => {
  it('lists paid orders with search, status and priority applied by the server, and a Content-Range', async () => {
    const tag = `board-${Date.now()}`;
    const values = [350_000, 150_000, 50_000];
    const orders = [];
    for (const totalUSD of values) orders.push(await createOrder(ctx.db, { totalUSD, stage: 'PENDING_REVIEW' }));
    await ctx.db.order.updateMany({ where: { id: { in: orders.map((o) => o.id) } }, data: { contactCompany: tag } });
    await ctx.db.order.update({ where: { id: orders[2].id }, data: { status: 'COMPLETE', stage: 'COMPLETE' } });

    const list = (filter: object) =>
      staff.request({
        method: 'GET',
        url: `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,9]`,
      });
    const all = await list({ q: tag });
    expect(all.headers['content-range']).toBe('orders 0-2/3');
    expect(
      all
        .json()
        .map((o: { priority: string }) => o.priority)
        .sort(),
    ).toEqual(['high', 'medium', 'standard']);
    expect((await list({ q: tag, priority: 'high' })).json().map((o: { id: string }) => o.id)).toEqual([orders[0].id]);
    expect((await list({ q: tag, status: 'COMPLETE' })).json().map((o: { id: string }) => o.id)).toEqual([
      orders[2].id,
    ]);
    expect((await list({ q: orders[1].id.slice(0, 8) })).json().map((o: { id: string }) => o.id)).toEqual([
      orders[1].id,
    ]);
    expect((await list({ priority: 'urgent' })).statusCode).toBe(400);

    const board = await staff.request({
      method: 'GET',
      url: `/api/admin/onboarding/board?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`,
    });
    const body = board.json();
    expect(body.columns.PENDING.count).toBe(2);
    expect(body.columns.IN_PROGRESS.count).toBe(0);
    expect(body.columns.COMPLETE.count).toBe(1);
    const total = values.reduce((a, b) => a + b, 0);
    expect(body.stats).toEqual({
      totalPipelineValue: total,
      avgOrderValue: Math.round(total / 3),
      completionRate: 33,
      pendingReviews: 2,
      totalOrders: 3,
    });
    expect(body.columns.PENDING.orders[0]).toMatchObject({
      shortId: expect.any(String),
      priority: priorityFor(body.columns.PENDING.orders[0].totalUSD),
    });
    for (const order of body.columns.PENDING.orders)
      expect(order.temporalUiUrl).toBe(`http://temporal-ui.test/namespaces/default/workflows/onboarding-${order.id}`);
  });

  it('is the same list as GET /api/orders answers staff, filters included', async () => {
    const tag = `same-${Date.now()}`;
    const orders = [];
    for (const totalUSD of [400_000, 20_000])
      orders.push(await createOrder(ctx.db, { totalUSD, stage: 'PENDING_REVIEW' }));
    await ctx.db.order.updateMany({ where: { id: { in: orders.map((o) => o.id) } }, data: { contactCompany: tag } });
    const query = `filter=${encodeURIComponent(JSON.stringify({ q: tag, priority: 'high' }))}&sort=${encodeURIComponent('["totalUSD","ASC"]')}&range=[0,9]`;
    const admins = await staff.request({ method: 'GET', url: `/api/admin/orders?${query}` });
    const spec = await staff.request({ method: 'GET', url: `/api/orders?${query}` });
    expect(admins.statusCode).toBe(200);
    expect(spec.statusCode).toBe(200);
    expect(spec.headers['content-range']).toBe(admins.headers['content-range']);
    expect(admins.json().map((o: { id: string }) => o.id)).toEqual([orders[0].id]);
    expect(spec.json().map((o: { id: string }) => o.id)).toEqual([orders[0].id]);
    expect(admins.json()[0]).toMatchObject({ priority: 'high', paymentStatus: 'PAID', contactCompany: tag });
  });

  it('shows an order with its history, filings, documents, actions and the Temporal UI link', async () => {
    const order = await createOrder(ctx.db, { stage: 'FILING', states: ['DE', 'WY'] });
    await ctx.db.orderFiling.create({
      data: { orderId: order.id, stateCode: 'DE', status: 'FILED', confirmationNumber: 'DE-42', filedAt: new Date() },
    });
    await ctx.db.orderStageEvent.create({
      data: {
        id: crypto.randomUUID(),
        orderId: order.id,
        stage: 'FILING',
        action: 'confirmDocuments',
        actorEmail: admin.email,
      },
    });
    const response = await staff.request({ method: 'GET', url: `/api/admin/orders/${order.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.stages).toMatchObject([{ stage: 'FILING', action: 'confirmDocuments', actorEmail: admin.email }]);
    expect(body.filings).toMatchObject([{ stateCode: 'DE', status: 'FILED', confirmationNumber: 'DE-42' }]);
    expect(body.temporalUiUrl).toBe(`http://temporal-ui.test/namespaces/default/workflows/onboarding-${order.id}`);
  });

  it('shows each change request with the fields it asked for and its due date', async () => {
    const order = await createOrder(ctx.db, { stage: 'PENDING_REVIEW', states: ['DE', 'WY'] });
    const openedAt = new Date('2026-11-02T09:00:00.000Z');
    // One recorded before staff could pick fields or a day, answered; one asking for two fields by a given day.
    await ctx.db.changeRequest.create({
      data: {
        id: crypto.randomUUID(),
        orderId: order.id,
        message: 'Confirm the name',
        response: 'Confirmed',
        respondedAt: new Date('2026-11-03T09:00:00.000Z'),
        createdAt: openedAt,
      },
    });
    const open = await ctx.db.changeRequest.create({
      data: {
        id: crypto.randomUUID(),
        orderId: order.id,
        message: 'Wyoming needs a corporation',
        fields: ['DE.businessName', 'WY.entityType'],
        dueDate: new Date('2026-12-01T00:00:00.000Z'),
        createdAt: new Date('2026-11-04T09:00:00.000Z'),
      },
    });
    const body = (await staff.request({ method: 'GET', url: `/api/admin/orders/${order.id}` })).json();
    expect(body.changeRequest).toMatchObject({ id: open.id, message: 'Wyoming needs a corporation' });
    expect(body.changeRequests).toEqual([
      {
        id: open.id,
        message: 'Wyoming needs a corporation',
        fields: ['DE.businessName', 'WY.entityType'],
        dueDate: '2026-12-01T00:00:00.000Z',
        response: null,
        respondedAt: null,
        createdAt: '2026-11-04T09:00:00.000Z',
      },
      expect.objectContaining({ fields: [], dueDate: '2026-11-09T09:00:00.000Z', response: 'Confirmed' }),
    ]);
  });
});
