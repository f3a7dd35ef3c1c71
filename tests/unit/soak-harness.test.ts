// The pure parts of the soak harness: customers with shared names, the answer checks, the fault windows and the
// percentiles its verdict and figures rest on.
import { describe, expect, it } from 'vitest';
import { makeCustomers, seededRandom } from '../../scripts/soak/customers';
import { duringFault, RECONNECT_GRACE_MS } from '../../scripts/soak/faults';
import { percentile } from '../../scripts/soak/figures';
import { leakOf, routeOf } from '../../scripts/soak/recorder';

describe('soak customers', () => {
  it('share first, last and business names, order in 1-3 states, and some order twice', () => {
    const customers = makeCustomers(200, seededRandom(1));
    const names = new Set(customers.map((c) => `${c.firstName} ${c.lastName}`));
    const businesses = new Set(customers.flatMap((c) => c.orders.map((o) => o.businessName)));
    expect(names.size).toBeLessThan(10);
    expect(businesses.size).toBeLessThan(5);
    expect(new Set(customers.map((c) => c.email)).size).toBe(200);
    const stateCounts = new Set(customers.flatMap((c) => c.orders.map((o) => o.states.length)));
    expect([...stateCounts].sort()).toEqual([1, 2, 3]);
    expect(customers.filter((c) => c.orders.length === 2).length).toBeGreaterThan(10);
    const plans = customers.flatMap((c) => c.orders.map((o) => o.plan));
    for (const key of ['requestChanges', 'regenerate'] as const) expect(plans.some((p) => p[key])).toBe(true);
    expect(new Set(plans.map((p) => p.cancelAt))).toEqual(new Set([null, 'PENDING_REVIEW', 'DOCUMENTS', 'FILING']));
    expect(plans.some((p) => p.rejectState)).toBe(true);
  });

  it('are the same for the same seed', () => {
    const strip = (list: ReturnType<typeof makeCustomers>) => list.map((c) => ({ ...c, email: '', password: '' }));
    expect(strip(makeCustomers(20, seededRandom(7)))).toEqual(strip(makeCustomers(20, seededRandom(7))));
  });
});

describe('soak answer checks', () => {
  it('accepts a readable {message} and flags stack traces, source paths and bodies without a message', () => {
    expect(leakOf(200, 'anything')).toBeUndefined();
    expect(leakOf(409, '{"message":"The order is already complete"}')).toBeUndefined();
    expect(leakOf(500, '{"message":"boom","stack":"Error: boom\\n    at run (/app/api/x.ts:3:1)"}')).toBeDefined();
    expect(
      leakOf(500, '{"message":"Invalid `prisma.order.findMany()` invocation in /app/node_modules/x.js:1"}'),
    ).toBeDefined();
    expect(leakOf(400, '{"error":"bad"}')).toMatch(/no \{message\}/);
    expect(leakOf(502, '<html>Bad gateway</html>')).toMatch(/not JSON/);
  });

  it('groups routes by pattern', () => {
    expect(routeOf('/api/admin/orders/0b7c2a2e-1c1f-4c1e-9f0e-123456789abc/actions')).toBe(
      '/api/admin/orders/:id/actions',
    );
    expect(routeOf('/api/documents?page=2')).toBe('/api/documents');
    expect(routeOf('/api/invite/abc_DEF-1')).toBe('/api/invite/:token');
  });

  it('allows 5xx only inside a down window and its reconnect grace', () => {
    const windows = [{ fault: 'redis-restart' as const, from: 1000, to: 2000 }];
    expect(duringFault(windows, 999)).toBe(false);
    expect(duringFault(windows, 1500)).toBe(true);
    expect(duringFault(windows, 2000 + RECONNECT_GRACE_MS)).toBe(true);
    expect(duringFault(windows, 2001 + RECONNECT_GRACE_MS)).toBe(false);
  });
});

describe('soak figures', () => {
  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([], 50)).toBeNaN();
  });
});
