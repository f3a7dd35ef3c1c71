// How quality figures are written on screen.
import type { Theme } from '@mui/material/styles';
import { formatDateTime, relativeTime } from '../format';
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

export { relativeTime };

/** A metric's moment, as every moment of the back-office. */
export const timestamp = (iso: string) => formatDateTime(iso);
