// The access matrix on objects: each staff role against a mail scan, an order's document and a library file of two
// clients with the same names, through every generic asset route (list, details with versions, download, share).
// A file belongs to an area by what it is; a role outside that area gets 404, as if the file did not exist.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetArea } from '../../domain/asset-areas';
import { canUseArea, STAFF_ROLES } from '../../domain/roles';
import { createTestApp, signedInAs, type TestAgent, type TestContext } from '../helpers/api';
import { clientWithCorporation as clientWithCorporationOf, removeCreatedOrders } from '../helpers/compliance';
import { multipartBody, pdfBytes, sha256 } from '../helpers/uploads';

let ctx: TestContext;
let storageDir: string;
beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'asset-areas-'));
  ctx = await createTestApp({ STORAGE_DIR: storageDir });
});
afterAll(async () => {
  await removeCreatedOrders(ctx.db);
  await ctx.close();
  await rm(storageDir, { recursive: true, force: true });
});

const postFile = async (agent: TestAgent, url: string, fields: Record<string, string>, name: string) => {
  const data = pdfBytes(`${name} ${Math.random()}`);
  const body = await multipartBody({ checksum: sha256(data), ...fields }, { name, data, type: 'application/pdf' });
  const response = await agent.request({ method: 'POST', url, ...body, csrf: true });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

const clientWithCorporation = () => clientWithCorporationOf(ctx);

describe('asset routes check the area of each file', () => {
  it('every staff role reaches through the generic routes only the files of its areas; no file goes to another client', async () => {
    const [alice, bob] = [await clientWithCorporation(), await clientWithCorporation()];
    const { agent: admin } = await signedInAs(ctx, 'ADMIN');
    const tag = `areas-${Date.now()}`;
    const scanItem = await postFile(
      admin,
      '/api/admin/mail',
      { entityId: alice.entity.id, kind: 'SERVICE_OF_PROCESS', sender: 'Court', receivedOn: '2026-11-20' },
      `${tag} summons.pdf`,
    );
    const uploaded = await postFile(admin, '/api/assets', { tags: 'brand' }, `${tag} articles.pdf`);
    // An order's document: the client's, attached to its order.
    await ctx.db.asset.update({
      where: { id: uploaded.id },
      data: { orderId: alice.order.id, ownerId: alice.user.id },
    });
    const library = await postFile(admin, '/api/assets', { tags: 'brand' }, `${tag} logo sheet.pdf`);
    const files = [
      { id: scanItem.scan.id, area: assetArea({ isMailScan: true, isOrderDocument: false }) },
      { id: uploaded.id, area: assetArea({ isMailScan: false, isOrderDocument: true }) },
      { id: library.id, area: assetArea({ isMailScan: false, isOrderDocument: false }) },
    ];
    expect(files.map((f) => f.area)).toEqual(['mailroom', 'pipeline', 'dam']);

    for (const role of STAFF_ROLES) {
      const { agent } = await signedInAs(ctx, role);
      const listed = await agent.request({
        method: 'GET',
        url: `/api/assets?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`,
      });
      const listedIds = listed.statusCode === 200 ? listed.json().map((a: { id: string }) => a.id) : [];
      for (const file of files) {
        const allowed = canUseArea(role, file.area) && canUseArea(role, 'dam');
        const what = `${role} on the ${file.area} file`;
        expect(listedIds.includes(file.id), `${what}: listed`).toBe(allowed);
        for (const url of [`/api/assets/${file.id}`, `/api/assets/${file.id}/download`]) {
          const response = await agent.request({ method: 'GET', url });
          expect(response.statusCode, `${what}: ${url}`).toBe(allowed ? 200 : 404);
        }
        const share = await agent.request({
          method: 'POST',
          url: `/api/assets/${file.id}/share`,
          payload: { clientEmail: bob.user.email },
          csrf: true,
        });
        // Alice's scan and document are never handed to Bob; the library file may be shared.
        const expected = !allowed ? 404 : file.area === 'dam' ? 200 : 409;
        expect(share.statusCode, `${what}: share with another client`).toBe(expected);
        if (file.area === 'dam' && share.statusCode === 200)
          await ctx.db.asset.update({ where: { id: file.id }, data: { ownerId: null } });
      }
    }
    const bobsDocuments = await ctx.db.asset.findMany({ where: { ownerId: bob.user.id } });
    expect(bobsDocuments).toEqual([]);
  }, 60_000);
});
