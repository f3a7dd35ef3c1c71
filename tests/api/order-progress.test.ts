// Who an order waits for and its expected completion in the order answers: a client's list and order page, and
// staff's board and order page. Two clients with the same names: each sees only their own order's progress.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../domain/business-days';
import { formatCalendarDate } from '../../domain/calendar-dates';
import { STATE_PROCESSING_TIMES, TEAM_BUSINESS_DAYS } from '../../domain/processing-times';
import { createTestApp, signedInAs, type TestAgent, type TestContext } from '../helpers/api';
import { createPaidOrder } from '../helpers/documents';
import { fakePipeline } from '../helpers/fake-pipeline';

let ctx: TestContext;
let filing: { agent: TestAgent; orderId: string };
let asked: { agent: TestAgent; orderId: string };
let staff: TestAgent;

const event = (orderId: string, stage: 'PENDING_REVIEW' | 'DOCUMENTS' | 'FILING', action: string, at: string) => ({
  id: randomUUID(),
  orderId,
  stage,
  action,
  createdAt: new Date(at),
});

beforeAll(async () => {
  ctx = await createTestApp({}, undefined, { pipelineClient: fakePipeline(() => ctx.db) });
  // Both clients' orders carry the same contact names (createPaidOrder: Casey Client) and business name.
  const first = await signedInAs(ctx, 'CLIENT');
  const second = await signedInAs(ctx, 'CLIENT');
  const filed = await createPaidOrder(ctx.db, first.user.id, { businessName: 'Same Name LLC' });
  const waiting = await createPaidOrder(ctx.db, second.user.id, { businessName: 'Same Name LLC' });
  // The first order went to Delaware for filing on Monday 2026-10-05: 1 + 10 business days -> 2026-10-20, long past.
  await ctx.db.order.update({ where: { id: filed.id }, data: { stage: 'FILING', status: 'IN_PROGRESS' } });
  await ctx.db.orderStageEvent.createMany({
    data: [
      event(filed.id, 'PENDING_REVIEW', 'paid', '2026-09-28T10:00:00Z'),
      event(filed.id, 'DOCUMENTS', 'approve', '2026-09-29T10:00:00Z'),
      event(filed.id, 'FILING', 'confirmDocuments', '2026-10-05T10:00:00Z'),
    ],
  });
  await ctx.db.orderFiling.create({ data: { orderId: filed.id, stateCode: 'DE' } });
  // The second waits on its client: staff asked for a change during review.
  await ctx.db.orderStageEvent.create({ data: event(waiting.id, 'PENDING_REVIEW', 'paid', '2026-11-02T10:00:00Z') });
  await ctx.db.changeRequest.create({
    data: { id: randomUUID(), orderId: waiting.id, message: 'Please confirm the business address' },
  });
  filing = { agent: first.agent, orderId: filed.id };
  asked = { agent: second.agent, orderId: waiting.id };
  staff = (await signedInAs(ctx, 'PARALEGAL')).agent;
});
afterAll(() => ctx?.close());

const get = (agent: TestAgent, url: string) => agent.request({ method: 'GET', url });

const filingProgress = {
  holder: {
    kind: 'state',
    client: 'Being filed with the state of Delaware',
    staff: 'Being filed with the state of Delaware',
  },
  estimate: { date: '2026-10-20', overdue: true, afterClient: false },
};

describe('order progress for the client', () => {
  it("lists each client's own orders with who they wait for and the estimate", async () => {
    const mine = await get(filing.agent, '/api/orders');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([expect.objectContaining({ id: filing.orderId, progress: filingProgress })]);

    const theirs = await get(asked.agent, '/api/orders');
    const days =
      TEAM_BUSINESS_DAYS.PENDING_REVIEW +
      TEAM_BUSINESS_DAYS.DOCUMENTS +
      TEAM_BUSINESS_DAYS.FILING +
      STATE_PROCESSING_TIMES.DE.businessDays;
    expect(theirs.json()).toEqual([
      expect.objectContaining({
        id: asked.orderId,
        progress: {
          holder: {
            kind: 'client',
            client: 'Waiting on you: answer a change request',
            staff: 'Waiting on the client: change request open',
          },
          // Counted from today while the client has not answered: never overdue.
          estimate: { date: formatCalendarDate(addBusinessDays(new Date(), days)), overdue: false, afterClient: true },
        },
      }),
    ]);
  });

  it('shows the progress on the order page to its owner only (404 to the other client)', async () => {
    const own = await get(filing.agent, `/api/orders/${filing.orderId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().progress).toEqual(filingProgress);

    const foreign = await get(asked.agent, `/api/orders/${filing.orderId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Delaware');
    expect((await get(filing.agent, `/api/orders/${asked.orderId}`)).statusCode).toBe(404);
  });
});

describe('order progress for staff', () => {
  it('marks the order past its estimate on the board', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: filing.orderId }));
    const response = await get(staff, `/api/admin/onboarding/board?filter=${filter}`);
    expect(response.statusCode).toBe(200);
    const cards = response.json().columns.IN_PROGRESS.orders;
    expect(cards).toEqual([expect.objectContaining({ id: filing.orderId, progress: filingProgress })]);
  });

  it("shows the holder in staff's words and the estimate on the order page", async () => {
    const response = await get(staff, `/api/admin/orders/${asked.orderId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().progress).toMatchObject({
      holder: { kind: 'client', staff: 'Waiting on the client: change request open' },
      estimate: { overdue: false, afterClient: true },
    });
  });
});
