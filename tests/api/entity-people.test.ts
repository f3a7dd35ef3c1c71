// The people on record of an entity, against the real database: two clients with same-named entities, one
// reaching for the other's people (404, audited); hostile and malformed input (400 {message}); ending a person
// keeps them on record with the day; every write audited; an annual report's and an amendment's forms start with
// those serving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { signedInAs, type TestAgent } from '../helpers/api';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';
import { createPaymentsApp, type PaymentsContext } from '../helpers/payments';

let ctx: PaymentsContext;
beforeAll(async () => {
  ctx = await createPaymentsApp();
});
afterAll(async () => {
  await removeCreatedOrders(ctx.db);
  await ctx.close();
});

async function clientWithEntity(role: 'CLIENT' | 'MEMBER' = 'CLIENT') {
  const client = await signedInAs(ctx, role);
  const { obligations } = await formEntities(
    ctx.db,
    client.user.id,
    [{ stateCode: 'WY', entityType: 'LLC', businessName: 'Same People LLC' }],
    parseCalendarDate('2025-02-10')!,
  );
  return { ...client, entityId: obligations[0].entityId };
}

const call = (agent: TestAgent, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  agent.request({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(method === 'GET' ? {} : { csrf: true }),
  });

describe('people on record', () => {
  it('keeps each owner’s people apart: another owner’s same-named entity and its people answer 404', async () => {
    const alice = await clientWithEntity();
    const bob = await clientWithEntity('MEMBER');
    const added = await call(alice.agent, 'POST', `/api/entities/${alice.entityId}/people`, {
      name: 'Ada Lovelace',
      role: 'MANAGER',
      title: 'Managing Member',
      address: '1 Main St, Cheyenne WY',
      since: '2025-02-10',
    });
    expect(added.statusCode, added.body).toBe(201);
    const ada = added.json();
    expect(ada).toMatchObject({ name: 'Ada Lovelace', role: 'MANAGER', since: '2025-02-10', until: null, serving: true });
    const bobs = await call(bob.agent, 'POST', `/api/entities/${bob.entityId}/people`, {
      name: 'Ada Lovelace',
      role: 'MEMBER',
    });
    expect(bobs.statusCode).toBe(201);

    // Bob reaches for Alice's entity's people, and for her person through his own entity.
    const reaches = [
      call(bob.agent, 'GET', `/api/entities/${alice.entityId}/people`),
      call(bob.agent, 'POST', `/api/entities/${alice.entityId}/people`, { name: 'Mallory', role: 'OFFICER' }),
      call(bob.agent, 'PATCH', `/api/entities/${alice.entityId}/people/${ada.id}`, { until: '2026-01-01' }),
    ];
    for (const response of await Promise.all(reaches)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`Entity not found: ${alice.entityId}`);
    }
    const through = await call(bob.agent, 'PATCH', `/api/entities/${bob.entityId}/people/${ada.id}`, {
      until: '2026-01-01',
    });
    expect(through.statusCode).toBe(404);
    expect(through.json().message).toBe(`Person not found: ${ada.id}`);
    expect(
      await ctx.db.auditEntry.count({
        where: { action: 'access.denied', actorId: bob.user.id, target: `entity:${alice.entityId}` },
      }),
    ).toBe(3);

    const mine = await call(alice.agent, 'GET', `/api/entities/${alice.entityId}/people`);
    expect(mine.json().map((p: { id: string }) => p.id)).toEqual([ada.id]);
    expect((await ctx.db.entityPerson.findUniqueOrThrow({ where: { id: ada.id } })).until).toBeNull();
  });

  it('answers hostile and malformed input with 400 {message}, writing nothing', async () => {
    const alice = await clientWithEntity();
    const url = `/api/entities/${alice.entityId}/people`;
    const bodies: unknown[] = [
      {},
      { name: 'Ada' },
      { name: '', role: 'MANAGER' },
      { name: '   ', role: 'MANAGER' },
      { name: 'Ada\u0000Lovelace', role: 'MANAGER' },
      { name: 'x'.repeat(201), role: 'MANAGER' },
      { name: 'Ada', role: 'OWNER' },
      { name: 'Ada', role: 'MANAGER', since: '2026-02-30' },
      { name: 'Ada', role: 'MANAGER', since: "2026-01-01'; DROP TABLE" },
      { name: 'Ada', role: 'MANAGER', entityId: alice.entityId },
      { name: 'Ada', role: 'MANAGER', until: '2026-01-01' },
      { name: ['Ada'], role: 'MANAGER' },
      { name: 'Ada', role: 'MANAGER', address: { $ne: null } },
      [{ name: 'Ada', role: 'MANAGER' }],
    ];
    for (const body of bodies) {
      const response = await call(alice.agent, 'POST', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toEqual(expect.any(String));
    }
    expect(await ctx.db.entityPerson.count({ where: { entityId: alice.entityId } })).toBe(0);

    const person = (
      await call(alice.agent, 'POST', url, { name: 'Grace Hopper', role: 'OFFICER', since: '2025-03-01' })
    ).json();
    const patches: unknown[] = [
      {},
      { until: '2025-01-01' },
      { until: 'yesterday' },
      { id: 'other' },
      { name: '' },
      { role: 'BOSS' },
      { until: null },
    ];
    for (const body of patches) {
      const response = await call(alice.agent, 'PATCH', `${url}/${person.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toEqual(expect.any(String));
    }
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await call(alice.agent, 'PATCH', `${url}/${id}`, { until: '2026-01-01' });
      expect(response.statusCode).toBe(404);
    }
    expect(await ctx.db.entityPerson.findUniqueOrThrow({ where: { id: person.id } })).toMatchObject({ until: null });
  });

  it('ends a person by their last day, keeping them on record; audits each write; prefills the reports', async () => {
    const alice = await clientWithEntity();
    const url = `/api/entities/${alice.entityId}/people`;
    const grace = (
      await call(alice.agent, 'POST', url, { name: 'Grace Hopper', role: 'MANAGER', title: 'Manager' })
    ).json();
    const alan = (
      await call(alice.agent, 'POST', url, { name: 'Alan Turing', role: 'MEMBER', address: '2 Elm St' })
    ).json();
    const corrected = await call(alice.agent, 'PATCH', `${url}/${alan.id}`, { title: 'Member', since: '2025-02-10' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ title: 'Member', since: '2025-02-10', serving: true });

    const ended = await call(alice.agent, 'PATCH', `${url}/${grace.id}`, { until: '2026-06-30' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ until: '2026-06-30', serving: false });
    // Ended once: another day answers 400, the same day is no change.
    expect((await call(alice.agent, 'PATCH', `${url}/${grace.id}`, { until: '2026-07-01' })).statusCode).toBe(400);

    const listed = (await call(alice.agent, 'GET', url)).json();
    expect(listed.map((p: { name: string; serving: boolean }) => [p.name, p.serving])).toEqual([
      ['Alan Turing', true],
      ['Grace Hopper', false],
    ]);
    expect(await ctx.db.entityPerson.count({ where: { entityId: alice.entityId } })).toBe(2);

    const actions = (
      await ctx.db.auditEntry.findMany({
        where: { target: `entity:${alice.entityId}`, action: { startsWith: 'compliance.person' } },
        orderBy: { createdAt: 'asc' },
      })
    ).map((e) => e.action);
    expect(actions).toEqual([
      'compliance.person_added',
      'compliance.person_added',
      'compliance.person_changed',
      'compliance.person_ended',
    ]);

    // The annual report's and the amendment's forms start with those serving (not Grace, who ceased to serve).
    const page = (await call(alice.agent, 'GET', `/api/entities/${alice.entityId}`)).json();
    const prefill = (kind: string) => page.offers.find((o: { kind: string }) => o.kind === kind).prefill;
    expect(prefill('ANNUAL_REPORT')).toEqual({ people: 'Alan Turing, Member (Member), 2 Elm St' });
    expect(prefill('AMENDMENT')).toEqual({ people: 'Alan Turing, Member (Member), 2 Elm St' });
    expect(prefill('GOOD_STANDING')).toEqual({});
    const report = await call(alice.agent, 'POST', `/api/entities/${alice.entityId}/orders`, {
      kind: 'ANNUAL_REPORT',
      details: { people: prefill('ANNUAL_REPORT').people },
    });
    expect(report.statusCode, report.body).toBe(200);
    const order = await ctx.db.order.findUniqueOrThrow({ where: { id: report.json().orderId } });
    expect(order.details).toEqual({ people: 'Alan Turing, Member (Member), 2 Elm St' });
  });
});
