// How quality figures are written on screen.
import type { Theme } from '@mui/material/styles';
import type { QualityLevelPalette } from '../theme';
import type { TestType } from './types';

/** A test type's name, a message key (app.quality.test_type.*). */
export const testTypeLabel = (type: TestType) => `app.quality.test_type.${type}`;

/** A quality level's badge colours from the theme (theme.ts qualityLevel), for an sx prop. */
const levelColour = (theme: Theme, level: string | undefined) => {
  const colors = theme.palette.qualityLevel;
  return (level && level !== 'other' && colors[level as keyof QualityLevelPalette]) || colors.other;
};

/** The tier's colour, its text black or white, whichever reads (gold and silver take black). */
export const levelBadgeSx = (level: string | undefined) => ({
  bgcolor: (theme: Theme) => levelColour(theme, level),
  color: (theme: Theme) => theme.palette.getContrastText(levelColour(theme, level)),
});

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
