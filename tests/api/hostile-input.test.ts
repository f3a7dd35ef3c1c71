// Hostile input answered with a readable 400 (never a 500) on the routes where an independent test found 500s:
// NUL and lone surrogates reaching PostgreSQL, a year-0000 audit period, a sub-cent loan principal, broken
// multipart bodies; and the compliance CSV export neutralising spreadsheet formulas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_POOL_NAME } from '../../platform/services/audit/audit-export';
import { createTestApp, createUser, signedInAs, TestAgent, type TestContext } from '../helpers/api';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';
import { checkoutRecord, createPaymentsApp, type PaymentsContext } from '../helpers/payments';
import { multipartBody, pngBytes, sha256 } from '../helpers/uploads';

let ctx: PaymentsContext;
let admin: TestAgent;
let superadmin: TestAgent;
beforeAll(async () => {
  ctx = await createPaymentsApp();
  admin = (await signedInAs(ctx, 'ADMIN')).agent;
  superadmin = (await signedInAs(ctx, 'SUPERADMIN')).agent;
});
afterAll(async () => {
  if (ctx) await removeCreatedOrders(ctx.db);
  await ctx?.close();
});

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const UNSAFE = /must not contain NUL characters or unpaired surrogates/;

function expectReadable400(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(response.statusCode, response.body).toBe(400);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  expect(Object.keys(JSON.parse(response.body))).toEqual(['message']);
  expect(response.body).not.toMatch(/FST_|prisma|invalid byte sequence|\n\s+at /i);
}

const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

describe('NUL and lone surrogates in text that would reach PostgreSQL', () => {
  const lists = [
    '/api/audit',
    '/api/audit/stats',
    '/api/orders',
    '/api/admin/orders',
    '/api/admin/onboarding/board',
    '/api/assets',
    '/api/instruments',
    '/api/loans',
    '/api/admin/compliance',
    '/api/admin/compliance/export.csv',
    '/api/export/csv?type=audit',
  ];
  for (const text of [NUL, LONE_SURROGATE]) {
    it.each(lists)(`refuses the filter q ${JSON.stringify(text)} of %s`, async (url) => {
      const separator = url.includes('?') ? '&' : '?';
      const response = await superadmin.request({
        method: 'GET',
        url: `${url}${separator}filter=${filter({ q: text })}`,
      });
      expectReadable400(response);
      expect(response.json().message).toMatch(/^filter\.q: /);
      expect(response.json().message).toMatch(UNSAFE);
    });
  }

  it('refuses them in the documents search and in a path parameter', async () => {
    const client = (await signedInAs(ctx, 'CLIENT')).agent;
    for (const [agent, url] of [
      [client, '/api/documents?q=a%00b'],
      [client, '/api/orders/a%00b'],
      [superadmin, '/api/admin/compliance/%00'],
    ] as const) {
      const response = await agent.request({ method: 'GET', url });
      expectReadable400(response);
      expect(response.json().message).toMatch(UNSAFE);
    }
  });

  it('refuses them in the sign-in email', async () => {
    for (const email of [`x${NUL}@test.example`, `x${LONE_SURROGATE}@test.example`]) {
      const response = await new TestAgent(ctx.app).request({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'whatever-password' },
      });
      expectReadable400(response);
      expect(response.json().message).toMatch(/^body\.email: .*NUL/);
    }
  });

  it('refuses them in checkout contact fields, naming the field', async () => {
    for (const firstName of [NUL, LONE_SURROGATE]) {
      const record = checkoutRecord();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { orderData: { ...record, contact: { ...record.contact, firstName } } },
      });
      expectReadable400(response);
      expect(response.json().message).toMatch(/^orderData\.contact\.firstName: .*unpaired surrogates/);
    }
  });

  it('refuses them in draft and suite names, and in object keys', async () => {
    const draft = await admin.request({
      method: 'POST',
      url: '/api/instruments/drafts',
      payload: { name: NUL, type: 'operating_agreement' },
      csrf: true,
    });
    expectReadable400(draft);
    const suite = await admin.request({
      method: 'POST',
      url: '/api/admin/quality/test-suites',
      payload: { name: LONE_SURROGATE, testType: 'UNIT', configuration: {} },
      csrf: true,
    });
    expectReadable400(suite);
    expect(suite.json().message).toMatch(/^body\.name: .*unpaired surrogates/);
    const key = await admin.request({
      method: 'POST',
      url: '/api/admin/quality/test-suites',
      payload: { name: 'Suite', testType: 'UNIT', configuration: { [NUL]: 1 } },
      csrf: true,
    });
    expectReadable400(key);
  });

  it('keeps accepting ordinary non-ASCII text (emoji are surrogate pairs)', async () => {
    const response = await superadmin.request({ method: 'GET', url: `/api/audit?filter=${filter({ q: 'café 🧾' })}` });
    expect(response.statusCode).toBe(200);
  });
});

describe('dates and numbers out of range', () => {
  it.each([
    { period: 'custom', from: '0000-01-01', to: '0000-12-31' },
    { period: 'custom', from: '0000-01-01T00:00:00Z' },
    { since: '0000-06-01T00:00:00Z' },
  ])('answers 400 to the audit period %j (list, stats and export)', async (period) => {
    for (const url of ['/api/audit', '/api/audit/stats', '/api/export/csv?type=audit']) {
      const separator = url.includes('?') ? '&' : '?';
      const response = await admin.request({ method: 'GET', url: `${url}${separator}filter=${filter(period)}` });
      expectReadable400(response);
      expect(response.json().message).toMatch(/^filter\.(from|since): must be in the year 0001 or later/);
    }
  });

  it('answers 400 to a loan principal of 1e-320 and other extremes, naming the field', async () => {
    const valid = { principal: 100000, rate: 6, term: 360, type: 'fixed' };
    for (const change of [{ principal: 1e-320 }, { rate: 1e-320 }, { term: 1e-320 }, { principal: 1e308 }]) {
      const response = await admin.request({
        method: 'POST',
        url: '/api/schedules',
        payload: JSON.stringify({ ...valid, ...change }),
        headers: { 'content-type': 'application/json' },
        csrf: true,
      });
      expectReadable400(response);
      expect(response.json().message).toMatch(new RegExp(`^${Object.keys(change)[0]}: `));
    }
  });
});

describe('broken multipart uploads', () => {
  const upload = (contentType: string, payload: string) =>
    admin.request({
      method: 'POST',
      url: '/api/assets',
      headers: { 'content-type': contentType },
      payload,
      csrf: true,
    });

  it('answers 400 to a multipart body without a boundary', async () => {
    expectReadable400(await upload('multipart/form-data', 'no boundary here'));
  });

  it('answers 400 to a multipart body cut short in the middle of the file', async () => {
    const cut =
      '--fuzz\r\nContent-Disposition: form-data; name="checksum"\r\n\r\nabc\r\n' +
      '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="cut.txt"\r\nContent-Type: text/plain\r\n\r\nhello, th';
    const response = await upload('multipart/form-data; boundary=fuzz', cut);
    expectReadable400(response);
    expect(response.json().message).toMatch(/multipart/);
  });

  it('answers 400 to tags holding a NUL character', async () => {
    const file = pngBytes(7);
    const { payload, headers } = await multipartBody(
      { checksum: sha256(file), tags: `brand${NUL}`, kind: 'image' },
      { name: 'logo.png', data: file, type: 'image/png' },
    );
    const response = await admin.request({ method: 'POST', url: '/api/assets', headers, payload, csrf: true });
    expectReadable400(response);
    expect(response.json().message).toMatch(/^body\.tags: /);
  });
});

describe('the audit export connection pool', () => {
  it('survives its idle database connections being closed by the server', async () => {
    const url = '/api/export/csv?type=audit';
    expect((await admin.request({ method: 'GET', url })).statusCode).toBe(200);
    const [{ count }] = await ctx.db.$queryRaw<{ count: bigint }[]>`
      SELECT count(pg_terminate_backend(pid)) AS count FROM pg_stat_activity
      WHERE application_name = ${EXPORT_POOL_NAME} AND datname = current_database()`;
    expect(Number(count)).toBeGreaterThan(0);
    // The pool reports the broken idle connection as an 'error' event shortly after.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await admin.request({ method: 'GET', url })).statusCode).toBe(200);
  });
});

describe('bodies cut short', () => {
  it('answers 400 JSON to a JSON body shorter than its Content-Length', async () => {
    const payload = JSON.stringify({ email: 'someone@test.example', password: 'whatever-password' });
    const response = await new TestAgent(ctx.app).request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'content-length': String(payload.length + 50) },
      payload,
    });
    expectReadable400(response);
  });
});

describe('the compliance CSV export', () => {
  it('neutralises formulas in business names and confirmations, like every other export', async () => {
    const customer = await createUser(ctx.db, 'CLIENT');
    const { obligations } = await formEntities(
      ctx.db,
      customer.id,
      [{ stateCode: 'CA', entityType: 'LLC', businessName: '=HYPERLINK("http://evil.example","Click")' }],
      new Date(Date.UTC(2025, 0, 15)),
    );
    const obligation = obligations[0];
    const filing = await admin.request({
      method: 'POST',
      url: `/api/admin/compliance/${obligation.id}/filing`,
      payload: { filedOn: '2026-01-02', confirmation: '@SUM(1+1)' },
      csrf: true,
    });
    expect(filing.statusCode, filing.body).toBe(200);

    const csv = await admin.request({
      method: 'GET',
      url: `/api/admin/compliance/export.csv?filter=${filter({ q: 'HYPERLINK' })}`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Business,State,Entity type,Obligation,Due date,Status,Fee (USD),Filed on,Confirmation,Client',
    );
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line.startsWith(`"'=HYPERLINK(""http://evil.example""`)).toBe(true);
    expect(csv.body).toContain("'@SUM(1+1)");
    expect(csv.body).not.toMatch(/(^|,)"?[=@]/m);
  });
});

// The test apps of this file also make sure a second app on the same database does not see broken state.
describe('a second app', () => {
  let other: TestContext;
  beforeAll(async () => {
    other = await createTestApp();
  });
  afterAll(async () => other?.close());
  it('still answers after all the above', async () => {
    expect((await other.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});
