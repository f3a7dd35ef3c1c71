// A case on a real Temporal service, API and worker: staff request changes on a partner's live order (the fields
// they need, a due date), the workflow records the change request and the partner's case (with case.opened), the
// partner answers it through POST /api/v1/cases/:id/answer, which renames the order's entity, and the workflow
// takes the order back to review, where staff approve it. A later kind placed through the API runs on the same
// pipeline, and its generated documents download through their signed links. A second partner of the same name
// reaches none of it.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs } from '../helpers/api';
import { liveSuiteAvailability, useLiveStack } from '../helpers/live-stack';
import { createPartner, formPartnerEntity, partnerClient } from '../helpers/partners';
import { waitFor } from '../helpers/wait-for';

const availability = liveSuiteAvailability('Live Temporal suite (partner API cases and later kinds)');

describe.skipIf(!availability.available)('partner cases and later kinds on a live Temporal service', () => {
  const live = useLiveStack({
    name: 'partner-api-live',
    app: (env, gateway) => createTestApp({ ...env, PARTNER_RATE_LIMIT_MAX: '1000' }, undefined, { temporal: gateway }),
    workerEnv: () => ({ NODE_ENV: 'test' }),
  });

  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await live.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it("answers staff's change request from the partner's case and returns the order to review", async () => {
    const a = await createPartner(live.ctx.db, 'Same Name Bank', ['LIVE']);
    const b = await createPartner(live.ctx.db, 'Same Name Bank', ['LIVE']);
    const api = partnerClient(baseUrl, a.keys.LIVE);
    const apiB = partnerClient(baseUrl, b.keys.LIVE);
    const placed = await api.POST('/api/v1/orders', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: {
        kind: 'FORMATION',
        customer: { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' },
        packages: ['PREMIUM'],
        services: [],
        states: ['WY'],
        entityDetails: { WY: { businessName: `Same Name ${randomUUID().slice(0, 6)} LLC`, entityType: 'LLC' } },
      },
    });
    expect(placed.response.status).toBe(201);
    const orderId = (placed.data as { id: string }).id;

    const staff = (await signedInAs(live.ctx, 'ADMIN')).agent;
    const act = (payload: object) =>
      staff.request({ method: 'POST', url: `/api/admin/orders/${orderId}/actions`, payload, csrf: true });
    const message = 'Wyoming has a company of that name: choose another';
    // Staff ask for the name only, due in ten days: the workflow carries both to the case.
    const dueDate = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const request = { action: 'requestChanges', message, fields: ['WY.businessName'], dueDate };
    await waitFor(async () => (await act(request)).statusCode === 200, 60_000, 200);

    const opened = await waitFor(async () => (await api.GET('/api/v1/cases', {})).data?.data[0], 30_000);
    expect(opened).toMatchObject({
      order: orderId,
      status: 'open',
      message,
      fields: ['WY.businessName'],
      dueDate: `${dueDate}T00:00:00.000Z`,
    });
    const events = await api.GET('/api/v1/events', { params: { query: { type: 'case.opened' } } });
    expect(events.data?.data.map((e) => e.order)).toEqual([orderId]);
    expect((await apiB.GET('/api/v1/cases/{id}', { params: { path: { id: opened.id } } })).response.status).toBe(404);

    const answered = await api.POST('/api/v1/cases/{id}/answer', {
      params: { header: { 'Idempotency-Key': randomUUID() }, path: { id: opened.id } },
      body: { details: { WY: { businessName: 'Another Name LLC' } }, message: 'Renamed' },
    });
    expect(answered.response.status, JSON.stringify(answered.error)).toBe(200);
    const recorded = await waitFor(async () => {
      const row = await live.ctx.db.changeRequest.findUniqueOrThrow({ where: { id: opened.id } });
      return row.respondedAt ? row : null;
    }, 30_000);
    expect(recorded.response).toContain('Another Name LLC');
    expect((await api.GET('/api/v1/cases/{id}', { params: { path: { id: opened.id } } })).data).toMatchObject({
      status: 'answered',
    });
    // The answer renamed the order's entity, which the documents are prepared from.
    const order = await api.GET('/api/v1/orders/{id}', { params: { path: { id: orderId } } });
    expect(order.data?.entities).toEqual([{ state: 'WY', businessName: 'Another Name LLC', entityType: 'LLC' }]);
    // Back in review with nothing open: staff approve it.
    const approved = await act({ action: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ stage: 'DOCUMENTS' });
  }, 180_000);

  it("runs a partner's EIN order on the pipeline and serves its generated documents through signed links", async () => {
    const { keys } = await createPartner(live.ctx.db, 'Same Name Bank', ['LIVE']);
    const api = partnerClient(baseUrl, keys.LIVE);
    const entity = await formPartnerEntity(live.ctx.db, api, { state: 'WY', entityType: 'LLC' });
    const placed = await api.POST('/api/v1/orders', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: {
        kind: 'EIN',
        entityId: entity.id,
        details: { responsiblePartyName: 'Jane Doe', responsiblePartyHasSsn: false },
      },
    });
    expect(placed.response.status, JSON.stringify(placed.error)).toBe(201);
    const orderId = (placed.data as { id: string }).id;
    const staff = (await signedInAs(live.ctx, 'ADMIN')).agent;
    const approve = () =>
      staff.request({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/actions`,
        payload: { action: 'approve' },
        csrf: true,
      });
    await waitFor(async () => (await approve()).statusCode === 200, 60_000, 200);
    // Without an SSN the IRS is authorised by Form 8821 beside the SS-4: two documents.
    const documents = await waitFor(
      async () => {
        const list = await api.GET('/api/v1/orders/{id}/documents', { params: { path: { id: orderId } } });
        return (list.data?.data.length ?? 0) >= 2 ? list.data!.data : null;
      },
      120_000,
      500,
    );
    for (const document of documents) {
      const link = new URL(document.url);
      const download = await fetch(`${baseUrl}${link.pathname}${link.search}`);
      expect(download.status).toBe(200);
      expect(
        Buffer.from(await download.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  }, 180_000);
});
