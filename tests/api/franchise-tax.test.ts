// Delaware franchise tax estimates through the API: two clients with the same business name, staff of the
// compliance area, refusals, and the March 1 obligation quoting the estimate.
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

async function signedIn(role: Parameters<typeof createUser>[1]) {
  const user = await createUser(ctx.db, role);
  const agent = new TestAgent(ctx.app);
  await agent.login(user.email, user.password);
  return { user, agent };
}

const startup = {
  classes: [{ name: 'Common', authorizedShares: 10_000_000, parValue: '0.00001' }],
  issuedShares: 8_000_000,
  grossAssetsCents: 250_000_00,
};
const url = (entityId: string) => `/api/compliance/entities/${entityId}/franchise-tax`;
const formedOn = parseCalendarDate('2026-05-04')!;

async function delawareCorporation(userId: string) {
  const { order, obligations } = await formEntities(
    ctx.db,
    userId,
    [{ stateCode: 'DE', entityType: 'CORP', businessName: 'Same Name Inc' }],
    formedOn,
  );
  const entity = await ctx.db.formedEntity.findFirstOrThrow({ where: { orderId: order.id } });
  return { entity, obligations };
}

describe('Delaware franchise tax estimate', () => {
  it('each client enters and reads only its own corporation; staff of the compliance area see both', async () => {
    const alice = await signedIn('CLIENT');
    const bob = await signedIn('CLIENT');
    const mine = await delawareCorporation(alice.user.id);
    const theirs = await delawareCorporation(bob.user.id);

    const empty = await alice.agent.request({ method: 'GET', url: url(mine.entity.id) });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ inputs: null, estimate: null, businessName: 'Same Name Inc' });

    const saved = await alice.agent.request({ method: 'PUT', url: url(mine.entity.id), payload: startup, csrf: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().estimate).toMatchObject({
      authorizedSharesMethodCents: 85_165_00,
      assumedParValueCapitalMethodCents: 400_00,
      lesserMethod: 'assumed-par-value-capital',
      totalDueCents: 450_00,
    });
    expect(saved.json().enteredByEmail).toBe(alice.user.email);
    expect(saved.json().note).toMatch(/Delaware's online franchise tax portal/);

    for (const method of ['GET', 'PUT'] as const) {
      const foreign = await alice.agent.request({
        method,
        url: url(theirs.entity.id),
        ...(method === 'PUT' ? { payload: startup, csrf: true } : {}),
      });
      expect(foreign.statusCode, method).toBe(404);
    }
    const bobsOwn = await bob.agent.request({ method: 'GET', url: url(theirs.entity.id) });
    expect(bobsOwn.json().inputs).toBeNull();

    const officer = await signedIn('COMPLIANCE_OFFICER');
    const asStaff = await officer.agent.request({ method: 'GET', url: url(mine.entity.id) });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.json().estimate.taxCents).toBe(400_00);
    const paralegal = await signedIn('PARALEGAL');
    expect((await paralegal.agent.request({ method: 'GET', url: url(mine.entity.id) })).statusCode).toBe(403);

    const audit = await ctx.db.auditEntry.findFirst({
      where: { action: 'compliance.franchise_tax_entered', target: mine.entity.id },
    });
    expect(audit?.actorEmail).toBe(alice.user.email);
  });

  it("the back-office reads and updates the estimate as the record of the entity's id, with the same guards", async () => {
    const owner = await signedIn('CLIENT');
    const other = await signedIn('CLIENT');
    const { entity } = await delawareCorporation(owner.user.id);
    const record = `/api/compliance/franchise-taxes/${entity.id}`;
    const officer = await signedIn('COMPLIANCE_OFFICER');

    const saved = await officer.agent.request({ method: 'PUT', url: record, payload: startup, csrf: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: entity.id, entityId: entity.id, enteredByEmail: officer.user.email });
    const read = await officer.agent.request({ method: 'GET', url: record });
    expect(read.json()).toMatchObject({ id: entity.id, estimate: { taxCents: 400_00 } });
    expect((await owner.agent.request({ method: 'GET', url: url(entity.id) })).json().id).toBe(entity.id);
    expect((await other.agent.request({ method: 'GET', url: record })).statusCode).toBe(404);
    const hostile = await officer.agent.request({
      method: 'PUT',
      url: record,
      payload: { ...startup, issuedShares: -1 },
      csrf: true,
    });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json().message).toBeTruthy();
  });

  it('the March 1 obligation and its reminder text quote the estimate once figures are entered', async () => {
    const carol = await signedIn('MEMBER');
    const { entity } = await delawareCorporation(carol.user.id);
    const march = async () => {
      const list = await carol.agent.request({ method: 'GET', url: '/api/compliance/obligations' });
      return (list.json() as { title: string; franchiseTax: { summary: string; estimate: unknown } | null }[]).find(
        (o) => o.title === 'Annual Franchise Tax Report',
      )!;
    };
    expect((await march()).franchiseTax).toMatchObject({
      estimate: null,
      summary: expect.stringMatching(/Enter your/),
    });
    await carol.agent.request({ method: 'PUT', url: url(entity.id), payload: startup, csrf: true });
    expect((await march()).franchiseTax?.summary).toBe(
      'Estimated franchise tax: $400.00 by the Assumed Par Value Capital method (the lesser of the two), plus the ' +
        "$50.00 annual report fee: $450.00 in all. An estimate from the figures entered. Delaware's online " +
        'franchise tax portal computes the final amount due.',
    );
  });

  it('answers figures at the top of the accepted ranges exactly, and the client and every staff screen still read them', async () => {
    const erin = await signedIn('CLIENT');
    const officer = await signedIn('COMPLIANCE_OFFICER');
    const { entity } = await delawareCorporation(erin.user.id);
    const huge = {
      classes: [{ name: 'A', authorizedShares: 1_000_000_000_000, parValue: '0' }],
      issuedShares: 1,
      grossAssetsCents: 9_000_000_000_000_000,
    };
    const saved = await erin.agent.request({ method: 'PUT', url: url(entity.id), payload: huge, csrf: true });
    expect(saved.statusCode, saved.body).toBe(200);
    // 90,000,000,000,000 dollars of assumed par on each of a trillion shares, exactly.
    expect(saved.json().estimate.assumedParValueCapitalDollars).toBe(
      `${(90_000_000_000_000n * 1_000_000_000_000n).toString()}`,
    );
    expect(saved.json().estimate.taxCents).toBe(200_000_00);
    for (const [agent, path] of [
      [erin.agent, url(entity.id)],
      [erin.agent, '/api/compliance/obligations'],
      [officer.agent, '/api/admin/compliance'],
      [officer.agent, url(entity.id)],
    ] as const) {
      const response = await agent.request({ method: 'GET', url: path });
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    }
  });

  it('refuses other entities and hostile figures with readable 4xx answers', async () => {
    const dave = await signedIn('CLIENT');
    const { order } = await formEntities(
      ctx.db,
      dave.user.id,
      [
        { stateCode: 'WY', entityType: 'CORP' },
        { stateCode: 'DE', entityType: 'LLC' },
      ],
      formedOn,
    );
    const entities = await ctx.db.formedEntity.findMany({ where: { orderId: order.id } });
    for (const entity of entities) {
      const response = await dave.agent.request({ method: 'GET', url: url(entity.id) });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('The franchise tax estimate is for Delaware corporations only');
    }
    const { entity } = await delawareCorporation(dave.user.id);
    for (const payload of [
      { ...startup, issuedShares: 1e-320 },
      { ...startup, grossAssetsCents: 1e308 },
      { ...startup, issuedShares: 20_000_000 },
      { ...startup, classes: [{ name: 'Common', authorizedShares: 10, parValue: '1e-5' }] },
      { ...startup, classes: [] },
    ]) {
      const response = await dave.agent.request({ method: 'PUT', url: url(entity.id), payload, csrf: true });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(/[a-z]/);
    }
    expect((await dave.agent.request({ method: 'GET', url: url('not-a-uuid') })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: url(entity.id) })).statusCode).toBe(401);
  });
});
