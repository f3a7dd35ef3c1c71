import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../domain/date-display';

describe('date display', () => {
  it('shows a moment as a medium date, with the time when asked', () => {
    const moment = new Date(2026, 10, 26, 23, 14);
    expect(formatDate(moment)).toBe('Nov 26, 2026');
    expect(formatDateTime(moment.toISOString())).toMatch(/^Nov 26, 2026,? 11:14\sPM$/);
  });

  it('shows what is not a date as it came', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDateTime('')).toBe('');
  });
});
