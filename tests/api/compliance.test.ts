// The client's compliance calendar and feed, and the back-office list, against the real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { createTestApp, createUser, TestAgent, type TestContext } from '../helpers/api';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await removeCreatedOrders(ctx.db);
  await ctx.close();
});

const day = (text: string) => parseCalendarDate(text)!;

async function signedIn(role: Parameters<typeof createUser>[1]) {
  const user = await createUser(ctx.db, role);
  const agent = new TestAgent(ctx.app);
  await agent.login(user.email, user.password);
  return { user, agent };
}

describe('client compliance calendar', () => {
  it('a client sees only its own entities’ obligations; another client’s by id answers 404', async () => {
    const alice = await signedIn('CLIENT');
    const bob = await signedIn('MEMBER');
    const mine = await formEntities(
      ctx.db,
      alice.user.id,
      [{ stateCode: 'DE', entityType: 'LLC', businessName: 'Alice DE LLC' }],
      day('2026-03-10'),
    );
    const theirs = await formEntities(
      ctx.db,
      bob.user.id,
      [{ stateCode: 'WY', entityType: 'CORP', businessName: 'Bob WY Inc' }],
      day('2026-03-10'),
    );

    const list = await alice.agent.request({ method: 'GET', url: '/api/compliance/obligations' });
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { id: string; businessName: string; dueDate: string; status: string; title: string }[];
    expect(rows.map((r) => r.id).sort()).toEqual(mine.obligations.map((o) => o.id).sort());
    expect(rows.every((r) => r.businessName === 'Alice DE LLC')).toBe(true);
    expect(rows.map((r) => [r.title, r.dueDate])).toEqual([
      ['Registered Agent Renewal', '2027-03-10'],
      ['Annual Tax', '2027-06-01'],
    ]);

    const own = await alice.agent.request({
      method: 'GET',
      url: `/api/compliance/obligations/${mine.obligations[0].id}`,
    });
    expect(own.statusCode).toBe(200);
    const foreign = await alice.agent.request({
      method: 'GET',
      url: `/api/compliance/obligations/${theirs.obligations[0].id}`,
    });
    expect(foreign.statusCode).toBe(404);
    const bobs = await bob.agent.request({ method: 'GET', url: '/api/compliance/obligations' });
    expect((bobs.json() as { businessName: string }[]).map((r) => r.businessName)).toEqual([
      'Bob WY Inc',
      'Bob WY Inc',
    ]);
  });

  it('signed out is 401; staff are refused the client calendar; bad paging is a 400 naming the field', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/compliance/obligations' });
    expect(anonymous.statusCode).toBe(401);
    const admin = await signedIn('ADMIN');
    expect((await admin.agent.request({ method: 'GET', url: '/api/compliance/feed' })).statusCode).toBe(403);
    const client = await signedIn('CLIENT');
    const bad = await client.agent.request({ method: 'GET', url: '/api/compliance/obligations?limit=5000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('limit');
  });

  it('the .ics feed lists the client’s deadlines; a rotated token stops working and the new one works', async () => {
    const client = await signedIn('CLIENT');
    const other = await signedIn('CLIENT');
    await formEntities(
      ctx.db,
      client.user.id,
      [{ stateCode: 'NV', entityType: 'LLC', businessName: 'Feed Nevada LLC' }],
      day('2026-02-10'),
    );
    await formEntities(
      ctx.db,
      other.user.id,
      [{ stateCode: 'SD', entityType: 'LLC', businessName: 'Other SD LLC' }],
      day('2026-02-10'),
    );

    const feed = await client.agent.request({ method: 'GET', url: '/api/compliance/feed' });
    expect(feed.statusCode).toBe(200);
    const { url } = feed.json() as { url: string };
    expect(url).toMatch(/\/api\/compliance\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // The same address on every visit until rotated.
    expect((await client.agent.request({ method: 'GET', url: '/api/compliance/feed' })).json().url).toBe(url);

    const path = new URL(url).pathname;
    const ics = await ctx.app.inject({ method: 'GET', url: path });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VCALENDAR');
    expect(ics.body).toContain('DTSTART;VALUE=DATE:20270228');
    expect(ics.body).toContain('Feed Nevada LLC');
    expect(ics.body).not.toContain('Other SD LLC');

    const rotated = await client.agent.request({ method: 'POST', url: '/api/compliance/feed/rotate', csrf: true });
    expect(rotated.statusCode).toBe(200);
    const newPath = new URL((rotated.json() as { url: string }).url).pathname;
    expect(newPath).not.toBe(path);
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: newPath })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/compliance/calendar/not-a-token.ics' })).statusCode).toBe(
      404,
    );
    const audited = await ctx.db.auditEntry.count({
      where: { action: 'compliance.feed_rotated', target: client.user.id },
    });
    expect(audited).toBe(1);
  });
});

describe('back-office compliance list', () => {
  /** A new client's Delaware corporation formed 2025-01-20: its franchise tax, due 2026-03-01. */
  async function delawareFranchiseTax() {
    const owner = await createUser(ctx.db, 'CLIENT');
    const { obligations } = await formEntities(
      ctx.db,
      owner.id,
      [{ stateCode: 'DE', entityType: 'CORP' }],
      day('2025-01-20'),
    );
    return obligations.find((o) => o.ruleId === 'DE-CORP-FRANCHISE-TAX')!;
  }

  it('needs the compliance area: clients and paralegals are refused, compliance officers allowed', async () => {
    const client = await signedIn('CLIENT');
    expect((await client.agent.request({ method: 'GET', url: '/api/admin/compliance' })).statusCode).toBe(403);
    const paralegal = await signedIn('PARALEGAL');
    expect((await paralegal.agent.request({ method: 'GET', url: '/api/admin/compliance' })).statusCode).toBe(403);
    const officer = await signedIn('COMPLIANCE_OFFICER');
    expect((await officer.agent.request({ method: 'GET', url: '/api/admin/compliance' })).statusCode).toBe(200);
  });

  it('filters by state, status and due window, with Content-Range; a bad filter is a 400 naming it', async () => {
    const admin = await signedIn('ADMIN');
    const owner = await createUser(ctx.db, 'CLIENT');
    const today = new Date();
    const formedLongAgo = new Date(Date.UTC(today.getUTCFullYear() - 2, 0, 1));
    await formEntities(
      ctx.db,
      owner.id,
      [{ stateCode: 'IL', entityType: 'LLC', businessName: 'Overdue Illinois LLC' }],
      formedLongAgo,
    );

    const list = (filter: object) =>
      admin.agent.request({
        method: 'GET',
        url: `/api/admin/compliance?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,9]&sort=["dueDate","ASC"]`,
      });
    const il = await list({ state: 'IL', q: 'Overdue Illinois' });
    expect(il.statusCode).toBe(200);
    expect(il.headers['content-range']).toMatch(/^compliance 0-1\/2$/);
    const rows = il.json() as { stateCode: string; status: string; clientEmail: string }[];
    expect(rows.every((r) => r.stateCode === 'IL' && r.clientEmail === owner.email)).toBe(true);
    expect(rows.every((r) => r.status === 'OVERDUE')).toBe(true);

    const overdue = (await list({ status: 'OVERDUE', q: 'Overdue Illinois' })).json() as unknown[];
    expect(overdue).toHaveLength(2);
    expect((await list({ status: 'UPCOMING', q: 'Overdue Illinois' })).json()).toHaveLength(0);
    expect((await list({ dueWithin: 30, q: 'Overdue Illinois' })).json()).toHaveLength(0);
    const wy = (await list({ state: 'WY', q: 'Overdue Illinois' })).json() as unknown[];
    expect(wy).toHaveLength(0);

    const bad = await list({ status: 'LATE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('filter.status');
  });

  it('recording a filing marks it filed, schedules the next deadline, is audited, and cannot be recorded twice', async () => {
    const admin = await signedIn('SUPERADMIN');
    const franchise = await delawareFranchiseTax();

    const missing = await admin.agent.request({
      method: 'POST',
      url: `/api/admin/compliance/${franchise.id}/filing`,
      payload: { filedOn: '2026-02-30', confirmation: 'X' },
      csrf: true,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('filedOn');

    const filed = await admin.agent.request({
      method: 'POST',
      url: `/api/admin/compliance/${franchise.id}/filing`,
      payload: { filedOn: '2026-02-20', confirmation: 'DE-2026-0042' },
      csrf: true,
    });
    expect(filed.statusCode).toBe(200);
    const body = filed.json() as { filed: { status: string; confirmation: string }; next: { dueDate: string } };
    expect(body.filed).toMatchObject({ status: 'FILED', confirmation: 'DE-2026-0042' });
    expect(body.next.dueDate).toBe('2027-03-01');
    expect(await ctx.db.auditEntry.count({ where: { action: 'compliance.filed', target: franchise.id } })).toBe(1);

    const again = await admin.agent.request({
      method: 'POST',
      url: `/api/admin/compliance/${franchise.id}/filing`,
      payload: { filedOn: '2026-02-21', confirmation: 'DE-2026-0043' },
      csrf: true,
    });
    expect(again.statusCode).toBe(409);
    const next = await ctx.db.complianceObligation.count({
      where: { entityId: franchise.entityId, ruleId: franchise.ruleId },
    });
    expect(next).toBe(2);
  });

  it("the back-office's update of an obligation (PUT) records its filing and answers it filed, with the next deadline", async () => {
    const officer = await signedIn('COMPLIANCE_OFFICER');
    const franchise = await delawareFranchiseTax();
    const put = (payload: Record<string, unknown>) =>
      officer.agent.request({ method: 'PUT', url: `/api/admin/compliance/${franchise.id}`, payload, csrf: true });

    const blank = await put({ filedOn: '2026-02-20', confirmation: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('confirmation');
    const filed = await put({ filedOn: '2026-02-20', confirmation: 'DE-2026-0077' });
    expect(filed.statusCode).toBe(200);
    expect(filed.json()).toMatchObject({
      id: franchise.id,
      status: 'FILED',
      confirmation: 'DE-2026-0077',
      next: { dueDate: '2027-03-01' },
    });
    expect(await ctx.db.auditEntry.count({ where: { action: 'compliance.filed', target: franchise.id } })).toBe(1);
    expect((await put({ filedOn: '2026-02-21', confirmation: 'DE-2026-0078' })).statusCode).toBe(409);
  });

  it('recording an annual report with no order under way writes its ANNUAL_REPORT order, complete: one record', async () => {
    const admin = await signedIn('COMPLIANCE_OFFICER');
    const owner = await createUser(ctx.db, 'CLIENT');
    const record = (id: string, confirmation: string) =>
      admin.agent.request({
        method: 'POST',
        url: `/api/admin/compliance/${id}/filing`,
        payload: { filedOn: '2026-02-20', confirmation },
        csrf: true,
      });
    const reportOf = async (businessName: string) => {
      const { obligations } = await formEntities(
        ctx.db,
        owner.id,
        [{ stateCode: 'WY', entityType: 'LLC', businessName }],
        day('2025-01-20'),
      );
      return obligations.find((o) => o.ruleId === 'WY-LLC-ANNUAL-REPORT')!;
    };

    // No order: one is written, complete, with the state's filing, and the filing names it.
    const first = await reportOf('Same Name LLC');
    expect((await record(first.id, 'WY-2026-1')).statusCode).toBe(200);
    const filing = await ctx.db.complianceFiling.findUniqueOrThrow({ where: { obligationId: first.id } });
    const written = await ctx.db.order.findUniqueOrThrow({
      where: { id: filing.orderId! },
      include: { filings: true },
    });
    expect(written).toMatchObject({
      kind: 'ANNUAL_REPORT',
      entityId: first.entityId,
      userId: owner.id,
      status: 'COMPLETE',
      totalUSD: 0,
    });
    expect(written.filings).toMatchObject([{ stateCode: 'WY', status: 'FILED', confirmationNumber: 'WY-2026-1' }]);
    expect((await record(first.id, 'WY-2026-2')).statusCode).toBe(409);
    expect(await ctx.db.order.count({ where: { entityId: first.entityId } })).toBe(1);
    // An order under way is completed through its workflow instead: tests/api/report-filing.test.ts.
  });

  it('exports the filtered list as CSV', async () => {
    const admin = await signedIn('ADMIN');
    const owner = await createUser(ctx.db, 'CLIENT');
    await formEntities(
      ctx.db,
      owner.id,
      [{ stateCode: 'CA', entityType: 'LLC', businessName: 'Export, California LLC' }],
      day('2026-05-05'),
    );
    const filter = encodeURIComponent(JSON.stringify({ state: 'CA', q: 'Export, California' }));
    const csv = await admin.agent.request({ method: 'GET', url: `/api/admin/compliance/export.csv?filter=${filter}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Business,State,Entity type,Obligation,Due date,Status,Fee (USD),Filed on,Confirmation,Client',
    );
    expect(lines.slice(1)).toEqual([
      expect.stringContaining('"Export, California LLC",CA,LLC,Statement of Information,2026-08-03'),
      expect.stringContaining('"Export, California LLC",CA,LLC,Annual Franchise Tax,2026-08-15'),
      expect.stringContaining('"Export, California LLC",CA,LLC,Registered Agent Renewal,2027-05-05'),
    ]);
    const client = await signedIn('CLIENT');
    expect((await client.agent.request({ method: 'GET', url: `/api/admin/compliance/export.csv` })).statusCode).toBe(
      403,
    );
  });
});
