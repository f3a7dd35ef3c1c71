// How quality figures are written on screen.
import type { TestType } from './api';

export const TEST_TYPE_LABELS: Record<TestType, string> = {
  UNIT: 'Unit Tests',
  INTEGRATION: 'Integration Tests',
  LOAD: 'Load Tests',
  PERFORMANCE: 'Performance Tests',
  SECURITY: 'Security Tests',
  SMOKE: 'Smoke Tests',
  REGRESSION: 'Regression Tests',
  E2E: 'End-to-End Tests',
};

/** NINE_SIGMA purple, DIAMOND blue, PLATINUM grey, GOLD yellow, SILVER light grey, anything else orange. */
export const LEVEL_COLORS: Record<string, string> = {
  NINE_SIGMA: '#7b1fa2',
  DIAMOND: '#1565c0',
  PLATINUM: '#757575',
  GOLD: '#f9a825',
  SILVER: '#bdbdbd',
};
export const levelColor = (level: string | undefined) => (level && LEVEL_COLORS[level]) || '#ef6c00';

export const percent = (value: number | null | undefined, digits = 1) => `${(value ?? 0).toFixed(digits)}%`;
export const overallScore = (value: number | null | undefined) => percent(value, 7);
export const seconds = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(1)}s`);

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

export function relativeTime(iso: string, now = Date.now()): string {
  const diff = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size || unit === 'second') return relative.format(Math.round(diff / size), unit);
  }
  return '';
}

export const timestamp = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
