// One formatter per front end: the storefront formats dates, money and statuses only in storefront/src/lib/format.ts,
// the back-office only in admin/src/format.ts (both read domain/date-display.ts for dates). Any other date or money
// formatting in storefront/src, admin/src or web/ fails here, with the file and line.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatCents as adminCents,
  holderColour as adminHolderColour,
  statusColour as adminStatusColour,
  formatUsd as adminUsd,
} from '../../admin/src/format';
import { PACKAGE_BY_ID, PACKAGES, SERVICES } from '../../domain/catalog';
import { formatCalendarDay, formatCents, formatDay, formatUsd, statusColour } from '../../storefront/src/lib/format';
import { packagePriceLabel, servicePriceLabel } from '../../storefront/src/pages/packages/labels';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FORMATTERS = new Set(['storefront/src/lib/format.ts', 'admin/src/format.ts']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(tsx?|mjs)$/.test(name) ? [full] : [];
  });

/** Ways of writing a date or an amount by hand. */
const HAND_FORMATTING: [string, RegExp][] = [
  ['Intl date, number or relative-time format', /\bIntl\.(DateTimeFormat|NumberFormat|RelativeTimeFormat)\b/],
  ['toLocaleString / toLocaleDateString / toLocaleTimeString', /\.toLocale(Date|Time)?String\(/],
  ['toDateString / toUTCString', /\.(toDateString|toUTCString)\(/],
  ['a dollar sign before an interpolated value', /\$\$\{/],
  ['a dollar sign joined to a value', /['"`]\$['"`]\s*\+/],
  // Money has one shape, '$1,400.00': a written amount without its cents is the other shape. ('$1' alone is a
  // regular expression's back-reference.)
  ['an amount written without cents', /\$(\d{1,3}(,\d{3})+|\d{2,})(?![\d.,])/],
];

/** Ways of keeping status colours outside the formatter modules (the themes hold the palettes themselves). */
const CHIP_COLOUR = "'(default|info|success|warning|error)'";
const COLOUR_TABLES: [string, RegExp][] = [
  ['a colour table', /\b(const|let|var)\s+\w*colou?rs?\s*(:[^=]*)?=\s*\{/i],
  [
    'a table of words to colours',
    new RegExp(`\\{[^{}]*\\w['"]?\\s*:\\s*${CHIP_COLOUR}[^{}]*\\w['"]?\\s*:\\s*${CHIP_COLOUR}`),
  ],
  [
    'nested entries with their own colours',
    new RegExp(`\\bcolor:\\s*${CHIP_COLOUR}[^]{0,200}\\bcolor:\\s*${CHIP_COLOUR}`),
  ],
  ['a choice between status colours', new RegExp(`color=\\{[^{}]*\\?\\s*${CHIP_COLOUR}\\s*:\\s*${CHIP_COLOUR}`)],
];
const PALETTES = new Set([...FORMATTERS, 'admin/src/theme.ts', 'admin/src/brand.ts', 'storefront/src/theme.ts']);

/** Every colour table or choice outside the formatters and themes, as 'file: what'. */
function colourTables(): string[] {
  const found: string[] = [];
  for (const dir of ['storefront/src', 'admin/src', 'web']) {
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      const relative = path.relative(ROOT, file).split(path.sep).join('/');
      if (PALETTES.has(relative)) continue;
      const text = readFileSync(file, 'utf8');
      for (const [what, pattern] of COLOUR_TABLES) if (pattern.test(text)) found.push(`${relative}: ${what}`);
    }
  }
  return found;
}

/** Every hand-made date or money format outside the two formatter modules, as 'file:line: what'. */
function handFormatting(): string[] {
  const found: string[] = [];
  for (const dir of ['storefront/src', 'admin/src', 'web']) {
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      const relative = path.relative(ROOT, file).split(path.sep).join('/');
      if (FORMATTERS.has(relative)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const [what, pattern] of HAND_FORMATTING)
            if (pattern.test(line)) found.push(`${relative}:${index + 1}: ${what}`);
        });
    }
  }
  return found;
}

describe('one formatter per front end', () => {
  it('leaves no other date or money formatting in storefront/src, admin/src or web/', () => {
    expect(handFormatting()).toEqual([]);
  });

  it('finds hand formatting when there is some (the check can fail)', () => {
    const samples = [
      "new Date(x).toLocaleDateString('en-US')",
      '`$${amount}`',
      "new Intl.NumberFormat('en-US')",
      "'$' + total",
      '<Typography>$1,400 + state fee</Typography>',
      "price: '$120/yr'",
    ];
    for (const sample of samples)
      expect(
        HAND_FORMATTING.some(([, pattern]) => pattern.test(sample)),
        sample,
      ).toBe(true);
  });

  it('writes money and days one way on each front end', () => {
    expect(formatCents(140000)).toBe('$1,400.00');
    expect(formatUsd(1400)).toBe('$1,400.00');
    // Whole or not, in dollars or in cents, every amount has its cents: never '$1,400' beside '$74.17'.
    const oneShape = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;
    for (const dollars of [0, 29, 74.17, 207.5, 1400, 5000, 85165])
      for (const shown of [formatUsd(dollars), formatCents(Math.round(dollars * 100))])
        expect(shown, `${dollars}`).toMatch(oneShape);
    // The catalog's prices too: a package card reads like the checkout's total.
    for (const label of [...PACKAGES.map(packagePriceLabel), ...SERVICES.map(servicePriceLabel)])
      expect(label).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}(\D|$)/);
    expect(packagePriceLabel(PACKAGE_BY_ID.get('PREMIUM')!)).toBe('$1,300.00 + state fee');
    expect(adminCents(140000)).toBe('$1,400.00');
    expect(adminUsd(300)).toBe('$300.00');
    expect(formatCalendarDay('2026-11-28')).toBe('Nov 28, 2026');
    expect(formatDay('2026-11-28T00:00:00Z')).toBe('Nov 28, 2026');
  });

  it('gives each status one colour on every storefront page', () => {
    expect(statusColour('PENDING')).toBe('warning');
    expect(statusColour('IN_PROGRESS')).toBe('info');
    expect(statusColour('COMPLETE')).toBe('success');
    expect(statusColour('FILED')).toBe('success');
    expect(statusColour('SOMETHING_NEW')).toBe('default');
  });

  it('gives each status one colour on every back-office screen, whatever its case', () => {
    expect(adminStatusColour('PENDING')).toBe('warning');
    expect(adminStatusColour('pending')).toBe('warning');
    expect(adminStatusColour('Failed')).toBe('error');
    expect(adminStatusColour('breach-notice')).toBe('warning');
    expect(adminStatusColour('FILED')).toBe('success');
    expect(adminStatusColour('SOMETHING_NEW')).toBe('default');
    expect(adminHolderColour('client')).toBe('warning.dark');
  });

  it('keeps no colour table or colour choice of its own on any page or screen', () => {
    expect(colourTables()).toEqual([]);
  });

  it('finds a colour table or choice when there is one (the check can fail)', () => {
    const samples = [
      "const STATUS_COLORS = { FILED: 'success', REJECTED: 'error' };",
      "const deliveryColor = { succeeded: 'success', failed: 'error', pending: 'default' } as const;",
      "const STATUS = {\n  PENDING: { label: 'x', color: 'warning' },\n  SIGNED: { label: 'y', color: 'success' },\n};",
      "color={record.success ? 'success' : 'error'}",
    ];
    for (const sample of samples)
      expect(
        COLOUR_TABLES.some(([, pattern]) => pattern.test(sample)),
        sample,
      ).toBe(true);
    // A button's or an alert's own colour is no status colour.
    expect(COLOUR_TABLES.some(([, pattern]) => pattern.test("color={busy ? 'error' : 'primary'}"))).toBe(false);
  });
});
