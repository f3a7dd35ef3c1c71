import { describe, expect, it } from 'vitest';
import {
  amortize,
  levelPayment,
  PAYMENT_FREQUENCIES,
  PAYMENT_TYPES,
  periodInterest,
  scheduleFor,
  scheduleRequestSchema,
} from '../../domain/amortization';

describe('amortize: known values', () => {
  it('pays 599.55 a month on 100,000 at 6% over 360 months', () => {
    const { schedule, summary } = amortize({
      principalCents: 100_000_00,
      ratePercent: 6,
      termMonths: 360,
      type: 'fixed',
      frequency: 'monthly',
    });
    expect(schedule).toHaveLength(360);
    expect(schedule[0]).toEqual({
      payment: 1,
      interest: 500_00,
      principal: 99_55,
      totalPayment: 599_55,
      balance: 99_900_45,
    });
    expect(schedule[1].interest).toBe(499_50); // 6%/12 of 99,900.45 = 499.50225
    expect(summary.periodicPayment).toBe(599_55);
    expect(schedule.slice(0, -1).every((row) => row.totalPayment === 599_55)).toBe(true);
    expect(schedule.at(-1)!.balance).toBe(0);
    // The last payment absorbs the rounding: within a few cents of the level payment.
    expect(Math.abs(summary.finalPayment - 599_55)).toBeLessThan(100);
    expect(summary.totalPaid).toBe(schedule.reduce((sum, row) => sum + row.totalPayment, 0));
    expect(summary.totalInterest).toBe(summary.totalPaid - 100_000_00);
  });

  it('matches the annuity formula on other loans (200,000 at 4.5% over 180 months: 1,529.99)', () => {
    expect(levelPayment(200_000_00, 4.5, 1, 180)).toBe(1_529_99);
    expect(levelPayment(10_000_00, 12, 1, 12)).toBe(888_49);
  });

  it('charges interest only, then the principal at maturity, for io loans', () => {
    const { schedule, summary } = amortize({
      principalCents: 120_000_00,
      ratePercent: 5,
      termMonths: 24,
      type: 'io',
      frequency: 'quarterly',
    });
    expect(schedule).toHaveLength(8);
    for (const row of schedule.slice(0, -1)) {
      expect(row).toMatchObject({ principal: 0, interest: 1_500_00, totalPayment: 1_500_00, balance: 120_000_00 });
    }
    expect(schedule.at(-1)).toEqual({
      payment: 8,
      principal: 120_000_00,
      interest: 1_500_00,
      totalPayment: 121_500_00,
      balance: 0,
    });
    expect(summary.totalInterest).toBe(12_000_00);
  });

  it('pays everything in one payment at maturity', () => {
    const { schedule } = amortize({
      principalCents: 50_000_00,
      ratePercent: 8,
      termMonths: 18,
      type: 'fixed',
      frequency: 'maturity',
    });
    expect(schedule).toEqual([
      { payment: 1, principal: 50_000_00, interest: 6_000_00, totalPayment: 56_000_00, balance: 0 },
    ]);
  });

  it('rounds interest half up in exact cents', () => {
    expect(periodInterest(1, 6, 1)).toBe(0); // 0.005 cent
    expect(periodInterest(100, 6, 1)).toBe(1); // 0.5 cent rounds up
    expect(periodInterest(99_900_45, 6, 1)).toBe(499_50);
    expect(periodInterest(123_456_789_01, 7.125, 3)).toBe(2_199_074_05); // 12,345,678,901 * 0.0178125 = 219,907,405.17
  });
});

describe('amortize: every frequency and both types end at balance 0', () => {
  const terms = { monthly: 60, quarterly: 60, annual: 60, maturity: 60 } as const;
  for (const type of PAYMENT_TYPES) {
    for (const frequency of PAYMENT_FREQUENCIES) {
      it(`${type} ${frequency}`, () => {
        for (const [principalCents, ratePercent] of [
          [100_000_00, 6],
          [12_345_67, 7.35],
          [1_00, 19.99],
          [987_654_321_00, 3.125],
        ] as const) {
          const { schedule, summary } = amortize({
            principalCents,
            ratePercent,
            termMonths: terms[frequency],
            type,
            frequency,
          });
          const expectedPayments =
            frequency === 'maturity' ? 1 : 60 / { monthly: 1, quarterly: 3, annual: 12 }[frequency];
          expect(schedule).toHaveLength(expectedPayments);
          expect(schedule.at(-1)!.balance).toBe(0);
          expect(schedule.reduce((sum, row) => sum + row.principal, 0)).toBe(principalCents);
          for (const row of schedule) {
            expect(Number.isInteger(row.interest) && Number.isInteger(row.principal)).toBe(true);
            expect(row.principal).toBeGreaterThanOrEqual(0);
            expect(row.totalPayment).toBe(row.principal + row.interest);
          }
          expect(summary.totalPaid).toBe(principalCents + summary.totalInterest);
        }
      });
    }
  }
});

describe('scheduleRequestSchema', () => {
  const valid = { principal: 100000, rate: 6, term: 360, type: 'fixed' };
  const errorFor = (body: unknown) => {
    const result = scheduleRequestSchema.safeParse(body);
    if (result.success) return null;
    const issue = result.error.issues[0];
    return `${issue.path.join('.')}: ${issue.message}`;
  };

  it('accepts a valid request and defaults to monthly payments', () => {
    const parsed = scheduleRequestSchema.parse(valid);
    expect(parsed.frequency).toBe('monthly');
    expect(scheduleFor(parsed).summary.periodicPayment).toBe(599_55);
  });

  it.each([
    [{ principal: 0 }, /^principal: .*greater than 0/],
    [{ principal: -5 }, /^principal: /],
    [{ principal: '100000' }, /^principal: /],
    [{ principal: 10.005 }, /^principal: .*whole cents/],
    [{ rate: 0 }, /^rate: /],
    [{ rate: 'six' }, /^rate: /],
    [{ term: 0 }, /^term: /],
    [{ term: 12.5 }, /^term: .*whole number/],
    [{ term: 10, frequency: 'quarterly' }, /^term: .*multiple of 3/],
    [{ term: 18, frequency: 'annual' }, /^term: .*multiple of 12/],
    [{ type: 'balloon' }, /^type: /],
    [{ frequency: 'weekly' }, /^frequency: /],
    [{ principal: 1e-320 }, /^principal: .*at least 0.01/],
    [{ principal: 0.004 }, /^principal: .*at least 0.01/],
    [{ principal: 1e308 }, /^principal: .*at most/],
    [{ principal: -1e-320 }, /^principal: /],
    [{ rate: 1e-320 }, /^rate: .*at least 0.000001/],
    [{ rate: 1e308 }, /^rate: .*at most 100/],
    [{ term: 1e-320 }, /^term: /],
    [{ term: 1e308 }, /^term: /],
    [{ term: -1 }, /^term: /],
  ])('refuses %j naming the field', (change, message) => {
    expect(errorFor({ ...valid, ...change })).toMatch(message);
  });

  it('computes a schedule for every extreme value it accepts (no RangeError behind the schema)', () => {
    const extremes = [1e-320, 1e-7, 0.000001, 0.01, 0.015, 1, 99.99, 100, 600, 1e10, 1e308, -1, 0];
    for (const principal of extremes)
      for (const rate of extremes)
        for (const term of [1, 12, 600, 1e-320])
          for (const frequency of ['monthly', 'annual', 'maturity'])
            for (const type of ['fixed', 'io']) {
              const parsed = scheduleRequestSchema.safeParse({ principal, rate, term, type, frequency });
              if (!parsed.success) continue;
              const { summary } = scheduleFor(parsed.data);
              expect(summary.totalPaid).toBeGreaterThanOrEqual(summary.principal);
              expect(Number.isSafeInteger(summary.totalPaid)).toBe(true);
            }
  });
});
