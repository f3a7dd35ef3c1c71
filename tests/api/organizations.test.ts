// Organisations: two firms with the same name holding same-named entities, a person in both; invitations accepted
// by an existing and a new account; a removed member's session refused at once; a viewer refused every write;
// another organisation's id answering 404 everywhere; hostile and duplicate CSV rows importing nothing; 200
// companies across several states imported and their deadlines in the calendar and its .ics feed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatCalendarDate, toCalendarDate } from '../../domain/calendar-dates';
import { OUTBOX_KINDS } from '../../domain/outbox-kinds';
import type { Mailer, MailMessage } from '../../platform/infra/mailer';
import { deliverOrganizationInvitation } from '../../platform/services/organizations';
import { runOrganizationDigests } from '../../worker/organizations/digest';
import { createTestApp, createUser, signedInAs, TestAgent, type TestContext } from '../helpers/api';
import { clientWithWyomingLlc } from '../helpers/compliance';
import { multipartBody } from '../helpers/uploads';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://formation.test.example' });
});
/** Every organisation this file made: their companies (10,000 imported among them) are removed at the end, so
 * other files' scans over every entity of the shared test database do not read them. */
const created: string[] = [];
afterAll(async () => {
  if (!ctx) return;
  await ctx.db.formedEntity.deleteMany({ where: { organizationId: { in: created }, orderId: null } });
  await ctx.db.organization.deleteMany({ where: { id: { in: created } } });
  await ctx.close();
});

const silent = { info: () => {}, error: () => {} };
const FIRM = 'Harbor & Pine Partners';
const SAME_ENTITY = { name: 'Acme Holdings LLC', stateCode: 'WY', entityType: 'LLC', formedOn: '2019-03-14' };

type Agent = TestAgent;
const post = (agent: Agent, url: string, payload?: unknown) =>
  agent.request({ method: 'POST', url, payload: payload as object, csrf: true });
const get = (agent: Agent, url: string) => agent.request({ method: 'GET', url });
const del = (agent: Agent, url: string) => agent.request({ method: 'DELETE', url, csrf: true });

async function createOrg(agent: Agent, name = FIRM): Promise<string> {
  const response = await post(agent, '/api/organizations', { name });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json()).toEqual({ id: expect.any(String), name });
  created.push(response.json().id);
  return response.json().id;
}

async function importCsv(agent: Agent, orgId: string, csv: string | Buffer, preview = false) {
  const data = typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv;
  const { payload, headers } = await multipartBody({}, { name: 'companies.csv', data, type: 'text/csv' });
  return agent.request({
    method: 'POST',
    url: `/api/organizations/${orgId}/entities/import${preview ? '?preview=1' : ''}`,
    payload,
    headers,
    csrf: true,
  });
}

/** Invites `email` with `role` and answers the token of the emailed link (the worker's delivery, run here). */
async function invite(owner: Agent, orgId: string, email: string, role: string): Promise<string> {
  const response = await post(owner, `/api/organizations/${orgId}/invitations`, { email, role });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json();
  const entry = await ctx.db.outboxEntry.findFirst({
    where: { kind: OUTBOX_KINDS.organizationInvitationEmail, payload: { path: ['invitationId'], equals: id } },
  });
  expect(entry).not.toBeNull();
  const sent: MailMessage[] = [];
  const mailer: Mailer = { transport: 'log', send: async (message) => void sent.push(message) };
  await deliverOrganizationInvitation({ db: ctx.db, config: ctx.config, mailer, log: silent }, { invitationId: id });
  expect(sent).toHaveLength(1);
  expect(sent[0]?.to).toBe(email.toLowerCase());
  const link = /https:\/\/formation\.test\.example\/organizations\/join\/([\w-]+)/.exec(sent[0]?.text ?? '');
  expect(link).not.toBeNull();
  return link?.[1] ?? '';
}

async function join(agent: Agent, orgId: string, email: string, owner: Agent, role: string) {
  const token = await invite(owner, orgId, email, role);
  const accepted = await post(agent, `/api/organizations/invitations/${token}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  expect(accepted.json()).toMatchObject({ organization: { id: orgId }, role });
  return token;
}

describe('two organisations with the same name and same-named entities, a person in both', () => {
  let ownerA: Awaited<ReturnType<typeof clientWithWyomingLlc>>;
  let ownerB: Awaited<ReturnType<typeof signedInAs>>;
  let both: Awaited<ReturnType<typeof signedInAs>>;
  let viewer: Awaited<ReturnType<typeof signedInAs>>;
  let orgA: string;
  let orgB: string;
  let entityA: string;
  let entityB: string;

  beforeAll(async () => {
    ownerA = await clientWithWyomingLlc(ctx, { businessName: 'Own Formed LLC', formedOn: new Date('2024-05-02') });
    ownerB = await signedInAs(ctx, 'CLIENT');
    both = await signedInAs(ctx, 'CLIENT');
    viewer = await signedInAs(ctx, 'CLIENT');
    orgA = await createOrg(ownerA.agent);
    orgB = await createOrg(ownerB.agent);
    const a = await post(ownerA.agent, `/api/organizations/${orgA}/entities`, {
      ...SAME_ENTITY,
      fileNumber: '2019-000111',
    });
    const b = await post(ownerB.agent, `/api/organizations/${orgB}/entities`, {
      ...SAME_ENTITY,
      fileNumber: '2019-000111',
    });
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode, b.body).toBe(201);
    entityA = a.json().id;
    entityB = b.json().id;
    await join(both.agent, orgA, both.user.email, ownerA.agent, 'ADMIN');
    await join(both.agent, orgB, both.user.email, ownerB.agent, 'MEMBER');
    await join(viewer.agent, orgA, viewer.user.email, ownerA.agent, 'VIEWER');
  });

  it('lists each person’s organisations with their role, and each registry holds only its own entity', async () => {
    const mine = (await get(both.agent, '/api/organizations')).json();
    expect(mine).toEqual(
      expect.arrayContaining([
        { id: orgA, name: FIRM, role: 'ADMIN' },
        { id: orgB, name: FIRM, role: 'MEMBER' },
      ]),
    );
    expect((await get(ownerA.agent, '/api/organizations')).json()).toEqual([{ id: orgA, name: FIRM, role: 'OWNER' }]);

    const registryA = await get(both.agent, `/api/organizations/${orgA}/entities`);
    const registryB = await get(both.agent, `/api/organizations/${orgB}/entities`);
    expect(registryA.json().map((e: { id: string }) => e.id)).toEqual([entityA]);
    expect(registryB.json().map((e: { id: string }) => e.id)).toEqual([entityB]);
    expect(registryA.json()[0]).toMatchObject({
      businessName: SAME_ENTITY.name,
      stateCode: 'WY',
      entityType: 'LLC',
      formedOn: SAME_ENTITY.formedOn,
      fileNumber: '2019-000111',
      organizationId: orgA,
      formedHere: false,
      status: 'ACTIVE',
      nextDeadline: { title: expect.any(String), dueDate: expect.any(String) },
    });
    // The same keys as GET /api/entities answers for an entity.
    const own = (await get(ownerA.agent, '/api/entities')).json();
    for (const key of Object.keys(own[0])) expect(registryA.json()[0]).toHaveProperty(key);
    // A member opens the organisation's entity page; the other organisation's owner gets 404.
    expect((await get(both.agent, `/api/entities/${entityA}`)).statusCode).toBe(200);
    expect((await get(ownerB.agent, `/api/entities/${entityA}`)).statusCode).toBe(404);
  });

  it('answers 404 to another organisation’s owner on every route of the organisation', async () => {
    const { csv } = companiesCsv(2, 'Foreign Reach');
    const attempts = [
      get(ownerB.agent, `/api/organizations/${orgA}`),
      get(ownerB.agent, `/api/organizations/${orgA}/entities`),
      get(ownerB.agent, `/api/organizations/${orgA}/entities.csv`),
      get(ownerB.agent, `/api/organizations/${orgA}/members`),
      get(ownerB.agent, `/api/organizations/${orgA}/calendar`),
      get(ownerB.agent, `/api/organizations/${orgA}/calendar/feed`),
      post(ownerB.agent, `/api/organizations/${orgA}/calendar/feed`),
      post(ownerB.agent, `/api/organizations/${orgA}/invitations`, { email: 'x@test.example', role: 'OWNER' }),
      del(ownerB.agent, `/api/organizations/${orgA}/members/${both.user.id}`),
      post(ownerB.agent, `/api/organizations/${orgA}/entities`, { ...SAME_ENTITY, fileNumber: 'X-1' }),
      post(ownerB.agent, `/api/organizations/${orgA}/entities/move`, { entityId: entityA }),
      importCsv(ownerB.agent, orgA, csv),
      get(ownerB.agent, '/api/organizations/00000000-0000-4000-8000-000000000000/entities'),
      get(ownerB.agent, '/api/organizations/not-a-uuid/entities'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    expect(await ctx.db.formedEntity.count({ where: { organizationId: orgA } })).toBe(1);
    expect(await ctx.db.organizationMember.count({ where: { organizationId: orgA, userId: both.user.id } })).toBe(1);
  });

  it('lets a viewer read everything and refuses every write with 403', async () => {
    for (const url of [
      `/api/organizations/${orgA}`,
      `/api/organizations/${orgA}/entities`,
      `/api/organizations/${orgA}/entities.csv`,
      `/api/organizations/${orgA}/members`,
      `/api/organizations/${orgA}/calendar`,
      `/api/organizations/${orgA}/calendar/feed`,
      `/api/entities/${entityA}`,
    ])
      expect((await get(viewer.agent, url)).statusCode, url).toBe(200);
    const { csv } = companiesCsv(2, 'Viewer Reach');
    const writes = [
      post(viewer.agent, `/api/organizations/${orgA}/invitations`, { email: 'v@test.example', role: 'VIEWER' }),
      del(viewer.agent, `/api/organizations/${orgA}/members/${both.user.id}`),
      post(viewer.agent, `/api/organizations/${orgA}/entities`, {
        ...SAME_ENTITY,
        name: 'Viewer Co LLC',
        fileNumber: 'V-1',
      }),
      post(viewer.agent, `/api/organizations/${orgA}/entities/move`, { entityId: entityA }),
      post(viewer.agent, `/api/organizations/${orgA}/calendar/feed`),
      importCsv(viewer.agent, orgA, csv),
      importCsv(viewer.agent, orgA, csv, true),
      post(viewer.agent, `/api/entities/${entityA}/orders`, { kind: 'GOOD_STANDING', details: {} }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    expect(await ctx.db.formedEntity.count({ where: { organizationId: orgA } })).toBe(1);
    // An admin may add companies but not manage members (owners only).
    const adminInvite = await post(both.agent, `/api/organizations/${orgA}/invitations`, {
      email: 'a@test.example',
      role: 'OWNER',
    });
    expect(adminInvite.statusCode).toBe(403);
  });

  it('lets a member order only for the companies an owner gave them; only its owners give, only its own companies', async () => {
    const put = (agent: Agent, payload: unknown) =>
      agent.request({
        method: 'PUT',
        url: `/api/organizations/${orgB}/members/${both.user.id}/entities`,
        payload: payload as object,
        csrf: true,
      });
    const orderFor = () => post(both.agent, `/api/entities/${entityB}/orders`, { kind: 'GOOD_STANDING', details: {} });
    const refused = await orderFor();
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toMatch(/only for the companies given to them/);
    const many = await post(both.agent, `/api/organizations/${orgB}/orders`, {
      kind: 'GOOD_STANDING',
      entityIds: [entityB],
      details: {},
    });
    expect(many.statusCode, many.body).toBe(403);
    expect((await put(ownerA.agent, { entityIds: [entityB] })).statusCode).toBe(404);
    expect((await put(both.agent, { entityIds: [entityB] })).statusCode).toBe(403);
    const foreign = await put(ownerB.agent, { entityIds: [entityB, entityA] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(`Entity not found: ${entityA}`);
    for (const hostile of [{ entityIds: ['x\u0000'] }, { entityIds: 'all' }, { entityIds: [entityB], more: 1 }, {}])
      expect((await put(ownerB.agent, hostile)).statusCode, JSON.stringify(hostile)).toBe(400);

    const given = await put(ownerB.agent, { entityIds: [entityB.toUpperCase(), entityB] });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({ userId: both.user.id, givenEntityIds: [entityB] });
    const members = (await get(ownerB.agent, `/api/organizations/${orgB}/members`)).json().members;
    expect(members.find((m: { userId: string }) => m.userId === both.user.id).givenEntityIds).toEqual([entityB]);
    expect(
      await ctx.db.auditEntry.count({
        where: { action: 'organization.member_entities_given', target: `organization:${orgB}` },
      }),
    ).toBe(1);
    // Given: the order is no longer refused for the member (this app takes no payments: 503 past the check).
    expect([200, 503]).toContain((await orderFor()).statusCode);
    // Taken back: refused again.
    expect((await put(ownerB.agent, { entityIds: [] })).statusCode).toBe(200);
    expect((await orderFor()).statusCode).toBe(403);
  });

  it('moves the owner’s own entity into the organisation, audited; nobody else can move it', async () => {
    const refused = await post(ownerB.agent, `/api/organizations/${orgB}/entities/move`, {
      entityId: ownerA.entity.id,
    });
    expect(refused.statusCode).toBe(409);
    const moved = await post(ownerA.agent, `/api/organizations/${orgA}/entities/move`, { entityId: ownerA.entity.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const row = await ctx.db.formedEntity.findUniqueOrThrow({ where: { id: ownerA.entity.id } });
    expect(row.organizationId).toBe(orgA);
    const entry = await ctx.db.auditEntry.findFirst({
      where: { action: 'organization.entity_moved', target: `entity:${ownerA.entity.id}` },
    });
    expect(entry).toMatchObject({ actorId: ownerA.user.id, success: true });
    // Now in the registry, and the admin member sees it, the other organisation does not.
    const ids = (await get(both.agent, `/api/organizations/${orgA}/entities`)).json().map((e: { id: string }) => e.id);
    expect(ids).toContain(ownerA.entity.id);
    expect((await get(ownerB.agent, `/api/entities/${ownerA.entity.id}`)).statusCode).toBe(404);
  });

  it('shows staff the organisation on the entity, its obligations and the order that formed it', async () => {
    const staff = await signedInAs(ctx, 'SUPERADMIN');
    const entity = await get(staff.agent, `/api/entities/${entityA}`);
    expect(entity.json()).toMatchObject({ organization: { id: orgA, name: FIRM }, fileNumber: '2019-000111' });
    const personal = await get(staff.agent, `/api/entities/${ownerB.user.id}`);
    expect(personal.statusCode).toBe(404);
    // The formation order of the entity its owner moved in.
    const order = await get(staff.agent, `/api/admin/orders/${ownerA.entity.orderId}`);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().organization).toEqual({ id: orgA, name: FIRM });
    const list = await get(
      staff.agent,
      `/api/admin/compliance?filter=${encodeURIComponent(JSON.stringify({ q: SAME_ENTITY.name }))}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json() as { entityId: string; organizationName: string | null }[];
    expect(rows.find((r) => r.entityId === entityA)?.organizationName).toBe(FIRM);
  });

  it('ends a removed member’s access at once, in the session they already hold', async () => {
    const leaving = await signedInAs(ctx, 'CLIENT');
    await join(leaving.agent, orgA, leaving.user.email, ownerA.agent, 'ADMIN');
    expect((await get(leaving.agent, `/api/organizations/${orgA}/entities`)).statusCode).toBe(200);
    expect((await get(leaving.agent, `/api/entities/${entityA}`)).statusCode).toBe(200);

    const removed = await del(ownerA.agent, `/api/organizations/${orgA}/members/${leaving.user.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    // The same agent, the same session cookie: refused on the very next request.
    expect((await get(leaving.agent, `/api/organizations/${orgA}/entities`)).statusCode).toBe(404);
    expect((await get(leaving.agent, `/api/entities/${entityA}`)).statusCode).toBe(404);
    const write = await post(leaving.agent, `/api/organizations/${orgA}/entities`, {
      ...SAME_ENTITY,
      name: 'After Removal LLC',
      fileNumber: 'R-1',
    });
    expect(write.statusCode).toBe(404);
    expect((await get(leaving.agent, '/api/organizations')).json()).toEqual([]);
    // The last owner stays.
    const lastOwner = await del(ownerA.agent, `/api/organizations/${orgA}/members/${ownerA.user.id}`);
    expect(lastOwner.statusCode).toBe(409);
  });

  it('accepts an invitation from a new account, refuses another person’s and a spent link', async () => {
    const newcomer = `newcomer-${Date.now()}@test.example`;
    const token = await invite(ownerA.agent, orgA, newcomer, 'VIEWER');
    // Someone else, signed in, cannot take it.
    const stranger = await post(ownerB.agent, `/api/organizations/invitations/${token}/accept`, {});
    expect(stranger.statusCode).toBe(403);
    const anonymous = new TestAgent(ctx.app);
    const shown = await get(anonymous, `/api/organizations/invitations/${token}`);
    expect(shown.json()).toMatchObject({
      organization: { id: orgA, name: FIRM },
      email: newcomer,
      role: 'VIEWER',
      hasAccount: false,
    });
    expect(
      (await post(anonymous, `/api/organizations/invitations/${token}/accept`, { password: 'short' })).statusCode,
    ).toBe(400);
    const accepted = await post(anonymous, `/api/organizations/invitations/${token}/accept`, {
      password: 'a long enough password',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await anonymous.fetchCsrf();
    expect((await get(anonymous, '/api/organizations')).json()).toEqual([{ id: orgA, name: FIRM, role: 'VIEWER' }]);
    expect((await post(anonymous, `/api/organizations/invitations/${token}/accept`, {})).statusCode).toBe(404);
    expect((await get(anonymous, '/api/organizations/invitations/not-a-real-token')).statusCode).toBe(404);

    // An existing account signed out is asked to sign in first.
    const existing = await createUser(ctx.db, 'CLIENT');
    const second = await invite(ownerA.agent, orgA, existing.email, 'MEMBER');
    const signedOut = new TestAgent(ctx.app);
    expect(
      (await post(signedOut, `/api/organizations/invitations/${second}/accept`, { password: 'whatever123' }))
        .statusCode,
    ).toBe(401);
    await signedOut.login(existing.email, existing.password);
    expect((await post(signedOut, `/api/organizations/invitations/${second}/accept`, {})).statusCode).toBe(200);
  });
});

/** A CSV of `count` valid companies across several states, names prefixed. */
function companiesCsv(count: number, prefix: string, states = ['WY', 'DE', 'NV', 'CA', 'SD', 'IL', 'TX', 'FL']) {
  const rows = Array.from({ length: count }, (_, i) => {
    const state = states[i % states.length] as string;
    const type = i % 3 === 0 ? 'Corporation' : 'LLC';
    return `${prefix} ${i + 1} ${type === 'LLC' ? 'LLC' : 'Inc'},${state},${type},2018-0${(i % 9) + 1}-1${i % 9},${state}-${prefix.length}-${i + 1}`;
  });
  return { csv: ['name,stateCode,entityType,formedOn,fileNumber', ...rows].join('\r\n'), states };
}

describe('CSV import', () => {
  let owner: Awaited<ReturnType<typeof signedInAs>>;
  let orgId: string;

  beforeAll(async () => {
    owner = await signedInAs(ctx, 'CLIENT');
    orgId = await createOrg(owner.agent, 'Import Firm');
    const first = await post(owner.agent, `/api/organizations/${orgId}/entities`, {
      name: 'Already Here LLC',
      stateCode: 'DE',
      entityType: 'LLC',
      formedOn: '2015-01-20',
      fileNumber: 'DE-555',
    });
    expect(first.statusCode, first.body).toBe(201);
  });

  it('imports nothing when any row is hostile or a duplicate, and names each row', async () => {
    const header = Buffer.from('name,stateCode,entityType,formedOn,fileNumber\n');
    const line = (text: string) => Buffer.from(`${text}\n`, 'utf8');
    const file = Buffer.concat([
      header,
      line('Good One LLC,WY,LLC,2020-01-02,WY-1'), // row 2
      line('"=HYPERLINK(""http://evil.example"")",WY,LLC,2020-01-02,WY-2'), // 3
      line('+Plus Co,WY,LLC,2020-01-02,WY-3'), // 4
      line('Minus Co,WY,LLC,2020-01-02,-2+3'), // 5
      line('@SUM(A1),WY,LLC,2020-01-02,WY-5'), // 6
      line('"\tTabbed LLC",WY,LLC,2020-01-02,WY-6'), // 7
      line('Nul\u0000 LLC,WY,LLC,2020-01-02,WY-7'), // 8
      Buffer.concat([Buffer.from('Lone '), Buffer.from([0xed, 0xa0, 0x80]), line(' LLC,WY,LLC,2020-01-02,WY-8')]), // 9
      line('Good One LLC,WY,LLC,2020-01-02,WY-9'), // 10: same name as row 2
      line('already here llc,DE,LLC,2015-01-20,DE-999'), // 11: in the registry
      line('Bad State LLC,ZZ,LLC,2020-01-02,ZZ-1'), // 12
      line('Huge Date LLC,WY,LLC,1e308,WY-12'), // 13
      line('Future LLC,WY,LLC,2999-01-01,WY-13'), // 14
      line('No Type LLC,WY,Partnership,2020-01-02,WY-14'), // 15
      line('Other File LLC,WY,LLC,2020-01-02,WY-1'), // 16: file number of row 2
      line('"Quoted, Comma; LLC",NV,LLC,2020-02-29,NV-1'), // 17: fine
      line('=HYPERLINK("http://evil.example"),WY,LLC,2020-01-02,WY-18'), // 18: unquoted, quotes inside
    ]);
    const before = await ctx.db.formedEntity.count({ where: { organizationId: orgId } });
    for (const preview of [true, false]) {
      const response = await importCsv(owner.agent, orgId, file, preview);
      expect(response.statusCode, response.body).toBe(200);
      const { imported, errors } = response.json();
      expect(imported).toBe(0);
      const byRow = new Map<number, string>(errors.map((e: { row: number; message: string }) => [e.row, e.message]));
      expect([...byRow.keys()].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18]);
      for (const row of [3, 4, 5, 6, 7, 18]) expect(byRow.get(row)).toMatch(/formula/);
      expect(byRow.get(8)).toMatch(/control characters/);
      expect(byRow.get(9)).toMatch(/UTF-8/);
      expect(byRow.get(10)).toMatch(/duplicate of row 2/);
      expect(byRow.get(11)).toMatch(/already in the organization's registry/);
      expect(byRow.get(12)).toMatch(/stateCode/);
      expect(byRow.get(13)).toMatch(/formedOn/);
      expect(byRow.get(14)).toMatch(/formedOn/);
      expect(byRow.get(15)).toMatch(/entityType/);
      expect(byRow.get(16)).toMatch(/duplicate of row 2/);
    }
    expect(await ctx.db.formedEntity.count({ where: { organizationId: orgId } })).toBe(before);
  });

  it('previews a clean file without writing, then imports it; a second import of it is all duplicates', async () => {
    const { csv } = companiesCsv(12, 'Preview Co');
    const before = await ctx.db.formedEntity.count({ where: { organizationId: orgId } });
    const preview = await importCsv(owner.agent, orgId, csv, true);
    expect(preview.json()).toEqual({ imported: 12, errors: [], preview: true });
    expect(await ctx.db.formedEntity.count({ where: { organizationId: orgId } })).toBe(before);
    const done = await importCsv(owner.agent, orgId, csv);
    expect(done.json()).toEqual({ imported: 12, errors: [], preview: false });
    expect(await ctx.db.formedEntity.count({ where: { organizationId: orgId } })).toBe(before + 12);
    const again = await importCsv(owner.agent, orgId, csv);
    expect(again.json().imported).toBe(0);
    expect(again.json().errors).toHaveLength(12);
    expect(await ctx.db.formedEntity.count({ where: { organizationId: orgId } })).toBe(before + 12);
  });

  it('refuses files that are not a company CSV with a 400 message', async () => {
    for (const body of ['', 'company,where\nA,B', 'name,stateCode,entityType,formedOn,fileNumber\n']) {
      const response = await importCsv(owner.agent, orgId, body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json()).toEqual({ message: expect.stringMatching(/^file: /) });
    }
    const json = await post(owner.agent, `/api/organizations/${orgId}/entities/import`, { file: 'x' });
    expect(json.statusCode).toBe(400);
  });

  it('imports 10,000 rows within a minute, in one transaction', async () => {
    const big = await createOrg(owner.agent, 'Big Group');
    const { csv } = companiesCsv(10_000, 'Bulk');
    const started = Date.now();
    const response = await importCsv(owner.agent, big, csv);
    const seconds = (Date.now() - started) / 1000;
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json()).toEqual({ imported: 10_000, errors: [], preview: false });
    expect(seconds).toBeLessThan(60);
    expect(await ctx.db.formedEntity.count({ where: { organizationId: big } })).toBe(10_000);
    const page = await get(owner.agent, `/api/organizations/${big}/entities?limit=50`);
    expect(page.json()).toHaveLength(50);
    expect(page.headers['x-total-count']).toBe('10000');
  }, 120_000);
});

describe('200 existing companies across several states in the registry, calendar and .ics feed', () => {
  it('shows every deadline, filters and exports the registry, and serves the feed only with its token', async () => {
    const owner = await signedInAs(ctx, 'CLIENT');
    const other = await signedInAs(ctx, 'CLIENT');
    const orgId = await createOrg(owner.agent, 'Calendar Firm');
    const otherOrg = await createOrg(other.agent, 'Calendar Firm');
    const { csv, states } = companiesCsv(200, 'Calendar Co');
    const done = await importCsv(owner.agent, orgId, csv);
    expect(done.json()).toEqual({ imported: 200, errors: [], preview: false });
    // One with text that iCalendar must escape.
    const escaped = await post(owner.agent, `/api/organizations/${orgId}/entities`, {
      name: 'Smith, Jones; Partners LLC',
      stateCode: 'WY',
      entityType: 'LLC',
      formedOn: '2017-06-01',
      fileNumber: '2017-123456',
    });
    expect(escaped.statusCode, escaped.body).toBe(201);

    const calendar = await get(owner.agent, `/api/organizations/${orgId}/calendar`);
    expect(calendar.statusCode).toBe(200);
    const obligations = calendar.json() as {
      businessName: string;
      dueDate: string;
      stateCode: string;
      title: string;
    }[];
    const entities = new Set(obligations.map((o) => o.businessName));
    expect(entities.size).toBe(201);
    expect(new Set(obligations.map((o) => o.stateCode))).toEqual(new Set([...states]));
    const today = formatCalendarDate(toCalendarDate(new Date()));
    for (const o of obligations) expect(o.dueDate >= today).toBe(true);
    // None of our registered agent's renewals: the agent is not ours yet.
    expect(obligations.some((o) => /Registered Agent/.test(o.title))).toBe(false);
    const sorted = [...obligations].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    expect(obligations.map((o) => o.dueDate)).toEqual(sorted.map((o) => o.dueDate));
    const within = await get(
      owner.agent,
      `/api/organizations/${orgId}/calendar?from=${today}&to=${formatCalendarDate(addDays(new Date(), 90))}`,
    );
    expect(within.json().length).toBeLessThanOrEqual(obligations.length);
    // The other organisation of the same name sees none of it.
    expect((await get(other.agent, `/api/organizations/${otherOrg}/calendar`)).json()).toEqual([]);

    // Registry filters and the CSV export.
    const wyoming = (await get(owner.agent, `/api/organizations/${orgId}/entities?stateCode=wy`)).json();
    expect(wyoming.length).toBe(26);
    expect(wyoming.every((e: { stateCode: string }) => e.stateCode === 'WY')).toBe(true);
    const corps = (await get(owner.agent, `/api/organizations/${orgId}/entities?entityType=CORP`)).json();
    expect(corps.every((e: { entityType: string }) => e.entityType === 'CORP')).toBe(true);
    expect(corps.length).toBe(67);
    expect((await get(owner.agent, `/api/organizations/${orgId}/entities?autoFile=true`)).json()).toEqual([]);
    const soon = formatCalendarDate(addDays(new Date(), 800));
    expect((await get(owner.agent, `/api/organizations/${orgId}/entities?dueBefore=${soon}`)).json().length).toBe(201);
    expect((await get(owner.agent, `/api/organizations/${orgId}/entities?status=GONE`)).statusCode).toBe(400);
    const exported = await get(owner.agent, `/api/organizations/${orgId}/entities.csv?stateCode=WY`);
    expect(exported.headers['content-type']).toMatch(/text\/csv/);
    const lines = exported.body.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^name,stateCode,entityType,formedOn,fileNumber/);
    expect(lines).toHaveLength(27);
    expect(exported.body).toContain('"Smith, Jones; Partners LLC"');

    // The .ics feed: its secret address, every deadline, text escaped; wrong tokens and ids answer 404.
    const feed = (await get(owner.agent, `/api/organizations/${orgId}/calendar/feed`)).json();
    const url = new URL(feed.url);
    expect(url.pathname).toBe(`/api/organizations/${orgId}/calendar.ics`);
    const token = url.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    const anonymous = new TestAgent(ctx.app);
    const ics = await get(anonymous, `${url.pathname}?token=${token}`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/text\/calendar/);
    const unfolded = ics.body.replace(/\r\n[ \t]/g, '');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(obligations.length);
    expect(unfolded).toContain('Calendar Co 1 Inc (WY)');
    expect(unfolded).toContain('Smith\\, Jones\\; Partners LLC');
    for (const line of ics.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const first = obligations[0] as { dueDate: string };
    expect(unfolded).toContain(`DTSTART;VALUE=DATE:${first.dueDate.replace(/-/g, '')}`);
    for (const wrong of [
      `/api/organizations/${orgId}/calendar.ics?token=${token.slice(0, -1)}x`,
      `/api/organizations/${orgId}/calendar.ics`,
      `/api/organizations/${otherOrg}/calendar.ics?token=${token}`,
    ])
      expect((await get(anonymous, wrong)).statusCode, wrong).toBe(404);
    // Rotated: the old address stops working at once.
    const rotated = await post(owner.agent, `/api/organizations/${orgId}/calendar/feed`);
    expect(rotated.statusCode).toBe(200);
    expect((await get(anonymous, `${url.pathname}?token=${token}`)).statusCode).toBe(404);
    expect(
      (await get(anonymous, new URL(rotated.json().url).pathname + new URL(rotated.json().url).search)).statusCode,
    ).toBe(200);
  }, 60_000);
});

describe('weekly digest', () => {
  it('emails each member what is due in 30 days, what waits on them and what was filed, once a week', async () => {
    const owner = await signedInAs(ctx, 'CLIENT');
    const viewer = await signedInAs(ctx, 'CLIENT');
    const other = await signedInAs(ctx, 'CLIENT');
    const orgId = await createOrg(owner.agent, 'Digest Firm');
    const otherOrg = await createOrg(other.agent, 'Digest Firm');
    await join(viewer.agent, orgId, viewer.user.email, owner.agent, 'VIEWER');
    for (const [agent, id] of [
      [owner.agent, orgId],
      [other.agent, otherOrg],
    ] as const) {
      const added = await post(agent, `/api/organizations/${id}/entities`, {
        name: 'Digest Twin LLC',
        stateCode: 'WY',
        entityType: 'LLC',
        formedOn: '2018-05-20',
        fileNumber: 'WY-DIGEST',
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    // Wyoming's annual report is due on the first day of the anniversary month: find it and digest 10 days before.
    const obligation = await ctx.db.complianceObligation.findFirstOrThrow({
      where: { entity: { organizationId: orgId } },
      orderBy: { dueDate: 'asc' },
    });
    const day = addDays(obligation.dueDate, -10);
    const sent: MailMessage[] = [];
    const mailer: Mailer = { transport: 'log', send: async (message) => void sent.push(message) };
    const deps = { db: ctx.db, mailer, log: silent as never, publicUrl: 'https://formation.test.example' };
    await Promise.all([runOrganizationDigests(deps, day), runOrganizationDigests(deps, day)]);
    const mine = sent.filter((m) => m.subject.startsWith('Digest Firm'));
    const toOrg = mine.filter((m) => m.text.includes(`/organizations/${orgId}/calendar`));
    expect(toOrg.map((m) => m.to).sort()).toEqual([owner.user.email, viewer.user.email].sort());
    expect(toOrg[0]?.text).toContain(
      `${formatCalendarDate(obligation.dueDate)}: ${obligation.title}, Digest Twin LLC (WY)`,
    );
    expect(toOrg[0]?.text).toContain('Due in the next 30 days');
    // The other organisation's owner gets their own, never this one's.
    const toOther = mine.filter((m) => m.to === other.user.email);
    expect(toOther).toHaveLength(1);
    expect(toOther[0]?.text).toContain(`/organizations/${otherOrg}/calendar`);
    // Once a week: the same week again sends nothing more to them.
    const before = sent.length;
    await runOrganizationDigests(deps, addDays(day, 1));
    expect(sent.slice(before).filter((m) => m.text.includes(`/organizations/${orgId}/`))).toHaveLength(
      new Date(day).getUTCDay() === 0 ? 2 : 0,
    );
  });
});
