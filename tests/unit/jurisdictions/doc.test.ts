import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JURISDICTIONS } from '../../../domain/jurisdictions';
import { JURISDICTIONS_DOC, renderJurisdictionsDoc } from '../../../scripts/jurisdictions-doc';

describe('docs/jurisdictions.md', () => {
  it('is exactly what the modules generate (npm run docs:jurisdictions rewrites it)', () => {
    expect(readFileSync(JURISDICTIONS_DOC, 'utf8')).toBe(renderJurisdictionsDoc());
  });

  it('has one row per figure, each with a source address and the date it was read', () => {
    const rows = renderJurisdictionsDoc()
      .split('\n')
      .filter((line) => /^\| [A-Z]{2} \|/.test(line));
    expect(new Set(rows.map((row) => row.slice(2, 4))).size).toBe(JURISDICTIONS.length);
    for (const row of rows) expect(row, row).toMatch(/\| https?:\/\/\S+ \| \d{4}-\d{2}-\d{2} \|/);
    expect(rows.find((row) => row.startsWith('| TX | LLC | Formation'))).toContain('$300');
  });
});
