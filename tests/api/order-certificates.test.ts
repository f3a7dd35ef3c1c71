// A good-standing order's certificate through the API on the real database and a scratch STORAGE_DIR: two clients
// with identically named entities each have an order at its filing step; staff upload one client's certificate
// (a PDF, sniffed; anything else refused and nothing kept), recording the filing needs it, and the file is on that
// client's entity page only (the other client gets 404 for the entity and the file, audited).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { CERTIFICATE_MISSING, certificateDocumentKey } from '../../domain/order-certificates';
import { initialPipelineState } from '../../domain/pipeline';
import { findOrCreateEntityOrder } from '../../platform/services/orders';
import { createTestApp, signedInAs, type TestAgent, type TestContext } from '../helpers/api';
import { formEntities, removeCreatedOrders } from '../helpers/compliance';
import { type FakePipeline, fakePipeline } from '../helpers/fake-pipeline';
import { multipartBody, pdfBytes, pngBytes, sha256 } from '../helpers/uploads';

let ctx: TestContext;
let pipeline: FakePipeline;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'certificates-'));
  pipeline = fakePipeline(() => ctx.db);
  ctx = await createTestApp({ STORAGE_DIR: storageDir }, undefined, { pipelineClient: pipeline });
});
afterAll(async () => {
  await ctx.db.order.deleteMany({ where: { kind: 'GOOD_STANDING', entity: { businessName: 'Twin Name LLC' } } });
  await removeCreatedOrders(ctx.db);
  await ctx.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** A client with a Wyoming LLC named like every other client's, and a paid good-standing order at filing. */
async function clientWithOrderAtFiling() {
  const client = await signedInAs(ctx, 'CLIENT');
  const { obligations } = await formEntities(
    ctx.db,
    client.user.id,
    [{ stateCode: 'WY', entityType: 'LLC', businessName: 'Twin Name LLC' }],
    parseCalendarDate('2026-02-10')!,
  );
  const entityId = obligations[0].entityId;
  const { order } = await findOrCreateEntityOrder(ctx.db, {
    entityId,
    kind: 'GOOD_STANDING',
    details: { purpose: 'Bank account' },
  });
  await ctx.db.order.update({
    where: { id: order.id },
    data: { paymentStatus: 'PAID', paidAt: new Date(), status: 'IN_PROGRESS', stage: 'FILING' },
  });
  // The workflow's state at the filing step (the stand-in's).
  pipeline.states.set(order.id, { ...initialPipelineState(order.id, ['WY'], []), stage: 'FILING' });
  return { ...client, entityId, orderId: order.id };
}

async function upload(
  agent: TestAgent,
  orderId: string,
  data: Buffer,
  name = 'certificate.pdf',
  checksum = sha256(data),
) {
  const { payload, headers } = await multipartBody({ checksum }, { name, data, type: 'application/pdf' });
  return agent.request({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/certificate`,
    payload,
    headers,
    csrf: true,
  });
}

const recordFiling = (agent: TestAgent, orderId: string) =>
  agent.request({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/actions`,
    payload: { action: 'recordFiling', stateCode: 'WY', confirmationNumber: 'WY-GS-1', filedAt: '2026-11-27' },
    csrf: true,
  });

const storedFiles = async () => (await readdir(path.join(storageDir, 'uploads')).catch(() => [])).length;

describe('good-standing certificate', () => {
  it('is uploaded by staff at the filing step, completes the order, and is seen by its own client only', async () => {
    const staff = (await signedInAs(ctx, 'PARALEGAL')).agent;
    const [alice, bob] = await Promise.all([clientWithOrderAtFiling(), clientWithOrderAtFiling()]);

    // Not a PDF (whatever it claims), or a checksum that does not match: refused, nothing kept.
    const png = await upload(staff, alice.orderId, pngBytes(1));
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toBe('file: the certificate must be a PDF');
    const mismatch = await upload(staff, alice.orderId, pdfBytes('alice'), 'c.pdf', sha256(pdfBytes('other')));
    expect(mismatch.statusCode).toBe(400);
    expect(await storedFiles()).toBe(0);
    expect(await ctx.db.asset.count({ where: { orderId: alice.orderId } })).toBe(0);

    // Completing Bob's order without its certificate is refused (audited) and the workflow is not asked.
    const early = await recordFiling(staff, bob.orderId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(CERTIFICATE_MISSING);
    expect(pipeline.calls.filter((c) => c.orderId === bob.orderId)).toHaveLength(0);
    const refused = await ctx.db.auditEntry.findFirstOrThrow({
      where: { action: 'order.action', target: bob.orderId },
    });
    expect(refused.success).toBe(false);

    // A client cannot upload; an unknown order is 404.
    expect((await upload(alice.agent, alice.orderId, pdfBytes('alice'))).statusCode).toBe(403);
    expect((await upload(staff, '00000000-0000-4000-8000-000000000000', pdfBytes('x'))).statusCode).toBe(404);

    const uploaded = await upload(staff, alice.orderId, pdfBytes('alice certificate'));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const certificate = uploaded.json() as { id: string; name: string; version: number };
    expect(certificate).toMatchObject({ name: 'Certificate of good standing - Twin Name LLC (WY).pdf', version: 1 });
    const asset = await ctx.db.asset.findUniqueOrThrow({ where: { id: certificate.id } });
    expect(asset).toMatchObject({
      orderId: alice.orderId,
      ownerId: alice.user.id,
      documentKey: certificateDocumentKey(alice.orderId, 'WY'),
      mimeType: 'application/pdf',
      checksum: sha256(pdfBytes('alice certificate')),
    });
    // A second upload is the certificate's next version, not a second file.
    const again = await upload(staff, alice.orderId, pdfBytes('alice certificate, rescanned'));
    expect(again.json()).toMatchObject({ id: certificate.id, version: 2 });
    expect(
      await ctx.db.auditEntry.count({ where: { action: 'order.certificate_uploaded', target: alice.orderId } }),
    ).toBe(2);

    const completed = await recordFiling(staff, alice.orderId);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().stage).toBe('COMPLETE');

    // Alice sees it on her entity's page and downloads it; Bob's same-named entity shows nothing of it.
    const alicePage = await alice.agent.request({ method: 'GET', url: `/api/entities/${alice.entityId}` });
    expect(alicePage.json().documents.map((d: { id: string }) => d.id)).toContain(certificate.id);
    const link = await alice.agent.request({ method: 'GET', url: `/api/documents/${certificate.id}/link` });
    expect(link.statusCode).toBe(200);
    const download = await alice.agent.request({ method: 'GET', url: link.json().url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdfBytes('alice certificate, rescanned'))).toBe(true);

    const bobPage = await bob.agent.request({ method: 'GET', url: `/api/entities/${bob.entityId}` });
    expect(bobPage.json().documents.map((d: { id: string }) => d.id)).not.toContain(certificate.id);
    const foreignEntity = await bob.agent.request({ method: 'GET', url: `/api/entities/${alice.entityId}` });
    expect(foreignEntity.statusCode).toBe(404);
    const foreignFile = await bob.agent.request({ method: 'GET', url: `/api/documents/${certificate.id}/link` });
    expect(foreignFile.statusCode).toBe(404);
    const denied = await ctx.db.auditEntry.findMany({
      where: { action: 'access.denied', actorId: bob.user.id },
      select: { target: true },
    });
    expect(denied.map((d) => d.target).sort()).toEqual(
      [`document:${certificate.id}`, `entity:${alice.entityId}`].sort(),
    );
  });

  it('is refused on an order that takes none, or before the filing step as the workflow knows it', async () => {
    const staff = (await signedInAs(ctx, 'ADMIN')).agent;
    const client = await clientWithOrderAtFiling();
    await ctx.db.order.update({ where: { id: client.orderId }, data: { stage: 'DOCUMENTS' } });
    pipeline.states.set(client.orderId, { ...pipeline.states.get(client.orderId)!, stage: 'DOCUMENTS' });
    const early = await upload(staff, client.orderId, pdfBytes('early'));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/filing step/);
    await ctx.db.order.update({ where: { id: client.orderId }, data: { kind: 'ANNUAL_REPORT', stage: 'FILING' } });
    const wrongKind = await upload(staff, client.orderId, pdfBytes('kind'));
    expect(wrongKind.statusCode).toBe(409);
    expect(wrongKind.json().message).toMatch(/Only a good-standing order/);
    expect(await ctx.db.asset.count({ where: { orderId: client.orderId } })).toBe(0);

    // The workflow is at its filing step and the order's row follows a moment later: the workflow is asked.
    await ctx.db.order.update({ where: { id: client.orderId }, data: { kind: 'GOOD_STANDING', stage: 'DOCUMENTS' } });
    pipeline.states.set(client.orderId, { ...pipeline.states.get(client.orderId)!, stage: 'FILING' });
    expect((await upload(staff, client.orderId, pdfBytes('ahead'))).statusCode).toBe(201);
  });
});
