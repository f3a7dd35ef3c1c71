import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  AUDIT_FAMILIES,
  AUDIT_FAMILY_PREFIXES,
  type AuditAction,
  auditFamilyOf,
  auditTimeRange,
} from '../../domain/audit-actions';
import { neutraliseFormula } from '../../domain/csv-safety';

describe('auditTimeRange', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');

  it('reaches back 24 hours, 7 days or 30 days from now', () => {
    expect(auditTimeRange({ period: '24h' }, now)).toEqual({ gte: new Date('2026-11-21T12:00:00.000Z') });
    expect(auditTimeRange({ period: '7d' }, now)).toEqual({ gte: new Date('2026-11-15T12:00:00.000Z') });
    expect(auditTimeRange({ period: '30d' }, now)).toEqual({ gte: new Date('2026-10-23T12:00:00.000Z') });
    expect(auditTimeRange({}, now)).toEqual({});
  });

  it('takes whole UTC days for custom dates (the end day included) and instants as given', () => {
    expect(auditTimeRange({ period: 'custom', from: '2026-11-01', to: '2026-11-03' }, now)).toEqual({
      gte: new Date('2026-11-01T00:00:00.000Z'),
      lt: new Date('2026-11-04T00:00:00.000Z'),
    });
    expect(auditTimeRange({ period: 'custom', from: '2026-11-01T08:30:00+02:00' }, now)).toEqual({
      gte: new Date('2026-11-01T06:30:00.000Z'),
    });
    // Bounds only count with the custom period.
    expect(auditTimeRange({ period: '24h', from: '2020-01-01' }, now)).toEqual({
      gte: new Date('2026-11-21T12:00:00.000Z'),
    });
  });

  it('puts sign-in and refusals under login, exports and accounts under admin', () => {
    expect(AUDIT_FAMILY_PREFIXES.login).toEqual(expect.arrayContaining(['login', 'access']));
    expect(AUDIT_FAMILY_PREFIXES.admin).toEqual(expect.arrayContaining(['export', 'client', 'user']));
  });
});

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The source files that can write audit entries: the API, the shared platform services, the worker and the scripts. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The action of every audit write (audit(), recordAudit(), auditEntry.create/findFirst) in the source. */
function writtenActions(): { file: string; action: string }[] {
  const found: { file: string; action: string }[] = [];
  for (const file of ['api', 'platform', 'worker', 'scripts', 'prisma'].flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    for (const call of text.matchAll(/\b(?:audit|recordAudit|auditEntry\.(?:create|findFirst))\(/g)) {
      const window = text.slice(call.index, call.index + 600);
      const written = /\baction: ([^,\n}]+(?:\n\s*[?:][^,\n}]+)*)/.exec(window)?.[1];
      if (!written || written.startsWith('input.action')) continue;
      // `condition ? one : other`: the names are the two outcomes.
      const expression = written.includes('?') ? written.slice(written.indexOf('?')) : written;
      const names = [
        ...[...expression.matchAll(/AUDIT_ACTIONS\.(\w+)/g)].map(
          ([, key]) => (AUDIT_ACTIONS as Record<string, string>)[key] ?? `unknown key ${key}`,
        ),
        ...[...expression.matchAll(/'([^']+)'/g)].map(([, literal]) => literal),
      ];
      if (!names.length) names.push(`not a named action: ${expression}`);
      for (const action of names) found.push({ file: path.relative(ROOT, file), action });
    }
  }
  return found;
}

describe('audit actions', () => {
  it('each belong to exactly one family of the Audit Logs filter', () => {
    for (const action of Object.values(AUDIT_ACTIONS)) {
      const families = AUDIT_FAMILIES.filter((family) =>
        AUDIT_FAMILY_PREFIXES[family].some((prefix) => action.startsWith(prefix)),
      );
      expect(families, action).toHaveLength(1);
      expect(auditFamilyOf(action)).toBe(families[0]);
    }
    expect(auditFamilyOf('compliance.filed')).toBe('compliance');
    expect(auditFamilyOf('email.sent')).toBe('email');
    expect(auditFamilyOf('something.else')).toBeNull();
  });

  it('cover every action the code writes, and every family is written by something', () => {
    const written = writtenActions();
    // The scan finds the writes (about 45 of them): a broken scan fails here instead of passing on nothing.
    expect(written.length).toBeGreaterThan(35);
    const known = new Set<string>(Object.values(AUDIT_ACTIONS));
    for (const { file, action } of written) expect(known.has(action), `${file}: ${action}`).toBe(true);
    const families = new Set(written.map(({ action }) => auditFamilyOf(action)));
    expect([...families].sort()).toEqual([...AUDIT_FAMILIES].sort());
    // The type is the union of the names, so audit() refuses any other string when the code is type-checked.
    const typed: AuditAction = 'compliance.overdue';
    expect(known.has(typed)).toBe(true);
  });
});

describe('neutraliseFormula', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])('prefixes %j with a quote', (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  it.each(['plain', 'a=b', ' =1', '', "'quoted"])('keeps %j as it is', (cell) => {
    expect(neutraliseFormula(cell)).toBe(cell);
  });
});
