// Cases through the partner API, called with the typed client as a partner would: staff request changes on a
// partner's order (the back-office's staff action), the partner lists the case with the fields needed and a due
// date, gets case.opened, and answers with values checked against the order kind's details schema, which reach
// the order's workflow as a client's change response does. A second partner of the same name (same customer and
// business names) reaches none of it. The workflow is the API tests' fake; its activities are the real ones.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_ANSWER_DAYS } from '../../domain/partner-api/cases';
import { createOrderRecordActivities } from '../../worker/pipeline/order-records';
import { createTestApp, signedInAs, type TestAgent, type TestContext } from '../helpers/api';
import { fakePipeline } from '../helpers/fake-pipeline';
import { createPartner, formPartnerEntity, type PartnerClient, partnerClient } from '../helpers/partners';

const pipeline = fakePipeline(() => ctx.db);
let ctx: TestContext;
let baseUrl: string;
let staff: TestAgent;
let activities: ReturnType<typeof createOrderRecordActivities>;
beforeAll(async () => {
  ctx = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '1000' }, undefined, { pipelineClient: pipeline });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  staff = (await signedInAs(ctx, 'ADMIN')).agent;
  activities = createOrderRecordActivities({
    db: ctx.db,
    mailer: { transport: 'log', send: async () => {} },
    publicUrl: ctx.config.publicUrl,
  });
});
afterAll(async () => ctx?.close());

const key = () => ({ header: { 'Idempotency-Key': randomUUID() } });
const errorOf = (answer: { error?: unknown }) =>
  (answer.error as { error: { code: string; param: string | null } }).error;

/**
 * Staff's 'Request changes' on the order page (with the fields they picked and a due date, if any), and the
 * workflow's activity recording what the workflow was given (as the workflow would).
 */
async function requestChanges(orderId: string, message: string, picked: { fields?: string[]; dueDate?: string } = {}) {
  const response = await staff.request({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/actions`,
    payload: { action: 'requestChanges', message, ...picked },
    csrf: true,
  });
  expect(response.statusCode).toBe(200);
  const { action } = pipeline.calls.at(-1)!;
  expect(action).toMatchObject({ action: 'requestChanges', message, ...picked });
  const { fields, dueDate } = action as { fields?: string[]; dueDate?: string };
  const changeRequestId = randomUUID();
  await activities.openChangeRequest({ orderId, changeRequestId, message, fields, dueDate, actor: null });
  return changeRequestId;
}

/** The workflow's activity recording the answer it was given. */
async function recordAnswer(orderId: string, changeRequestId: string) {
  const call = pipeline.calls.at(-1)!;
  expect(call).toMatchObject({ orderId, action: { action: 'clientResponse' } });
  await activities.answerChangeRequest({
    orderId,
    changeRequestId,
    message: (call.action as { message: string }).message,
  });
}

async function placeEin(api: PartnerClient) {
  const entity = await formPartnerEntity(ctx.db, api);
  const placed = await api.POST('/api/v1/orders', {
    params: key(),
    body: {
      kind: 'EIN',
      entityId: entity.id,
      details: { responsiblePartyName: 'Jane Doe', responsiblePartyHasSsn: true },
    },
  });
  expect(placed.response.status).toBe(201);
  return (placed.data as { id: string }).id;
}

describe('partner API: cases', () => {
  it('opens a case with the fields needed and a due date, and takes the answer to the workflow', async () => {
    const { keys } = await createPartner(ctx.db, 'Same Name Bank');
    const api = partnerClient(baseUrl, keys.TEST);
    const orderId = await placeEin(api);
    const caseId = await requestChanges(orderId, 'The responsible party must be a person, with their full name');

    const list = await api.GET('/api/v1/cases', {});
    expect(list.data?.data).toHaveLength(1);
    const opened = list.data!.data[0];
    expect(opened).toMatchObject({
      id: caseId,
      object: 'case',
      order: orderId,
      status: 'open',
      message: 'The responsible party must be a person, with their full name',
      fields: ['responsiblePartyName', 'responsiblePartyHasSsn'],
      answer: null,
      livemode: false,
    });
    expect(Date.parse(opened.dueDate) - Date.parse(opened.createdAt)).toBe(CASE_ANSWER_DAYS * 24 * 60 * 60 * 1000);
    const events = await api.GET('/api/v1/events', { params: { query: { type: 'case.opened' } } });
    expect(events.data?.data[0]).toMatchObject({ type: 'case.opened', order: orderId });
    expect(events.data?.data[0].data.case).toEqual(opened);

    // Values that do not fit the kind's details schema are refused by field; the workflow hears nothing.
    const calls = pipeline.calls.length;
    const missing = await api.POST('/api/v1/cases/{id}/answer', {
      params: { ...key(), path: { id: caseId } },
      body: { details: { responsiblePartyHasSsn: true } },
    });
    expect(missing.response.status).toBe(400);
    expect(errorOf(missing)).toMatchObject({ code: 'parameter_invalid', param: 'details.responsiblePartyName' });
    const extra = await api.POST('/api/v1/cases/{id}/answer', {
      params: { ...key(), path: { id: caseId } },
      body: { details: { responsiblePartyName: 'Jane Q. Doe', responsiblePartyHasSsn: true, ssn: '123' } },
    });
    expect(errorOf(extra)).toMatchObject({ code: 'parameter_invalid', param: 'details.ssn' });
    expect(pipeline.calls.length).toBe(calls);

    const params = { ...key(), path: { id: caseId } };
    const body = { details: { responsiblePartyName: 'Jane Q. Doe', responsiblePartyHasSsn: true }, message: 'Fixed' };
    const answered = await api.POST('/api/v1/cases/{id}/answer', { params, body });
    expect(answered.response.status).toBe(200);
    expect(answered.data).toMatchObject({
      id: caseId,
      status: 'answered',
      answer: expect.stringContaining('Jane Q. Doe'),
    });
    expect(pipeline.calls.at(-1)).toMatchObject({
      orderId,
      action: { action: 'clientResponse', message: expect.stringContaining('"responsiblePartyName":"Jane Q. Doe"') },
      actor: { id: null, email: expect.stringContaining('Same Name Bank') },
    });
    expect(pipeline.states.get(orderId)).toMatchObject({ stage: 'PENDING_REVIEW', changeRequest: null });
    expect(await ctx.db.auditEntry.count({ where: { action: 'order.change_response', target: orderId } })).toBe(1);
    await recordAnswer(orderId, caseId);

    const replay = await api.POST('/api/v1/cases/{id}/answer', { params, body });
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    const again = await api.POST('/api/v1/cases/{id}/answer', { params: { ...key(), path: { id: caseId } }, body });
    expect(again.response.status).toBe(409);
    expect(errorOf(again).code).toBe('case_answered');
    const read = await api.GET('/api/v1/cases/{id}', { params: { path: { id: caseId } } });
    expect(read.data).toMatchObject({ status: 'answered', answer: expect.stringContaining('Fixed') });
    expect((await api.GET('/api/v1/cases', { params: { query: { status: 'open' } } })).data?.data).toEqual([]);
  });

  it("lists a formation's fields per state and takes each state's name and type", async () => {
    const { keys } = await createPartner(ctx.db, 'Same Name Bank');
    const api = partnerClient(baseUrl, keys.TEST);
    const placed = await api.POST('/api/v1/orders', {
      params: key(),
      body: {
        kind: 'FORMATION',
        customer: { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' },
        packages: ['PREMIUM'],
        services: [],
        states: ['WY'],
        entityDetails: { WY: { businessName: 'Same Name LLC', entityType: 'LLC' } },
      },
    });
    const orderId = (placed.data as { id: string }).id;
    const caseId = await requestChanges(orderId, 'Wyoming has a company of that name: choose another');
    const opened = await api.GET('/api/v1/cases/{id}', { params: { path: { id: caseId } } });
    expect(opened.data?.fields).toEqual(['WY.businessName', 'WY.entityType']);
    const wrongType = await api.POST('/api/v1/cases/{id}/answer', {
      params: { ...key(), path: { id: caseId } },
      body: { details: { WY: { businessName: 'Other Name LLC', entityType: 'SERIES_LLC' } } },
    });
    expect(wrongType.response.status).toBe(400);
    expect(errorOf(wrongType).param).toBe('details.WY.entityType');
    // A path the case does not list is refused in the flat form too.
    const unlisted = await api.POST('/api/v1/cases/{id}/answer', {
      params: { ...key(), path: { id: caseId } },
      body: { details: { 'WY.businessName': 'Other Name LLC', 'WY.entityType': 'LLC', 'DE.businessName': 'X LLC' } },
    });
    expect(unlisted.response.status).toBe(400);
    // The answer takes the very paths the case lists.
    const answered = await api.POST('/api/v1/cases/{id}/answer', {
      params: { ...key(), path: { id: caseId } },
      body: { details: { 'WY.businessName': 'Other Name LLC', 'WY.entityType': 'LLC' } },
    });
    expect(answered.response.status, JSON.stringify(answered.error)).toBe(200);
    const order = await ctx.db.orderEntity.findFirstOrThrow({ where: { orderId, stateCode: 'WY' } });
    expect(order.businessName).toBe('Other Name LLC');
  });

  it('lists only the fields staff picked, with their due date, and writes the answer into the order', async () => {
    const { keys } = await createPartner(ctx.db, 'Same Name Bank');
    const other = partnerClient(baseUrl, (await createPartner(ctx.db, 'Same Name Bank')).keys.TEST);
    const api = partnerClient(baseUrl, keys.TEST);
    const placed = await api.POST('/api/v1/orders', {
      params: key(),
      body: {
        kind: 'FORMATION',
        customer: { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' },
        packages: ['PREMIUM'],
        services: [],
        states: ['DE', 'WY'],
        entityDetails: {
          DE: { businessName: 'Same Name LLC', entityType: 'LLC' },
          WY: { businessName: 'Same Name LLC', entityType: 'LLC' },
        },
      },
    });
    const orderId = (placed.data as { id: string }).id;
    const dueDate = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

    // Fields the order does not have, and dates staff cannot give, are refused with the reason; nothing is asked.
    const calls = pipeline.calls.length;
    const refused = async (payload: Record<string, unknown>, reason: RegExp) => {
      const response = await staff.request({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/actions`,
        payload: { action: 'requestChanges', message: 'Check the names', ...payload },
        csrf: true,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(reason);
    };
    await refused({ fields: ['CA.businessName'] }, /fields: unknown field 'CA.businessName'.*DE\.businessName/);
    await refused({ fields: ['DE.businessName', 'DE.businessName'] }, /fields: must not repeat a field/);
    await refused({ fields: ['DE.\u0000', 'WY.\ud800'] }, /fields/);
    await refused({ dueDate: '2001-01-01' }, /dueDate: must not be in the past/);
    await refused({ dueDate: '9999-12-31' }, /dueDate: must be within a year/);
    await refused({ dueDate: '1e308' }, /dueDate/);
    await refused({ fields: 'DE.businessName' }, /fields/);
    expect(pipeline.calls.length).toBe(calls);

    const fields = ['DE.businessName', 'WY.entityType'];
    const caseId = await requestChanges(orderId, 'Delaware has that name; Wyoming needs a corporation', {
      fields,
      dueDate,
    });
    const opened = await api.GET('/api/v1/cases/{id}', { params: { path: { id: caseId } } });
    expect(opened.data).toMatchObject({ fields, dueDate: `${dueDate}T00:00:00.000Z`, status: 'open' });
    const events = await api.GET('/api/v1/events', { params: { query: { type: 'case.opened' } } });
    expect(events.data?.data[0]).toMatchObject({ type: 'case.opened', order: orderId, data: { case: opened.data } });

    // Another partner of the same name reaches none of it.
    expect((await other.GET('/api/v1/cases/{id}', { params: { path: { id: caseId } } })).response.status).toBe(404);
    const theirs = await other.POST('/api/v1/cases/{id}/answer', {
      params: { ...key(), path: { id: caseId } },
      body: { details: { DE: { businessName: 'Mallory LLC' } } },
    });
    expect(theirs.response.status).toBe(404);

    // A field the case does not ask for, a missing one, or hostile values: 400 by field, nothing written.
    const answer = (details: unknown) =>
      api.POST('/api/v1/cases/{id}/answer', {
        params: { ...key(), path: { id: caseId } },
        body: { details: details as Record<string, unknown> },
      });
    const wrong = await answer({
      DE: { businessName: 'Other Name LLC', entityType: 'CORP' },
      WY: { entityType: 'CORP' },
    });
    expect(wrong.response.status).toBe(400);
    expect(errorOf(wrong)).toMatchObject({ code: 'parameter_invalid', param: 'details.DE.entityType' });
    expect((wrong.error as { error: { message: string } }).error.message).toMatch(/DE\.businessName, WY\.entityType/);
    expect(errorOf(await answer({ DE: { businessName: 'Other Name LLC' } }))).toMatchObject({ param: 'details.WY' });
    expect(errorOf(await answer({ CA: { businessName: 'x' } }))).toMatchObject({ param: 'details.CA' });
    for (const hostile of [
      { DE: { businessName: 'Nul\u0000 LLC' }, WY: { entityType: 'CORP' } },
      { DE: { businessName: 'Lone \ud800 LLC' }, WY: { entityType: 'CORP' } },
      { DE: { businessName: 1e308 }, WY: { entityType: 'CORP' } },
      { DE: { businessName: 'x'.repeat(100_000) }, WY: { entityType: 'CORP' } },
      { DE: 'Other Name LLC', WY: { entityType: 'CORP' } },
    ])
      expect((await answer(hostile)).response.status).toBe(400);
    expect(pipeline.calls.length).toBe(calls + 1);

    const answered = await answer({ DE: { businessName: 'Other Name LLC' }, WY: { entityType: 'CORP' } });
    expect(answered.response.status).toBe(200);
    expect(answered.data).toMatchObject({
      id: caseId,
      status: 'answered',
      fields,
      answer: expect.stringContaining('CORP'),
    });
    expect(pipeline.calls.at(-1)).toMatchObject({ orderId, action: { action: 'clientResponse' } });
    await recordAnswer(orderId, caseId);

    const changed = [
      { businessName: 'Other Name LLC', entityType: 'LLC' },
      { businessName: 'Same Name LLC', entityType: 'CORP' },
    ];
    const read = await api.GET('/api/v1/orders/{id}', { params: { path: { id: orderId } } });
    expect(read.data?.entities).toEqual([
      { state: 'DE', ...changed[0] },
      { state: 'WY', ...changed[1] },
    ]);
    const admin = await staff.request({ method: 'GET', url: `/api/admin/orders/${orderId}` });
    expect(admin.json().entities).toEqual([
      { stateCode: 'DE', ...changed[0] },
      { stateCode: 'WY', ...changed[1] },
    ]);
    const audited = await ctx.db.auditEntry.findFirst({ where: { action: 'order.change_response', target: orderId } });
    expect(audited?.details).toMatchObject({ case: caseId, fields });
    expect((await api.GET('/api/v1/cases/{id}', { params: { path: { id: caseId } } })).data).toMatchObject({
      status: 'answered',
      answer: expect.stringContaining('Other Name LLC'),
    });
  });

  it("rewrites a later order's details with the one field staff picked, keeping the others", async () => {
    const { keys } = await createPartner(ctx.db, 'Same Name Bank');
    const api = partnerClient(baseUrl, keys.TEST);
    const orderId = await placeEin(api);
    const caseId = await requestChanges(orderId, 'Give the full name', { fields: ['responsiblePartyName'] });
    const opened = await api.GET('/api/v1/cases/{id}', { params: { path: { id: caseId } } });
    expect(opened.data?.fields).toEqual(['responsiblePartyName']);
    expect(Date.parse(opened.data!.dueDate) - Date.parse(opened.data!.createdAt)).toBe(
      CASE_ANSWER_DAYS * 24 * 60 * 60 * 1000,
    );
    const extra = await api.POST('/api/v1/cases/{id}/answer', {
      params: { ...key(), path: { id: caseId } },
      body: { details: { responsiblePartyName: 'Jane Q. Doe', responsiblePartyHasSsn: false } },
    });
    expect(errorOf(extra)).toMatchObject({ code: 'parameter_invalid', param: 'details.responsiblePartyHasSsn' });
    const answered = await api.POST('/api/v1/cases/{id}/answer', {
      params: { ...key(), path: { id: caseId } },
      body: { details: { responsiblePartyName: 'Jane Q. Doe' } },
    });
    expect(answered.response.status).toBe(200);
    const read = await api.GET('/api/v1/orders/{id}', { params: { path: { id: orderId } } });
    expect(read.data?.details).toEqual({ responsiblePartyName: 'Jane Q. Doe', responsiblePartyHasSsn: true });
    const admin = await staff.request({ method: 'GET', url: `/api/admin/orders/${orderId}` });
    expect(admin.json().details).toEqual({ responsiblePartyName: 'Jane Q. Doe', responsiblePartyHasSsn: true });
  });

  it("lets a second partner of the same name reach none of the first one's cases, and pages them", async () => {
    const a = await createPartner(ctx.db, 'Same Name Bank', ['TEST', 'LIVE']);
    const b = await createPartner(ctx.db, 'Same Name Bank');
    const apiA = partnerClient(baseUrl, a.keys.TEST);
    const apiB = partnerClient(baseUrl, b.keys.TEST);
    const ids: string[] = [];
    for (const _ of [1, 2, 3]) ids.unshift(await requestChanges(await placeEin(apiA), 'Check the name'));
    const theirs = await requestChanges(await placeEin(apiB), 'Check the name');

    const first = await apiA.GET('/api/v1/cases', { params: { query: { limit: 2 } } });
    expect(first.data).toMatchObject({ hasMore: true, nextCursor: ids[1] });
    expect(first.data?.data.map((c) => c.id)).toEqual(ids.slice(0, 2));
    const second = await apiA.GET('/api/v1/cases', { params: { query: { limit: 2, cursor: ids[1] } } });
    expect(second.data?.data.map((c) => c.id)).toEqual([ids[2]]);

    expect((await apiB.GET('/api/v1/cases', {})).data?.data.map((c) => c.id)).toEqual([theirs]);
    const read = await apiB.GET('/api/v1/cases/{id}', { params: { path: { id: ids[0] } } });
    expect(read.response.status).toBe(404);
    expect(errorOf(read).code).toBe('resource_missing');
    const calls = pipeline.calls.length;
    const answer = await apiB.POST('/api/v1/cases/{id}/answer', {
      params: { ...key(), path: { id: ids[0] } },
      body: { details: { responsiblePartyName: 'Mallory', responsiblePartyHasSsn: true } },
    });
    expect(answer.response.status).toBe(404);
    expect(pipeline.calls.length).toBe(calls);
    expect(await ctx.db.auditEntry.count({ where: { action: 'access.denied', target: `case:${ids[0]}` } })).toBe(2);
    const cursor = await apiB.GET('/api/v1/cases', { params: { query: { cursor: ids[0] } } });
    expect(errorOf(cursor).code).toBe('cursor_invalid');
    const live = partnerClient(baseUrl, a.keys.LIVE);
    expect((await live.GET('/api/v1/cases', {})).data?.data).toEqual([]);
    expect((await live.GET('/api/v1/cases/{id}', { params: { path: { id: ids[0] } } })).response.status).toBe(404);
    for (const id of [randomUUID(), 'nope'])
      expect((await apiA.GET('/api/v1/cases/{id}', { params: { path: { id } } })).response.status).toBe(404);
  });
});
