// Generated order documents and DAM uploads are versioned only within their own order or client (issue 22):
// two clients' orders with identical business names and states, their documents rendered at the same time by
// the real documents activity, then listed and downloaded through the API as each client.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDownloadLink } from '../../api/lib/download-links';
import { createLocalFileStore } from '../../platform/infra/files';
import { createDirectDocumentGenerator } from '../../worker/pipeline/document-renderer';
import { createDocumentActivities, orderDocumentKey } from '../../worker/pipeline/documents';
import { createTestApp, signedInAs, type TestAgent, type TestContext } from '../helpers/api';
import { createPaidOrder } from '../helpers/documents';
import { multipartBody, pdfBytes, sha256 } from '../helpers/uploads';

let ctx: TestContext;
let storageDir: string;
beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'order-documents-'));
  ctx = await createTestApp({ STORAGE_DIR: storageDir });
});
afterAll(async () => {
  await ctx?.close();
  await rm(storageDir, { recursive: true, force: true });
});

const TEMPLATES = ['articles_organization', 'operating_agreement'] as const;
const documentsOf = (stateCode: string, version: number) =>
  TEMPLATES.map((template) => ({ key: `${stateCode}:${template}`, stateCode, template, version }));

async function pdfText(file: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(file)), { mergePages: true });
  return text;
}

async function listFor(agent: TestAgent) {
  const response = await agent.request({ method: 'GET', url: '/api/documents' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: { id: string; name: string }[]; total: number };
}

async function download(agent: TestAgent, id: string) {
  const link = await agent.request({ method: 'GET', url: `/api/documents/${id}/link` });
  expect(link.statusCode, link.body).toBe(200);
  return agent.request({ method: 'GET', url: link.json().url });
}

describe('generated order documents', () => {
  it('two clients’ orders with the same business name and state each get, list and download only their own', async () => {
    const [a, b] = [await signedInAs(ctx, 'CLIENT'), await signedInAs(ctx, 'CLIENT')];
    const orderA = await createPaidOrder(ctx.db, a.user.id, { businessName: 'Engines LLC', inProgress: true });
    const orderB = await createPaidOrder(ctx.db, b.user.id, { businessName: 'Engines LLC', inProgress: true });
    const { generateOrderDocument } = createDocumentActivities({
      db: ctx.db,
      documents: createDirectDocumentGenerator({ db: ctx.db, files: createLocalFileStore(storageDir) }),
    });
    // Both orders' documents at the same time, as when staff approve many orders at once.
    const generated = await Promise.all(
      [orderA, orderB].flatMap((order) =>
        documentsOf('DE', 1).map((document) => generateOrderDocument({ orderId: order.id, ...document })),
      ),
    );
    expect(new Set(generated.map((g) => g.assetId)).size).toBe(4);
    expect(generated.map((g) => g.version)).toEqual([1, 1, 1, 1]);

    for (const [order, owner] of [
      [orderA, a],
      [orderB, b],
    ] as const) {
      const assets = await ctx.db.asset.findMany({ where: { orderId: order.id }, include: { versions: true } });
      expect(assets.map((asset) => asset.documentKey).sort()).toEqual(
        TEMPLATES.map((template) => orderDocumentKey(order.id, { stateCode: 'DE', template })),
      );
      expect(assets.map((asset) => asset.name).sort()).toEqual([
        'Engines LLC - Articles of Organization (DE).pdf',
        'Engines LLC - Operating Agreement (DE).pdf',
      ]);
      for (const asset of assets) {
        expect(asset).toMatchObject({ version: 1, ownerId: owner.user.id });
        expect(asset.versions).toHaveLength(1);
      }
      const list = await listFor(owner.agent);
      expect(list.items.map((item) => item.id).sort()).toEqual(assets.map((asset) => asset.id).sort());
      for (const asset of assets) {
        const file = await download(owner.agent, asset.id);
        expect(file.statusCode).toBe(200);
        expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(asset.checksum);
        // The PDF was rendered for this order (its id is in the terms), not for the other one.
        const text = await pdfText(file.rawPayload);
        expect(text).toContain(order.id);
        expect(text).not.toContain((order === orderA ? orderB : orderA).id);
      }
    }
    const checksums = await ctx.db.asset.findMany({
      where: { orderId: { in: [orderA.id, orderB.id] } },
      select: { checksum: true },
    });
    expect(new Set(checksums.map((c) => c.checksum)).size).toBe(4);
  });

  it('a download of another client’s document answers 404 and is audited, by link or by id', async () => {
    const [a, b] = [await signedInAs(ctx, 'CLIENT'), await signedInAs(ctx, 'CLIENT')];
    const orderB = await createPaidOrder(ctx.db, b.user.id, { businessName: 'Engines LLC', inProgress: true });
    const { generateOrderDocument } = createDocumentActivities({
      db: ctx.db,
      documents: createDirectDocumentGenerator({ db: ctx.db, files: createLocalFileStore(storageDir) }),
    });
    const { assetId } = await generateOrderDocument({ orderId: orderB.id, ...documentsOf('DE', 1)[0] });

    const link = await a.agent.request({ method: 'GET', url: `/api/documents/${assetId}/link` });
    expect(link.statusCode).toBe(404);
    expect(link.json()).toEqual({ message: expect.any(String) });
    // A correctly signed link of client A's own for B's file: still 404.
    const forged = signDownloadLink(ctx.config.sessionSecret, {
      assetId,
      userId: a.user.id,
      expiresAt: Date.now() + 60_000,
    });
    const file = await a.agent.request({ method: 'GET', url: forged });
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('%PDF');
    const denied = await ctx.db.auditEntry.findMany({
      where: { action: 'access.denied', target: `document:${assetId}`, actorId: a.user.id },
    });
    expect(denied).toHaveLength(2);
    expect(
      await ctx.db.auditEntry.count({ where: { action: 'document.downloaded', target: `document:${assetId}` } }),
    ).toBe(0);
  });

  it('a regenerated document becomes version 2 of that order’s document only', async () => {
    const [a, b] = [await signedInAs(ctx, 'CLIENT'), await signedInAs(ctx, 'CLIENT')];
    const orderA = await createPaidOrder(ctx.db, a.user.id, { businessName: 'Engines LLC', inProgress: true });
    const orderB = await createPaidOrder(ctx.db, b.user.id, { businessName: 'Engines LLC', inProgress: true });
    const { generateOrderDocument } = createDocumentActivities({
      db: ctx.db,
      documents: createDirectDocumentGenerator({ db: ctx.db, files: createLocalFileStore(storageDir) }),
    });
    const [document] = documentsOf('DE', 1);
    const firstA = await generateOrderDocument({ orderId: orderA.id, ...document });
    const firstB = await generateOrderDocument({ orderId: orderB.id, ...document });
    const secondA = await generateOrderDocument({ orderId: orderA.id, ...document, version: 2 });
    // A retried activity of the same regeneration renders nothing new.
    expect(await generateOrderDocument({ orderId: orderA.id, ...document, version: 2 })).toEqual(secondA);

    expect(secondA).toEqual({ assetId: firstA.assetId, version: 2 });
    const assetA = await ctx.db.asset.findUniqueOrThrow({ where: { id: firstA.assetId }, include: { versions: true } });
    const assetB = await ctx.db.asset.findUniqueOrThrow({ where: { id: firstB.assetId }, include: { versions: true } });
    expect(assetA.versions.map((v) => v.version).sort()).toEqual([1, 2]);
    expect(assetA.versions.every((v) => v.s3Key.includes(`order-${orderA.id}-`))).toBe(true);
    expect(assetB).toMatchObject({ version: 1, orderId: orderB.id, ownerId: b.user.id });
    expect(assetB.versions).toHaveLength(1);
    // Client B still downloads its own first version.
    const file = await download(b.agent, assetB.id);
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(assetB.checksum);
  });
});

describe('DAM uploads', () => {
  async function upload(agent: TestAgent, name: string, data: Buffer) {
    const body = await multipartBody({ checksum: sha256(data) }, { name, data });
    const response = await agent.request({ method: 'POST', url: '/api/assets', ...body, csrf: true });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; version: number };
  }
  const share = (agent: TestAgent, id: string, clientEmail: string) =>
    agent.request({ method: 'POST', url: `/api/assets/${id}/share`, payload: { clientEmail }, csrf: true });

  it('two uploads of one file name for different clients stay apart; each client downloads only its own', async () => {
    const staff = await signedInAs(ctx, 'ADMIN');
    const [a, b] = [await signedInAs(ctx, 'CLIENT'), await signedInAs(ctx, 'CLIENT')];
    const name = `Engagement letter ${Date.now()}.pdf`;
    const forA = await upload(staff.agent, name, pdfBytes('for client A'));
    expect((await share(staff.agent, forA.id, a.user.email)).statusCode).toBe(200);
    const forB = await upload(staff.agent, name, pdfBytes('for client B'));
    expect((await share(staff.agent, forB.id, b.user.email)).statusCode).toBe(200);

    expect(forB.id).not.toBe(forA.id);
    expect([forA.version, forB.version]).toEqual([1, 1]);
    expect((await listFor(a.agent)).items.map((item) => item.id)).toEqual([forA.id]);
    expect((await listFor(b.agent)).items.map((item) => item.id)).toEqual([forB.id]);
    expect((await download(a.agent, forA.id)).rawPayload.equals(pdfBytes('for client A'))).toBe(true);
    expect((await download(b.agent, forB.id)).rawPayload.equals(pdfBytes('for client B'))).toBe(true);
    expect((await a.agent.request({ method: 'GET', url: `/api/documents/${forB.id}/link` })).statusCode).toBe(404);

    // Within the general library the same name still versions: a third upload is version 2 of the unshared one.
    const library = await upload(staff.agent, name, pdfBytes('library copy'));
    const again = await upload(staff.agent, name, pdfBytes('library copy 2'));
    expect(library.id).not.toBe(forA.id);
    expect(library.id).not.toBe(forB.id);
    expect(again).toMatchObject({ id: library.id, version: 2 });
    expect(await ctx.db.assetVersion.count({ where: { assetId: forA.id } })).toBe(1);
    expect(await ctx.db.assetVersion.count({ where: { assetId: forB.id } })).toBe(1);
    expect((await download(a.agent, forA.id)).rawPayload.equals(pdfBytes('for client A'))).toBe(true);
  });
});
