// Figures from clients over their whole accepted ranges and beyond (fast-check): the franchise tax and the loan
// schedule answer 2xx or 4xx, never 5xx, and every franchise tax figure stored reads back for the client and staff.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PRINCIPAL, MAX_TERM_MONTHS, PAYMENT_FREQUENCIES, PAYMENT_TYPES } from '../../domain/amortization';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { createTestApp, signedInAs, type TestContext } from '../helpers/api';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await removeCreatedOrders(ctx.db);
  await ctx.close();
});

const signedIn = (role: Parameters<typeof signedInAs>[1]) => signedInAs(ctx, role);

/** A whole number anywhere in [min, max], with the ends and the float edges drawn often. */
const edgy = (min: number, max: number) =>
  fc.oneof(
    fc.integer({ min, max: Math.min(max, 2 ** 31 - 1) }),
    fc.maxSafeInteger().filter((n) => n >= min && n <= max),
    fc.constantFrom(min, max, Math.max(min, max - 1)),
  );
/** Numbers a hostile client may send in the same places. */
const hostileNumber = fc.oneof(fc.double(), fc.constantFrom(1e-320, 1e308, -1, 2 ** 53, 2 ** 53 + 2, 1e17 + 1, 0.5));
const parValue = fc.oneof(
  fc.constantFrom('0', '999999999.999999999', '0.000000001', '0.00001', '1'),
  fc
    .tuple(fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 999_999_999 }))
    .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(9, '0')}`),
);
/** Figures the form accepts: each at any point of its range, issued shares at most those authorized. */
const acceptedBody = fc
  .record({
    classes: fc.array(
      fc.record({ name: fc.constantFrom('Common', 'A', 'Preferred'), authorizedShares: edgy(1, 1e12), parValue }),
      { minLength: 1, maxLength: 4 },
    ),
    issuedShares: edgy(0, 1e12),
    grossAssetsCents: edgy(0, Number.MAX_SAFE_INTEGER),
  })
  .map((body) => ({
    ...body,
    issuedShares: Math.min(body.issuedShares, ...body.classes.map((c) => c.authorizedShares)),
  }));
/** The same fields with anything in them. */
const hostileBody = fc.record({
  classes: fc.array(
    fc.record({
      name: fc.string({ maxLength: 8 }),
      authorizedShares: fc.oneof(edgy(1, 1e12), hostileNumber),
      parValue: fc.oneof(parValue, fc.string({ maxLength: 12 })),
    }),
    { maxLength: 3 },
  ),
  issuedShares: fc.oneof(edgy(0, 1e12), hostileNumber),
  grossAssetsCents: fc.oneof(edgy(0, 1e17), hostileNumber),
});
const franchiseTaxBody = fc.oneof({ arbitrary: acceptedBody, weight: 3 }, { arbitrary: hostileBody, weight: 1 });

const RUNS = 40;

describe('client figures over their whole ranges', () => {
  it('franchise tax: 2xx or 4xx, never 5xx; stored figures read back for the client and compliance staff', async () => {
    const client = await signedIn('CLIENT');
    const officer = await signedIn('COMPLIANCE_OFFICER');
    const { order } = await formEntities(
      ctx.db,
      client.user.id,
      [{ stateCode: 'DE', entityType: 'CORP', businessName: 'Figures Inc' }],
      parseCalendarDate('2026-05-04')!,
    );
    const entity = await ctx.db.formedEntity.findFirstOrThrow({ where: { orderId: order.id } });
    const url = `/api/compliance/entities/${entity.id}/franchise-tax`;
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(franchiseTaxBody, async (payload) => {
        const put = await client.agent.request({ method: 'PUT', url, payload, csrf: true });
        expect(put.statusCode, `${JSON.stringify(payload)}: ${put.body}`).toBeLessThan(500);
        expect(put.json().message ?? put.json().estimate).toBeTruthy();
        if (put.statusCode !== 200) return;
        stored++;
        const mine = await client.agent.request({ method: 'GET', url });
        expect(mine.statusCode, mine.body).toBe(200);
        expect(mine.json().inputs).toEqual(put.json().inputs);
        expect(mine.json().estimate).toEqual(put.json().estimate);
        for (const [agent, path] of [
          [client.agent, '/api/compliance/obligations'],
          [officer.agent, '/api/admin/compliance'],
        ] as const) {
          const response = await agent.request({ method: 'GET', url: path });
          expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
        }
      }),
      { numRuns: RUNS },
    );
    expect(stored).toBeGreaterThan(0);
  }, 120_000);

  it('loan schedule: 2xx or 4xx, never 5xx, and a schedule that ends at a balance of exactly 0', async () => {
    const staff = await signedIn('ADMIN');
    const body = fc.record({
      principal: fc.oneof(
        fc.integer({ min: 1, max: MAX_PRINCIPAL * 100 }).map((cents) => cents / 100),
        fc.constantFrom(0.01, MAX_PRINCIPAL),
        hostileNumber,
      ),
      rate: fc.oneof(
        fc.double({ min: 0.000001, max: 100, noNaN: true }),
        fc.constantFrom(0.000001, 100),
        hostileNumber,
      ),
      term: fc.oneof(fc.integer({ min: 1, max: MAX_TERM_MONTHS }), fc.constantFrom(12, MAX_TERM_MONTHS), hostileNumber),
      type: fc.constantFrom(...PAYMENT_TYPES),
      frequency: fc.constantFrom(...PAYMENT_FREQUENCIES),
    });
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await staff.agent.request({ method: 'POST', url: '/api/schedules', payload, csrf: true });
        expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode !== 200) return;
        answered++;
        const { schedule, summary } = response.json();
        expect(schedule.at(-1).balance).toBe(0);
        expect(schedule.every((row: { interest: number }) => Number.isSafeInteger(row.interest))).toBe(true);
        expect(summary.totalPaid).toBe(summary.principal + summary.totalInterest);
      }),
      { numRuns: RUNS * 2 },
    );
    expect(answered).toBeGreaterThan(0);
  }, 120_000);
});
