import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { sampleLoans } from '../../prisma/sample-data';
import { createTestApp, signedInAs, TestAgent, type TestContext } from '../helpers/api';

let ctx: TestContext;
let admin: TestAgent;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn('ADMIN');
});
afterAll(async () => ctx?.close());

const signedIn = async (role: Role) => (await signedInAs(ctx, role)).agent;

const postSchedule = (agent: TestAgent, payload: unknown) =>
  agent.request({ method: 'POST', url: '/api/schedules', payload: payload as object, csrf: true });

describe('POST /api/schedules', () => {
  it('answers the schedule in cents: 100,000 at 6% over 360 months pays 599.55 monthly and ends at 0', async () => {
    const response = await postSchedule(admin, { principal: 100000, rate: 6, term: 360, type: 'fixed' });
    expect(response.statusCode).toBe(200);
    const { schedule, summary } = response.json();
    expect(schedule).toHaveLength(360);
    expect(schedule[0]).toEqual({
      payment: 1,
      principal: 9955,
      interest: 50000,
      totalPayment: 59955,
      balance: 9990045,
    });
    expect(schedule.at(-1).balance).toBe(0);
    expect(summary).toMatchObject({
      periodicPayment: 59955,
      numberOfPayments: 360,
      periodMonths: 1,
      principal: 10000000,
    });
  });

  it('handles interest-only quarterly schedules', async () => {
    const response = await postSchedule(admin, {
      principal: 50000,
      rate: 8,
      term: 12,
      type: 'io',
      frequency: 'quarterly',
    });
    expect(response.statusCode).toBe(200);
    const { schedule } = response.json();
    expect(schedule.map((row: { totalPayment: number }) => row.totalPayment)).toEqual([
      100000, 100000, 100000, 5100000,
    ]);
  });

  it.each([
    [{ principal: 0 }, 'principal'],
    [{ principal: -1 }, 'principal'],
    [{ principal: 'lots' }, 'principal'],
    [{ rate: 0 }, 'rate'],
    [{ rate: 'six' }, 'rate'],
    [{ term: 0 }, 'term'],
    [{ term: 12.5 }, 'term'],
    [{ term: 14, frequency: 'quarterly' }, 'term'],
    [{ term: 30, frequency: 'annual' }, 'term'],
    [{ type: 'balloon' }, 'type'],
    [{ frequency: 'weekly' }, 'frequency'],
  ])('answers 400 naming the field for %j', async (change, field) => {
    const response = await postSchedule(admin, { principal: 100000, rate: 6, term: 360, type: 'fixed', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
  });

  it('answers 400 to a missing field and to a body that is not an object', async () => {
    const missing = await postSchedule(admin, { principal: 100000, rate: 6, type: 'fixed' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^term: /);
    const list = await postSchedule(admin, [1, 2]);
    expect(list.statusCode).toBe(400);
  });

  it('refuses signed-out callers (401) and roles without debt servicing (403)', async () => {
    const anonymous = await new TestAgent(ctx.app).request({
      method: 'POST',
      url: '/api/schedules',
      payload: { principal: 1000, rate: 5, term: 12, type: 'fixed' },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['CLIENT', 'MEMBER', 'PARALEGAL', 'COMPLIANCE_OFFICER'] as const) {
      const response = await postSchedule(await signedIn(role), { principal: 1000, rate: 5, term: 12, type: 'fixed' });
      expect(response.statusCode, role).toBe(403);
    }
    expect(
      (await postSchedule(await signedIn('SUPERADMIN'), { principal: 1000, rate: 5, term: 12, type: 'fixed' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('loan portfolio', () => {
  beforeAll(async () => {
    // The seed's loans (the shared test database may already hold others: the figures below count them all).
    await ctx.db.loan.createMany({ data: sampleLoans(new Date()) });
  });

  it('lists the seeded loans with status, covenant status and risk, paginated', async () => {
    const response = await admin.request({ method: 'GET', url: '/api/loans?range=[0,1]&sort=["entityName","ASC"]' });
    expect(response.statusCode).toBe(200);
    const total = Number(response.headers['content-range']?.toString().split('/')[1]);
    expect(total).toBeGreaterThanOrEqual(4);
    expect(response.json()).toHaveLength(2);

    const all = (await admin.request({ method: 'GET', url: '/api/loans?range=[0,99]' })).json();
    const byName = new Map(all.map((loan: { entityName: string }) => [loan.entityName, loan]));
    expect(byName.get('Harbor Logistics LLC')).toMatchObject({
      status: 'current',
      covenantStatus: 'compliant',
      atRisk: false,
    });
    expect(byName.get('Blue Ridge Holdings Corp')).toMatchObject({ status: 'late', daysLate: 30, atRisk: true });
    expect(byName.get('Pinecrest Series LLC')).toMatchObject({
      status: 'delinquent',
      covenantStatus: 'default',
      atRisk: true,
    });

    const late = await admin.request({
      method: 'GET',
      url: `/api/loans?filter=${encodeURIComponent('{"status":"late"}')}`,
    });
    expect(late.json().every((loan: { status: string }) => loan.status === 'late')).toBe(true);
    const bad = await admin.request({
      method: 'GET',
      url: `/api/loans?filter=${encodeURIComponent('{"status":"lost"}')}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^filter\.status: /);
  });

  it('sums the portfolio from the database', async () => {
    const loans = await ctx.db.loan.findMany();
    const response = await admin.request({ method: 'GET', url: '/api/loans/summary' });
    expect(response.statusCode).toBe(200);
    const balance = loans.reduce((sum, loan) => sum + loan.remainingBalanceCents, 0);
    expect(response.json()).toEqual({
      loans: loans.length,
      totalAmountCents: loans.reduce((sum, loan) => sum + loan.amountCents, 0),
      remainingBalanceCents: balance,
      weightedRate:
        Math.round((loans.reduce((sum, loan) => sum + loan.rate * loan.remainingBalanceCents, 0) / balance) * 100) /
        100,
      atRisk: loans.filter((loan) => loan.status !== 'current' || loan.covenantStatus !== 'compliant').length,
    });
  });

  it('exports the portfolio as a streamed CSV named debt_servicing_export_{timestamp}.csv, and audits it', async () => {
    const response = await admin.request({ method: 'GET', url: '/api/export/csv?type=instruments' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="debt_servicing_export_[\dTZ-]+\.csv"$/,
    );
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(await ctx.db.loan.count());
    const pinecrest = rows.find((row) => row.Entity === 'Pinecrest Series LLC');
    expect(pinecrest).toMatchObject({ 'Amount (USD)': '90000.00', Status: 'delinquent', 'Covenant Status': 'default' });
    const fileName = /filename="(.+)"/.exec(String(response.headers['content-disposition']))![1];
    expect(await ctx.db.auditEntry.count({ where: { action: 'export.instruments', target: fileName } })).toBe(1);
  });

  it('refuses the portfolio and its export to roles without debt servicing', async () => {
    // A compliance officer may export the audit log, not the portfolio.
    for (const role of ['PARALEGAL', 'COMPLIANCE_OFFICER', 'CLIENT'] as const) {
      const agent = await signedIn(role);
      for (const url of ['/api/loans', '/api/loans/summary', '/api/export/csv?type=instruments']) {
        expect((await agent.request({ method: 'GET', url })).statusCode, `${role} ${url}`).toBe(403);
      }
    }
    for (const url of ['/api/loans', '/api/loans/summary', '/api/export/csv?type=instruments']) {
      expect((await new TestAgent(ctx.app).request({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    const bad = await admin.request({ method: 'GET', url: '/api/export/csv?type=loans' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^type: /);
  });
});
