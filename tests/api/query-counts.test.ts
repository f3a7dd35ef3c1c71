// The main reads issue the same number of database queries with 5 rows as with 50: a query per row (an N+1) fails here.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, parseCalendarDate } from '../../domain/calendar-dates';
import type { Db } from '../../platform/infra/prisma';
import { createTestApp, signedInAs, type TestAgent, type TestContext } from '../helpers/api';
import { formEntities } from '../helpers/compliance';
import { createPartner } from '../helpers/partners';

/** Every Prisma operation the app runs, model calls and raw queries alike, counted as it starts. */
const counter = { queries: 0 };
const countQueries = (db: Db) =>
  db.$extends({
    query: {
      $allOperations({ args, query }) {
        counter.queries++;
        return query(args);
      },
    },
  }) as unknown as Db;

let ctx: TestContext;
let staff: TestAgent;
let client: TestAgent;
let clientId: string;
let partnerKey: string;
const formedOn = parseCalendarDate('2025-03-31')!;

beforeAll(async () => {
  ctx = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '1000' }, undefined, { wrapDb: countQueries });
  staff = (await signedInAs(ctx, 'ADMIN')).agent;
  const signedIn = await signedInAs(ctx, 'CLIENT');
  client = signedIn.agent;
  clientId = signedIn.user.id;
  partnerKey = (await createPartner(ctx.db, 'Query Count Payroll')).keys.TEST;
});
afterAll(async () => ctx?.close());

/** Grows the data every read below lists to `size`: the client's formed companies (each with its order and
 * obligations), the first company's extra obligations, and the partner's orders. */
async function growTo(size: number, have: number) {
  for (let i = have; i < size; i++) {
    await formEntities(
      ctx.db,
      clientId,
      [{ stateCode: 'WY', entityType: 'LLC', businessName: 'Same Name LLC' }],
      formedOn,
    );
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { authorization: `Bearer ${partnerKey}`, 'idempotency-key': randomUUID() },
      payload: {
        kind: 'FORMATION',
        customer: { email: `jane-${i}@example.com`, firstName: 'Jane', lastName: 'Doe' },
        packages: ['PREMIUM'],
        services: [],
        states: ['DE'],
        entityDetails: { DE: { businessName: 'Same Name LLC', entityType: 'LLC' } },
      },
    });
    expect(placed.statusCode, placed.body).toBeLessThan(300);
  }
  const first = await firstEntity();
  for (let i = have; i < size; i++) {
    await ctx.db.complianceObligation.create({
      data: {
        entityId: first.id,
        ruleId: 'query-count-extra',
        title: 'Extra obligation',
        description: 'Listed on the entity page',
        feeUSD: 10,
        feeNote: '',
        dueDate: addDays(formedOn, 400 + i),
      },
    });
  }
}

const firstEntity = () =>
  ctx.db.formedEntity.findFirstOrThrow({ where: { order: { userId: clientId } }, orderBy: { createdAt: 'asc' } });

/** The main reads, each as its screen asks for it. */
async function reads(): Promise<Record<string, () => Promise<{ statusCode: number; body: string }>>> {
  const entity = await firstEntity();
  const partnerOrder = await ctx.db.order.findFirstOrThrow({ where: { partner: { name: 'Query Count Payroll' } } });
  const partnerGet = (url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${partnerKey}` } });
  return {
    board: () => staff.request({ method: 'GET', url: '/api/admin/onboarding/board' }),
    'staff order list': () => staff.request({ method: 'GET', url: '/api/admin/orders?range=[0,49]' }),
    'staff order page': () => staff.request({ method: 'GET', url: `/api/admin/orders/${entity.orderId}` }),
    'compliance list': () => staff.request({ method: 'GET', url: '/api/admin/compliance?range=[0,49]' }),
    'client order list': () => client.request({ method: 'GET', url: '/api/orders' }),
    'client order page': () => client.request({ method: 'GET', url: `/api/orders/${entity.orderId}` }),
    'entity list': () => client.request({ method: 'GET', url: '/api/entities' }),
    'entity page': () => client.request({ method: 'GET', url: `/api/entities/${entity.id}` }),
    'client obligations': () => client.request({ method: 'GET', url: '/api/compliance/obligations' }),
    'partner order list': () => partnerGet('/api/v1/orders?limit=50'),
    'partner order': () => partnerGet(`/api/v1/orders/${partnerOrder.id}`),
  };
}

async function queriesPerRead() {
  const counts: Record<string, number> = {};
  for (const [name, read] of Object.entries(await reads())) {
    await read(); // warm: first-use lookups (e.g. a session's user) are not the read's own
    counter.queries = 0;
    const answer = await read();
    counts[name] = counter.queries;
    expect(answer.statusCode, `${name}: ${answer.body}`).toBe(200);
  }
  return counts;
}

describe('queries per request', () => {
  it('stay the same with 5 and with 50 rows', async () => {
    await growTo(5, 0);
    const small = await queriesPerRead();
    await growTo(50, 5);
    const large = await queriesPerRead();
    console.log(
      'queries per read (5 rows, 50 rows):',
      Object.keys(small)
        .map((k) => `${k} ${small[k]}/${large[k]}`)
        .join(', '),
    );
    expect(large).toEqual(small);
    for (const count of Object.values(small)) expect(count).toBeGreaterThan(0);
  }, 180_000);
});
