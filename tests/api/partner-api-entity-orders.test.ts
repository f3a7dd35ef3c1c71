// Later kinds through the partner API, called with the typed client as a partner would: each kind's JSON Schema is
// the storefront's details schema, a preview prices like the storefront without placing anything, a placed order
// is idempotent and starts at once, a kind that does not fit is 409, and another partner's entity (same partner
// name, same customer name, same business name) is 404 and audited.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ORDER_KIND_DETAILS_SCHEMAS } from '../../domain/order-kind-details';
import { priceEntityOrder } from '../../domain/order-kind-pricing';
import { ENTITY_ORDER_KINDS } from '../../domain/order-kinds';
import { dollarsToCents } from '../../domain/pricing';
import { planEntity } from '../../platform/services/orders';
import { createTestApp, type TestContext } from '../helpers/api';
import { createPartner, formPartnerEntity, partnerClient } from '../helpers/partners';

let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '1000' });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => ctx?.close());

const key = () => ({ header: { 'Idempotency-Key': randomUUID() } });
const errorOf = (answer: { error?: unknown }) =>
  (answer.error as { error: { code: string; param: string | null } }).error;

/** Two partners of the same name, each with a Delaware corporation formed for its own Jane Doe, 'Same Name Inc'. */
async function twoPartners() {
  const a = await createPartner(ctx.db, 'Same Name Bank', ['TEST', 'LIVE']);
  const b = await createPartner(ctx.db, 'Same Name Bank');
  const apiA = partnerClient(baseUrl, a.keys.TEST);
  const apiB = partnerClient(baseUrl, b.keys.TEST);
  const entityA = await formPartnerEntity(ctx.db, apiA);
  const entityB = await formPartnerEntity(ctx.db, apiB);
  return { a, b, apiA, apiB, entityA, entityB };
}

const expectedCents = (
  kind: (typeof ENTITY_ORDER_KINDS)[number],
  entity: Parameters<typeof planEntity>[0],
  details: object,
) => dollarsToCents(priceEntityOrder(kind, planEntity(entity), details as never).total);

describe('partner API: orders of later kinds', () => {
  it("answers each kind's details as the JSON Schema of the storefront's own schema", async () => {
    const { apiA } = await twoPartners();
    for (const kind of ENTITY_ORDER_KINDS) {
      const answer = await apiA.GET('/api/v1/requirements/{kind}/{state}', {
        params: { path: { kind, state: 'DE' } },
      });
      expect(answer.response.status).toBe(200);
      const { $schema: _, ...expected } = z.toJSONSchema(ORDER_KIND_DETAILS_SCHEMAS[kind], {
        target: 'draft-2020-12',
        io: 'input',
        unrepresentable: 'any',
      });
      expect(answer.data, kind).toEqual(expected);
    }
    const ein = await apiA.GET('/api/v1/requirements/{kind}/{state}', {
      params: { path: { kind: 'EIN', state: 'WY' } },
    });
    expect(ein.data).toMatchObject({ required: ['responsiblePartyName', 'responsiblePartyHasSsn'] });
    for (const kind of ['NOPE', '__proto__', 'constructor']) {
      const missing = await apiA.GET('/api/v1/requirements/{kind}/{state}', {
        params: { path: { kind, state: 'DE' } },
      });
      expect(missing.response.status).toBe(404);
      expect(errorOf(missing).code).toBe('resource_missing');
    }
  });

  it('previews every kind at the price the storefront charges, placing nothing', async () => {
    const { apiA, entityA } = await twoPartners();
    const detailsByKind = {
      ANNUAL_REPORT: {},
      AMENDMENT: { newName: 'Renamed Inc' },
      FOREIGN_QUALIFICATION: { stateCode: 'WY' },
      GOOD_STANDING: { purpose: 'Bank account' },
      EIN: { responsiblePartyName: 'Jane Doe', responsiblePartyHasSsn: true },
      DISSOLUTION: {},
      CHANGE_OF_AGENT: {},
    } as const;
    const before = await ctx.db.order.count();
    for (const kind of ENTITY_ORDER_KINDS) {
      const details = detailsByKind[kind];
      const preview = await apiA.POST('/api/v1/orders', {
        params: key(),
        body: { kind, entityId: entityA.id, details, preview: true } as never,
      });
      expect(preview.response.status, kind).toBe(200);
      expect(preview.data).toMatchObject({
        object: 'order_preview',
        kind,
        livemode: false,
        amountTotal: expectedCents(kind, entityA, details),
      });
    }
    expect(await ctx.db.order.count()).toBe(before);
  });

  it('places an order once per Idempotency-Key, started at once and billed to the partner', async () => {
    const { a, apiA, entityA } = await twoPartners();
    const body = {
      kind: 'EIN' as const,
      entityId: entityA.id,
      details: { responsiblePartyName: 'Jane Doe', responsiblePartyHasSsn: false },
    };
    const params = key();
    const placed = await apiA.POST('/api/v1/orders', { params, body });
    expect(placed.response.status).toBe(201);
    const order = placed.data as { id: string };
    expect(placed.data).toMatchObject({
      object: 'order',
      kind: 'EIN',
      entity: entityA.id,
      details: body.details,
      stage: 'PENDING_REVIEW',
      billing: 'partner_invoice',
      livemode: false,
      amountTotal: expectedCents('EIN', entityA, body.details),
      entities: [{ state: 'DE', businessName: 'Same Name Inc', entityType: 'CORP' }],
    });
    const row = await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ partnerId: a.partner.id, testMode: true, paymentStatus: 'PAID', entityId: entityA.id });
    expect(await ctx.db.outboxEntry.count({ where: { payload: { path: ['orderId'], equals: order.id } } })).toBe(1);
    const events = await apiA.GET('/api/v1/events', {});
    expect(events.data?.data.find((e) => e.order === order.id)).toMatchObject({ type: 'order.created', sequence: 1 });

    const replay = await apiA.POST('/api/v1/orders', { params, body });
    expect(replay.response.status).toBe(201);
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    expect((replay.data as { id: string }).id).toBe(order.id);
    const reused = await apiA.POST('/api/v1/orders', {
      params,
      body: { ...body, details: { ...body.details, responsiblePartyHasSsn: true } },
    });
    expect(reused.response.status).toBe(409);
    expect(errorOf(reused).code).toBe('idempotency_key_reused');

    // Another key for the same kind while the first is under way: refused, in the v1 shape.
    const again = await apiA.POST('/api/v1/orders', { params: key(), body });
    expect(again.response.status).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'order_not_allowed', param: 'kind' });
    expect(await ctx.db.order.count({ where: { entityId: entityA.id, kind: 'EIN' } })).toBe(1);
  });

  it('makes one order of two requests at once with different keys', async () => {
    const { apiA, entityA } = await twoPartners();
    const body = { kind: 'GOOD_STANDING' as const, entityId: entityA.id, details: {} };
    const answers = await Promise.all([0, 1, 2].map(() => apiA.POST('/api/v1/orders', { params: key(), body })));
    expect(answers.map((a) => a.response.status).sort()).toEqual([201, 409, 409]);
    expect(await ctx.db.order.count({ where: { entityId: entityA.id, kind: 'GOOD_STANDING' } })).toBe(1);
  });

  it('refuses a kind that does not fit, and bad details by field, in the v1 shape', async () => {
    const { apiA, entityA } = await twoPartners();
    const home = await apiA.POST('/api/v1/orders', {
      params: key(),
      body: { kind: 'FOREIGN_QUALIFICATION', entityId: entityA.id, details: { stateCode: 'DE' } },
    });
    expect(home.response.status).toBe(409);
    expect(errorOf(home)).toMatchObject({ code: 'order_not_allowed', param: 'kind' });
    const sameName = await apiA.POST('/api/v1/orders', {
      params: key(),
      body: { kind: 'AMENDMENT', entityId: entityA.id, details: { newName: 'Same Name Inc' }, preview: true },
    });
    expect(sameName.response.status).toBe(409);
    const missing = await apiA.POST('/api/v1/orders', {
      params: key(),
      body: { kind: 'EIN', entityId: entityA.id, details: { responsiblePartyHasSsn: true } } as never,
    });
    expect(missing.response.status).toBe(400);
    expect(errorOf(missing)).toMatchObject({ code: 'parameter_invalid', param: 'details.responsiblePartyName' });
    const extra = await apiA.POST('/api/v1/orders', {
      params: key(),
      body: { kind: 'ANNUAL_REPORT', entityId: entityA.id, details: { surprise: 1 } } as never,
    });
    expect(extra.response.status).toBe(400);
    const kind = await apiA.POST('/api/v1/orders', {
      params: key(),
      body: { kind: 'TAX_RETURN', entityId: entityA.id, details: {} } as never,
    });
    expect(kind.response.status).toBe(400);
    expect(await ctx.db.order.count({ where: { entityId: entityA.id } })).toBe(0);
  });

  it("answers another partner's entity, the other mode's and an unknown one 404, auditing the reach", async () => {
    const { a, apiA, apiB, entityA, entityB } = await twoPartners();
    expect(entityA.businessName).toBe(entityB.businessName);
    for (const preview of [true, false]) {
      const foreign = await apiB.POST('/api/v1/orders', {
        params: key(),
        body: { kind: 'ANNUAL_REPORT', entityId: entityA.id, details: {}, preview },
      });
      expect(foreign.response.status).toBe(404);
      expect(errorOf(foreign)).toMatchObject({ code: 'resource_missing', param: 'entityId' });
    }
    const audited = await ctx.db.auditEntry.findMany({
      where: { action: 'access.denied', target: `entity:${entityA.id}` },
    });
    expect(audited).toHaveLength(2);
    expect(audited[0]).toMatchObject({
      success: false,
      details: expect.objectContaining({ partnerId: expect.any(String) }),
    });
    const live = partnerClient(baseUrl, a.keys.LIVE);
    const otherMode = await live.POST('/api/v1/orders', {
      params: key(),
      body: { kind: 'ANNUAL_REPORT', entityId: entityA.id, details: {} },
    });
    expect(otherMode.response.status).toBe(404);
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const unknown = await apiA.POST('/api/v1/orders', {
        params: key(),
        body: { kind: 'ANNUAL_REPORT', entityId: id, details: {} },
      });
      expect(unknown.response.status).toBe(404);
    }
    expect(await ctx.db.order.count({ where: { entityId: { in: [entityA.id, entityB.id] } } })).toBe(0);
    // B orders for its own entity of the same name.
    const own = await apiB.POST('/api/v1/orders', {
      params: key(),
      body: { kind: 'ANNUAL_REPORT', entityId: entityB.id, details: {} },
    });
    expect(own.response.status).toBe(201);
  });
});
