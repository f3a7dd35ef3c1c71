// The README's configuration table, generated from the settings' schema (platform/config.ts) so it cannot drift:
// `npm run config:table` rewrites it; tests/unit/config.test.ts fails when the README's differs.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { settings } from '../platform/config';

const README = path.resolve(import.meta.dirname, '../README.md');

/** The default a variable's absence gives, as the table shows it. */
function shownDefault(schema: { safeParse(value: unknown): { success: boolean; data?: unknown } }): string {
  const parsed = schema.safeParse(undefined);
  if (!parsed.success || parsed.data === undefined) return 'not set';
  return `\`${Array.isArray(parsed.data) ? parsed.data.join(',') : String(parsed.data)}\``;
}

/** The table: one row per variable, in the schema's order, the first two columns aligned. */
export function configurationTable(): string {
  const rows = settings().map(({ schema, meta }) => [
    `\`${meta.env}\``,
    meta.shownDefault ?? [shownDefault(schema), meta.defaultNote].filter(Boolean).join(' '),
    meta.description,
  ]);
  const header = ['Variable', 'Default', 'Meaning'];
  const widths = [0, 1].map((column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width)).concat('---')), ...rows.map(line)].join('\n');
}

/** The README's table as it is: the lines from its `| Variable |` header to the first line that is not a row. */
export function readmeTable(readme: string): { start: number; end: number; table: string } {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => /^\|\s*Variable\s*\|/.test(line));
  if (start < 0) throw new Error('README.md has no configuration table (a line starting with "| Variable |")');
  let end = start;
  while (end < lines.length && lines[end].startsWith('|')) end++;
  return { start, end, table: lines.slice(start, end).join('\n') };
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) {
  const readme = readFileSync(README, 'utf8');
  const { start, end } = readmeTable(readme);
  const lines = readme.split('\n');
  lines.splice(start, end - start, configurationTable());
  writeFileSync(README, lines.join('\n'));
  console.log(`README.md: configuration table rewritten from platform/config.ts (${settings().length} variables)`);
}
