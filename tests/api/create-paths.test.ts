// Every path that stores a file, walked by two clients with identical names (contact, business and entity names)
// and identical file names at the same time: DAM uploads and their versions, mail scans, generated order documents,
// electronic and wet-ink signatures. Each object keeps an identity of its own, each file its own bytes, and nothing
// one client causes overwrites or versions the other's.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedDocuments } from '../../domain/order-documents';
import { createLocalFileStore } from '../../platform/infra/files';
import type { Mailer } from '../../platform/infra/mailer';
import { createDirectDocumentGenerator } from '../../worker/pipeline/document-renderer';
import { createDocumentActivities } from '../../worker/pipeline/documents';
import { createSignatureActivities } from '../../worker/pipeline/signatures';
import { createTestApp, signedInAs, type TestAgent, type TestContext } from '../helpers/api';
import { clientWithCorporation, removeCreatedOrders } from '../helpers/compliance';
import { createPaidOrder } from '../helpers/documents';
import { type FakePipeline, fakePipeline } from '../helpers/fake-pipeline';
import { offeredDocuments, postWetInk } from '../helpers/signing';
import { multipartBody, pdfBytes, pdfWithPage, sha256 } from '../helpers/uploads';

let ctx: TestContext;
let storageDir: string;
let pipeline: FakePipeline;
const mailer: Mailer = { transport: 'log', send: async () => {} };

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'create-paths-'));
  pipeline = fakePipeline(() => ctx.db, { signaturesRequired: true });
  ctx = await createTestApp({ STORAGE_DIR: storageDir }, undefined, { pipelineClient: pipeline });
});
afterAll(async () => {
  await removeCreatedOrders(ctx.db);
  await ctx?.close();
  await rm(storageDir, { recursive: true, force: true });
});

const BUSINESS = 'Twin Engines LLC';

/** Two clients whose orders carry the same contact and business names, side by side. */
const twoClients = async () => [await signedInAs(ctx, 'CLIENT'), await signedInAs(ctx, 'CLIENT')] as const;

/** A client's document (or mail scan) as the client downloads it. */
async function clientDownload(agent: TestAgent, assetId: string) {
  const link = await agent.request({ method: 'GET', url: `/api/documents/${assetId}/link` });
  expect(link.statusCode, link.body).toBe(200);
  const file = await agent.request({ method: 'GET', url: link.json().url });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

/** Each asset's stored versions: their keys must all differ, and each version's checksum is its own file's. */
async function versionsOf(assetIds: string[]) {
  const versions = await ctx.db.assetVersion.findMany({ where: { assetId: { in: assetIds } } });
  expect(new Set(versions.map((v) => v.s3Key)).size).toBe(versions.length);
  return versions;
}

/** Paid orders of both clients, their documents rendered at the same time by the real documents activity. */
async function ordersWithDocuments(userIds: readonly string[]) {
  const orders = await Promise.all(
    userIds.map((userId) => createPaidOrder(ctx.db, userId, { businessName: BUSINESS, inProgress: true })),
  );
  const { generateOrderDocument } = createDocumentActivities({
    db: ctx.db,
    documents: createDirectDocumentGenerator({ db: ctx.db, files: createLocalFileStore(storageDir) }),
  });
  const planned = plannedDocuments({ ...orders[0], entities: [{ stateCode: 'DE', entityType: 'LLC' }] });
  const generated = await Promise.all(
    orders.flatMap((order) => planned.map((document) => generateOrderDocument({ orderId: order.id, ...document }))),
  );
  return { orders, planned, generated };
}

describe('every create path, two clients with identical names at once', () => {
  it('DAM uploads of one file name at once: two versions, each with its own bytes; no client file touched', async () => {
    const [a, b] = await twoClients();
    const { orders } = await ordersWithDocuments([a.user.id, b.user.id]);
    const clientDocuments = await ctx.db.asset.findMany({ where: { orderId: { in: orders.map((o) => o.id) } } });
    const before = new Map(clientDocuments.map((asset) => [asset.id, asset.version]));
    const [staffA, staffB] = [await signedInAs(ctx, 'ADMIN'), await signedInAs(ctx, 'PARALEGAL')];
    // The library file is named exactly as both clients' articles are.
    const name = clientDocuments.find((asset) => asset.name.includes('Articles'))!.name;
    const contents = [pdfBytes('library copy one'), pdfBytes('library copy two')];
    const uploads = await Promise.all(
      [staffA, staffB].map(async ({ agent }, i) => {
        const body = await multipartBody(
          { checksum: sha256(contents[i]), tags: 'twin' },
          { name, data: contents[i], type: 'application/pdf' },
        );
        return agent.request({ method: 'POST', url: '/api/assets', ...body, csrf: true });
      }),
    );
    for (const upload of uploads) expect(upload.statusCode, upload.body).toBe(201);
    const [first, second] = uploads.map((upload) => upload.json());
    // One library file of that name, in two versions, one per upload: neither upload lost.
    expect(first.id).toBe(second.id);
    const versions = await versionsOf([first.id]);
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
    expect(new Set(versions.map((v) => v.checksum))).toEqual(new Set(contents.map(sha256)));
    for (const version of versions) {
      const file = await staffA.agent.request({
        method: 'GET',
        url: `/api/assets/${first.id}/download?version=${version.version}`,
      });
      expect(file.statusCode).toBe(200);
      expect(sha256(file.rawPayload)).toBe(version.checksum);
    }
    // Neither client's document of the same name became a version of the library file, or the reverse.
    for (const asset of await ctx.db.asset.findMany({ where: { id: { in: [...before.keys()] } } }))
      expect(asset.version).toBe(before.get(asset.id));
    expect(clientDocuments.map((asset) => asset.id)).not.toContain(first.id);
  });

  it('generated order documents: each order its own assets, keys and bytes, rendered at the same time', async () => {
    const [a, b] = await twoClients();
    const { orders, planned, generated } = await ordersWithDocuments([a.user.id, b.user.id]);
    expect(new Set(generated.map((g) => g.assetId)).size).toBe(planned.length * 2);
    expect(generated.every((g) => g.version === 1)).toBe(true);
    const perOrder = await Promise.all(
      orders.map((order) => ctx.db.asset.findMany({ where: { orderId: order.id }, orderBy: { name: 'asc' } })),
    );
    // The same names on both sides, the identities (document keys) naming each order.
    expect(perOrder[0].map((asset) => asset.name)).toEqual(perOrder[1].map((asset) => asset.name));
    for (const [i, assets] of perOrder.entries()) {
      for (const asset of assets) expect(asset.documentKey).toContain(orders[i].id);
      expect(assets.every((asset) => asset.ownerId === [a, b][i].user.id)).toBe(true);
    }
    await versionsOf(perOrder.flat().map((asset) => asset.id));
    // Each client downloads its own bytes; the other's document is a 404.
    for (const [i, { agent }] of [a, b].entries()) {
      const own = perOrder[i][0];
      expect(sha256(await clientDownload(agent, own.id))).toBe(own.checksum);
      const theirs = await agent.request({ method: 'GET', url: `/api/documents/${perOrder[1 - i][0].id}/link` });
      expect(theirs.statusCode).toBe(404);
    }
  });

  it('mail scans of one file name, one kind and one day for two same-named entities: four items, four files', async () => {
    const clients = [await clientWithCorporation(ctx), await clientWithCorporation(ctx)];
    expect(clients[0].entity.businessName).toBe(clients[1].entity.businessName);
    const { agent: staff } = await signedInAs(ctx, 'COMPLIANCE_OFFICER');
    const scans = clients.flatMap((client, i) =>
      [0, 1].map((n) => ({ client, data: pdfBytes(`summons ${n} of client ${i}`) })),
    );
    const logged = await Promise.all(
      scans.map(async ({ client, data }) => {
        const body = await multipartBody(
          {
            checksum: sha256(data),
            entityId: client.entity.id,
            kind: 'SERVICE_OF_PROCESS',
            sender: 'Court of Chancery',
            receivedOn: '2026-11-20',
          },
          { name: 'scan.pdf', data, type: 'application/pdf' },
        );
        return staff.request({ method: 'POST', url: '/api/admin/mail', ...body, csrf: true });
      }),
    );
    for (const response of logged) expect(response.statusCode, response.body).toBe(201);
    const items = logged.map((response) => response.json() as { id: string; scan: { id: string } });
    expect(new Set(items.map((item) => item.id)).size).toBe(4);
    expect(new Set(items.map((item) => item.scan.id)).size).toBe(4);
    const versions = await versionsOf(items.map((item) => item.scan.id));
    expect(versions).toHaveLength(4);
    for (const [i, item] of items.entries()) {
      const { client, data } = scans[i];
      const scan = await client.agent.request({ method: 'GET', url: `/api/mail/${item.id}/scan` });
      expect(scan.statusCode).toBe(200);
      expect(scan.rawPayload.equals(data)).toBe(true);
      const other = clients.find((c) => c !== client)!;
      expect((await other.agent.request({ method: 'GET', url: `/api/mail/${item.id}/scan` })).statusCode).toBe(404);
    }
  });

  it('signatures typed with the same name at once, and wet-ink scans of one file name: each on its own document', async () => {
    const [a, b] = await twoClients();
    const { orders, planned } = await ordersWithDocuments([a.user.id, b.user.id]);
    const staff = { id: null, email: 'staff@test.example' };
    for (const order of orders) {
      await pipeline.act(order.id, { action: { action: 'approve' }, actor: staff });
      await pipeline.act(order.id, { action: { action: 'confirmDocuments' }, actor: staff });
      await createSignatureActivities({ db: ctx.db, mailer, publicUrl: 'http://localhost' }).requestSignatures({
        orderId: order.id,
        round: 1,
        documents: planned,
      });
    }
    const offered = await Promise.all([a, b].map(({ agent }, i) => offeredDocuments(agent, orders[i].id)));
    expect(offered[0].map((d) => d.name)).toEqual(offered[1].map((d) => d.name));
    // Both clients sign their first two documents as 'Casey Client' at the same moment.
    const signed = await Promise.all(
      [a, b].flatMap(({ agent }, i) =>
        offered[i].slice(0, 2).map((document) =>
          agent.request({
            method: 'POST',
            url: `/api/orders/${orders[i].id}/documents/${document.assetId}/sign`,
            payload: { consent: true, fullName: 'Casey Client', version: document.version },
            csrf: true,
          }),
        ),
      ),
    );
    for (const response of signed) expect(response.statusCode, response.body).toBe(200);
    // Staff record both clients' last document from scans with one file name, at once.
    const { agent: staffAgent } = await signedInAs(ctx, 'ADMIN');
    const scans = [await pdfWithPage('ink of client A'), await pdfWithPage('ink of client B')];
    const wetInk = await Promise.all(
      offered.map((documents, i) =>
        postWetInk(staffAgent, orders[i].id, documents[2].assetId, {
          reason: 'Signed at the office',
          version: documents[2].version,
          scan: scans[i],
          fileName: 'scan.pdf',
        }),
      ),
    );
    for (const response of wetInk) expect(response.statusCode, response.body).toBe(200);

    const rows = await ctx.db.documentSignature.findMany({ where: { orderId: { in: orders.map((o) => o.id) } } });
    expect(rows).toHaveLength(offered.flat().length);
    expect(rows.every((row) => row.status === 'SIGNED')).toBe(true);
    expect(new Set(rows.map((row) => row.signedFileSha256)).size).toBe(rows.length);
    const assets = await ctx.db.asset.findMany({ where: { id: { in: rows.map((row) => row.assetId) } } });
    expect(assets.every((asset) => asset.version === 2)).toBe(true);
    await versionsOf(assets.map((asset) => asset.id));
    for (const [i, { agent, user }] of [a, b].entries()) {
      for (const document of offered[i]) {
        const row = rows.find((r) => r.assetId === document.assetId)!;
        expect(row.orderId).toBe(orders[i].id);
        const file = await clientDownload(agent, document.assetId);
        expect(sha256(file)).toBe(row.signedFileSha256);
        if (row.method === 'electronic') expect(row.signerEmail).toBe(user.email);
        else expect(file.equals(scans[i])).toBe(true);
      }
    }
  });
});
