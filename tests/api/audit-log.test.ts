import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { createTestApp, createUser, signedInAs, TestAgent, type TestContext } from '../helpers/api';

let ctx: TestContext;
let admin: TestAgent;
// Every entry this suite writes carries this marker in its target, so searches see only them.
const MARK = `mark${randomUUID().slice(0, 8)}`;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn('ADMIN');
  const now = Date.now();
  const entry = (action: string, hoursAgo: number, extra: Record<string, unknown> = {}) => ({
    action,
    target: `${MARK} ${action}`,
    createdAt: new Date(now - hoursAgo * HOUR),
    ...extra,
  });
  await ctx.db.auditEntry.createMany({
    data: [
      entry('login', 1, { role: 'ADMIN', actorEmail: `boss-${MARK}@test.example`, actorId: randomUUID() }),
      entry('login.failed', 2, { success: false, ip: '203.0.113.9' }),
      entry('upload', 30, { role: 'PARALEGAL', actorId: randomUUID() }),
      entry('order.stage', 24 * 5),
      entry('client.create', 24 * 20, { role: 'SUPERADMIN', actorId: randomUUID() }),
      entry('export.audit', 24 * 60, { role: 'ADMIN' }),
    ],
  });
});
afterAll(async () => ctx?.close());

const signedIn = async (role: Role) => (await signedInAs(ctx, role)).agent;

const filterParam = (filter: Record<string, unknown>) => encodeURIComponent(JSON.stringify({ q: MARK, ...filter }));

async function listActions(filter: Record<string, unknown>) {
  const response = await admin.request({ method: 'GET', url: `/api/audit?range=[0,49]&filter=${filterParam(filter)}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().map((row: { action: string }) => row.action);
}

describe('GET /api/audit filters on the server', () => {
  it('searches, newest first', async () => {
    expect(await listActions({})).toEqual([
      'login',
      'login.failed',
      'upload',
      'order.stage',
      'client.create',
      'export.audit',
    ]);
    expect(await listActions({ q: '203.0.113.9' })).toEqual(['login.failed']);
    expect(await listActions({ q: `BOSS-${MARK}` })).toEqual(['login']);
  });

  it('filters by action family', async () => {
    expect(await listActions({ action: 'login' })).toEqual(['login', 'login.failed']);
    expect(await listActions({ action: 'upload' })).toEqual(['upload']);
    expect(await listActions({ action: 'order' })).toEqual(['order.stage']);
    expect(await listActions({ action: 'admin' })).toEqual(['client.create', 'export.audit']);
    expect(await listActions({ action: 'all' })).toHaveLength(6);
  });

  it('filters by the families of every other action the product writes', async () => {
    const mark = `mark${randomUUID().slice(0, 8)}`;
    const written = ['compliance.filed', 'membership.synced', 'quality.run', 'assistant.tool', 'email.sent'];
    await ctx.db.auditEntry.createMany({ data: written.map((action) => ({ action, target: `${mark} ${action}` })) });
    for (const [family, action] of [
      ['compliance', 'compliance.filed'],
      ['membership', 'membership.synced'],
      ['quality', 'quality.run'],
      ['assistant', 'assistant.tool'],
      ['email', 'email.sent'],
    ]) {
      const filter = encodeURIComponent(JSON.stringify({ q: mark, action: family }));
      const response = await admin.request({ method: 'GET', url: `/api/audit?range=[0,49]&filter=${filter}` });
      expect(response.statusCode, family).toBe(200);
      expect(response.json().map((row: { action: string }) => row.action)).toEqual([action]);
    }
  });

  it('filters by period: 24h, 7d, 30d and a custom range', async () => {
    expect(await listActions({ period: '24h' })).toEqual(['login', 'login.failed']);
    expect(await listActions({ period: '7d' })).toEqual(['login', 'login.failed', 'upload', 'order.stage']);
    expect(await listActions({ period: '30d' })).toHaveLength(5);
    const day = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString().slice(0, 10);
    expect(await listActions({ period: 'custom', from: day(24 * 21), to: day(24 * 4) })).toEqual([
      'order.stage',
      'client.create',
    ]);
    const instant = new Date(Date.now() - 3 * HOUR).toISOString();
    expect(await listActions({ period: 'custom', from: instant })).toEqual(['login', 'login.failed']);
  });

  it('paginates with Content-Range', async () => {
    const response = await admin.request({ method: 'GET', url: `/api/audit?range=[2,3]&filter=${filterParam({})}` });
    expect(response.headers['content-range']).toBe('audit 2-3/6');
    expect(response.json().map((row: { action: string }) => row.action)).toEqual(['upload', 'order.stage']);
  });

  it.each([
    [{ action: 'payments' }, /^filter\.action: /],
    [{ period: 'forever' }, /^filter\.period: /],
    [{ period: 'custom', from: 'yesterday' }, /^filter\.from: /],
    [{ period: 'custom', from: '2026-05-02', to: '2026-05-01' }, /^filter\.to: /],
  ])('answers 400 naming the field for %j', async (filter, message) => {
    const response = await admin.request({ method: 'GET', url: `/api/audit?filter=${filterParam(filter)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('GET /api/audit/stats', () => {
  it('counts the filtered entries, failures, ADMIN and SUPERADMIN actions, users and roles', async () => {
    const response = await admin.request({ method: 'GET', url: `/api/audit/stats?filter=${filterParam({})}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ total: 6, failed: 1, adminActions: 3, activeUsers: 3, roles: 3, rolesTotal: 6 });
    const lastDay = await admin.request({
      method: 'GET',
      url: `/api/audit/stats?filter=${filterParam({ period: '24h' })}`,
    });
    expect(lastDay.json()).toMatchObject({ total: 2, failed: 1, adminActions: 1 });
  });
});

describe('GET /api/export/csv?type=audit', () => {
  it('streams the filtered rows as audit_logs_export_{timestamp}.csv and audits the export', async () => {
    const response = await admin.request({
      method: 'GET',
      url: `/api/export/csv?type=audit&filter=${filterParam({ action: 'login' })}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const fileName = /filename="(audit_logs_export_[\dTZ-]+\.csv)"/.exec(
      String(response.headers['content-disposition']),
    )?.[1];
    expect(fileName).toBeDefined();
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.Action, row.Status])).toEqual([
      ['login', 'Success'],
      ['login.failed', 'Failed'],
    ]);
    expect(Object.keys(rows[0])).toEqual([
      'Timestamp',
      'User',
      'Role',
      'Action',
      'Target',
      'IP Address',
      'Status',
      'ID',
    ]);
    expect(await ctx.db.auditEntry.count({ where: { action: 'export.audit', target: fileName } })).toBe(1);
  });

  it.each([
    [{}],
    [{ action: 'admin' }],
    [{ action: 'login', period: '24h' }],
    [{ period: '7d' }],
    [{ period: 'custom', from: new Date(Date.now() - 21 * 24 * HOUR).toISOString().slice(0, 10) }],
    [{ q: '203.0.113' }],
    [{ q: `BOSS-${MARK}`, action: 'login' }],
  ])('exports exactly the rows the list shows for %j', async (filter) => {
    const listed = await admin.request({ method: 'GET', url: `/api/audit?range=[0,99]&filter=${filterParam(filter)}` });
    const exported = await admin.request({
      method: 'GET',
      url: `/api/export/csv?type=audit&filter=${filterParam(filter)}`,
    });
    const rows = parse(exported.body, { columns: true }) as Record<string, string>[];
    const ids = listed.json().map((row: { id: string }) => row.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.ID)).toEqual(ids);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const payloads = ['=HYPERLINK("http://evil.example","x")', '+1+2', '-3', '@SUM(A1)', '\t=1', '\r=2'];
    const marker = `formula${randomUUID().slice(0, 8)}`;
    await ctx.db.auditEntry.createMany({
      data: payloads.map((payload, i) => ({
        action: 'login.failed',
        target: `${payload} ${marker}`,
        actorEmail: i === 0 ? `=cmd|' /C calc'!A0 ${marker}` : null,
        success: false,
        createdAt: new Date(Date.now() - i * 1000),
      })),
    });
    const filter = encodeURIComponent(JSON.stringify({ q: marker }));
    const response = await admin.request({ method: 'GET', url: `/api/export/csv?type=audit&filter=${filter}` });
    const rows = parse(response.body, { columns: true, relax_quotes: true }) as Record<string, string>[];
    expect(rows.map((row) => row.Target)).toEqual(payloads.map((payload) => `'${payload} ${marker}`));
    expect(rows[0].User).toBe(`'=cmd|' /C calc'!A0 ${marker}`);
    for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('streams many rows across keyset pages in order', async () => {
    const marker = `bulk${randomUUID().slice(0, 8)}`;
    const base = Date.now() - 10 * HOUR;
    // 4,500 rows (several pages), some sharing a timestamp so the id breaks ties.
    await ctx.db.auditEntry.createMany({
      data: Array.from({ length: 4500 }, (_, i) => ({
        action: 'upload',
        target: `${marker} ${i}`,
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
      })),
    });
    const filter = encodeURIComponent(JSON.stringify({ q: marker }));
    const response = await admin.request({ method: 'GET', url: `/api/export/csv?type=audit&filter=${filter}` });
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(4500);
    expect(new Set(rows.map((row) => row.ID)).size).toBe(4500);
    const times = rows.map((row) => Date.parse(row.Timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('access to the audit log', () => {
  it('lets COMPLIANCE_OFFICER and SUPERADMIN read it, refuses others and audits every refusal', async () => {
    const refusalsOf = (role: string) =>
      ctx.db.auditEntry.count({ where: { action: 'access.denied', target: 'GET /api/audit/stats', role } });
    const paralegalBefore = await refusalsOf('PARALEGAL');
    for (const role of ['COMPLIANCE_OFFICER', 'SUPERADMIN'] as const) {
      const agent = await signedIn(role);
      for (const url of ['/api/audit', '/api/audit/stats', '/api/export/csv?type=audit']) {
        expect((await agent.request({ method: 'GET', url })).statusCode, `${role} ${url}`).toBe(200);
      }
    }
    for (const role of ['CLIENT', 'MEMBER', 'PARALEGAL'] as const) {
      const agent = await signedIn(role);
      for (const url of ['/api/audit', '/api/audit/stats', '/api/export/csv?type=audit']) {
        expect((await agent.request({ method: 'GET', url })).statusCode, `${role} ${url}`).toBe(403);
      }
    }
    const before = await ctx.db.auditEntry.count({
      where: { action: 'access.denied', target: 'GET /api/audit/stats' },
    });
    const anonymous = await new TestAgent(ctx.app).request({ method: 'GET', url: '/api/audit/stats' });
    expect(anonymous.statusCode).toBe(401);
    const refusals = await ctx.db.auditEntry.findMany({
      where: { action: 'access.denied', target: 'GET /api/audit/stats' },
      orderBy: { createdAt: 'asc' },
    });
    expect(refusals).toHaveLength(before + 1);
    expect(await refusalsOf('PARALEGAL')).toBe(paralegalBefore + 1);
    expect(refusals.at(-1)).toMatchObject({ success: false, actorId: null, details: { area: 'audit', status: 401 } });
  });

  it('records failed and successful sign-ins with the address and outcome', async () => {
    const user = await createUser(ctx.db, 'ADMIN');
    const agent = new TestAgent(ctx.app);
    await agent.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'wrong-password' },
    });
    await agent.login(user.email, user.password);
    const entries = await ctx.db.auditEntry.findMany({ where: { target: user.email }, orderBy: { createdAt: 'asc' } });
    expect(entries.map((entry) => [entry.action, entry.success, entry.actorId])).toEqual([
      ['login.failed', false, null],
      ['login', true, user.id],
    ]);
    expect(entries.every((entry) => entry.ip)).toBe(true);
  });
});

describe('the audit table is append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE through the application’s own connection', async () => {
    const entry = await ctx.db.auditEntry.create({ data: { action: 'login', target: `${MARK} immutable` } });
    await expect(ctx.db.auditEntry.update({ where: { id: entry.id }, data: { target: 'rewritten' } })).rejects.toThrow(
      /append-only/,
    );
    await expect(ctx.db.auditEntry.delete({ where: { id: entry.id } })).rejects.toThrow(/append-only/);
    await expect(ctx.db.auditEntry.deleteMany({ where: { target: { contains: MARK } } })).rejects.toThrow(
      /append-only/,
    );
    await expect(ctx.db.$executeRawUnsafe('UPDATE "AuditEntry" SET "success" = false')).rejects.toThrow(/append-only/);
    await expect(ctx.db.$executeRawUnsafe('TRUNCATE "AuditEntry"')).rejects.toThrow(/append-only/);
    expect(await ctx.db.auditEntry.findUniqueOrThrow({ where: { id: entry.id } })).toMatchObject({
      target: `${MARK} immutable`,
    });
  });
});
