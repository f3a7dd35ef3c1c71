import { describe, expect, it } from 'vitest';
import { AUDIT_FAMILY_PREFIXES, auditTimeRange } from '../../domain/audit-actions';
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

describe('neutraliseFormula', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])('prefixes %j with a quote', (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  it.each(['plain', 'a=b', ' =1', '', "'quoted"])('keeps %j as it is', (cell) => {
    expect(neutraliseFormula(cell)).toBe(cell);
  });
});
