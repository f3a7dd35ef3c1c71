import { expect, it } from 'vitest';
import { errorRate, fillDailyUsage } from '../../domain/ai-usage';

it('fills the days without usage with zeros, oldest first, ending today (UTC)', () => {
  const today = new Date('2026-11-22T23:30:00Z');
  const rows = [
    { day: '2026-11-20', requests: 3, tokens: 120, errors: 1 },
    { day: '2026-11-22', requests: 1, tokens: 40, errors: 0 },
    { day: '2026-11-01', requests: 9, tokens: 900, errors: 0 },
  ];
  expect(fillDailyUsage(rows, 4, today)).toEqual([
    { day: '2026-11-19', requests: 0, tokens: 0, errors: 0 },
    rows[0],
    { day: '2026-11-21', requests: 0, tokens: 0, errors: 0 },
    rows[1],
  ]);
});

it('computes the error rate as a fraction, 0 without requests', () => {
  expect(errorRate(0, 0)).toBe(0);
  expect(errorRate(1, 3)).toBe(0.3333);
  expect(errorRate(2, 2)).toBe(1);
});
