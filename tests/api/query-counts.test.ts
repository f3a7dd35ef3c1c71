// The main reads issue the same number of database queries with 5 rows as with 50: a query per row (an N+1) fails here.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, parseCalendarDate } from '../../domain/calendar-dates';
import { countingQueries, queriesPerRead } from '../../fixtures/main-reads';
import { createTestApp, signedInAs, type TestAgent, type TestContext } from '../helpers/api';
import { formEntities } from '../helpers/compliance';
import { createPartner } from '../helpers/partners';

const counter = { queries: 0 };

let ctx: TestContext;
let staff: TestAgent;
let client: TestAgent;
let clientId: string;
let partnerKey: string;
const formedOn = parseCalendarDate('2025-03-31')!;

beforeAll(async () => {
  ctx = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '1000' }, undefined, {
    wrapDb: (db) => countingQueries(db, counter),
  });
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
  ctx.db.formedEntity.findFirstOrThrow({
    where: { order: { userId: clientId }, orderId: { not: null } },
    orderBy: { createdAt: 'asc' },
  });

/** The main reads (fixtures/main-reads.ts), each as its reader: staff, the client or the partner with its key. */
async function queriesNow() {
  const entity = await firstEntity();
  const partnerOrder = await ctx.db.order.findFirstOrThrow({ where: { partner: { name: 'Query Count Payroll' } } });
  const agents = { staff, client };
  return queriesPerRead(
    counter,
    { orderId: entity.orderId!, entityId: entity.id, partnerOrderId: partnerOrder.id },
    (as, url) =>
      as === 'partner'
        ? ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${partnerKey}` } })
        : agents[as].request({ method: 'GET', url }),
  );
}

describe('queries per request', () => {
  it('stay the same with 5 and with 50 rows', async () => {
    await growTo(5, 0);
    const small = await queriesNow();
    await growTo(50, 5);
    const large = await queriesNow();
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
