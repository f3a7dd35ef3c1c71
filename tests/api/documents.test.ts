// The client's document vault: what a client sees, search/filter/paging on the server, authorised links
// (expired, altered, someone else's) and staff sharing a file with a client.
import { mkdtemp, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDownloadLink } from '../../api/lib/download-links';
import { createTestApp, createUser, TestAgent, type TestContext } from '../helpers/api';
import { createPaidOrder, createStoredDocument } from '../helpers/documents';

let ctx: TestContext;
let storageDir: string;
beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'documents-test-'));
  ctx = await createTestApp({ STORAGE_DIR: storageDir });
});
afterAll(async () => {
  await ctx?.close();
  await rm(storageDir, { recursive: true, force: true });
});

async function signedIn(role: 'CLIENT' | 'MEMBER' | 'ADMIN' | 'PARALEGAL' = 'CLIENT') {
  const user = await createUser(ctx.db, role);
  const agent = new TestAgent(ctx.app);
  await agent.login(user.email, user.password);
  return { user, agent };
}

const store = (input: Parameters<typeof createStoredDocument>[2]) => createStoredDocument(ctx.db, storageDir, input);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function listFor(agent: TestAgent, query = '') {
  const response = await agent.request({ method: 'GET', url: `/api/documents${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: { id: string; name: string; type: string; shared: boolean }[]; total: number };
}

async function download(agent: TestAgent, id: string) {
  const link = await agent.request({ method: 'GET', url: `/api/documents/${id}/link` });
  expect(link.statusCode, link.body).toBe(200);
  return agent.request({ method: 'GET', url: link.json().url });
}

describe('the document list', () => {
  it("lists the client's own files (its orders' and those shared with it), newest first, never others' or deleted ones", async () => {
    const { user, agent } = await signedIn();
    const other = await createUser(ctx.db, 'CLIENT');
    const order = await createPaidOrder(ctx.db, user.id);
    const othersOrder = await createPaidOrder(ctx.db, other.id);
    const formation = await store({
      name: 'Certificate of Formation.pdf',
      orderId: order.id,
      createdAt: minutesAgo(30),
    });
    const shared = await store({
      name: 'Valuation memo.pdf',
      kind: 'valuation',
      ownerId: user.id,
      createdAt: minutesAgo(10),
    });
    await store({ name: 'Deleted draft.pdf', orderId: order.id, deletedAt: new Date() });
    await store({ name: 'Not yours.pdf', orderId: othersOrder.id });
    await store({ name: 'Not yours either.pdf', ownerId: other.id });
    await store({ name: 'Unassigned.pdf' });

    const list = await listFor(agent);
    expect(list.items.map((d) => d.name)).toEqual(['Valuation memo.pdf', 'Certificate of Formation.pdf']);
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({ id: shared.asset.id, type: 'valuation', shared: true });
    expect(list.items[1]).toMatchObject({ id: formation.asset.id, type: 'document', shared: false });
  });

  it('searches, filters by order and type, and pages on the server', async () => {
    const { user, agent } = await signedIn('MEMBER');
    const first = await createPaidOrder(ctx.db, user.id, { businessName: 'Orchard Holdings LLC' });
    const second = await createPaidOrder(ctx.db, user.id);
    for (let i = 0; i < 7; i += 1) {
      await store({ name: `Annual report ${i}.pdf`, orderId: second.id, createdAt: minutesAgo(100 - i) });
    }
    await store({ name: 'Operating Agreement.pdf', orderId: first.id, createdAt: minutesAgo(5) });
    await store({ name: 'Promissory note.pdf', kind: 'instrument', orderId: first.id, createdAt: minutesAgo(4) });

    expect((await listFor(agent, '?q=operating')).items.map((d) => d.name)).toEqual(['Operating Agreement.pdf']);
    // A search matches the entity's business name too.
    expect((await listFor(agent, '?q=orchard')).total).toBe(2);
    const byOrder = await listFor(agent, `?orderId=${first.id}`);
    expect(byOrder.items.map((d) => d.name)).toEqual(['Promissory note.pdf', 'Operating Agreement.pdf']);
    expect((await listFor(agent, '?type=instrument')).items.map((d) => d.name)).toEqual(['Promissory note.pdf']);
    expect((await listFor(agent, `?orderId=${first.id}&type=document`)).total).toBe(1);

    const page1 = await listFor(agent, '?pageSize=4');
    const page3 = await listFor(agent, '?pageSize=4&page=3');
    expect(page1.total).toBe(9);
    expect(page1.items.map((d) => d.name)).toEqual([
      'Promissory note.pdf',
      'Operating Agreement.pdf',
      'Annual report 6.pdf',
      'Annual report 5.pdf',
    ]);
    expect(page3.items.map((d) => d.name)).toEqual(['Annual report 0.pdf']);
  });

  it('refuses bad query values by name, staff and anonymous callers', async () => {
    const { agent } = await signedIn();
    for (const [query, field] of [
      ['?type=spreadsheet', 'type'],
      ['?pageSize=1000', 'pageSize'],
      ['?page=0', 'page'],
      ['?orderId=12', 'orderId'],
    ]) {
      const response = await agent.request({ method: 'GET', url: `/api/documents${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(field);
    }
    const staff = await signedIn('ADMIN');
    expect((await staff.agent.request({ method: 'GET', url: '/api/documents' })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/documents' })).statusCode).toBe(401);
  });
});

describe('authorised downloads', () => {
  it('serves the file to its client through a fresh link, and audits the download', async () => {
    const { user, agent } = await signedIn();
    const order = await createPaidOrder(ctx.db, user.id);
    const { asset, content } = await store({ name: 'Articles – Orchard “final”.pdf', orderId: order.id });
    const link = await agent.request({ method: 'GET', url: `/api/documents/${asset.id}/link` });
    const { url, expiresAt } = link.json();
    expect(url).toMatch(new RegExp(`^/api/documents/${asset.id}/download\\?user=${user.id}&expires=\\d+&sig=`));
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(expiresAt).getTime()).toBeLessThanOrEqual(Date.now() + 5 * 60_000);

    const file = await agent.request({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(content);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''Articles%20%E2%80%93%20Orchard");
    expect(file.headers['cache-control']).toBe('private, no-store');
    const audit = await ctx.db.auditEntry.findFirst({
      where: { action: 'document.downloaded', target: `document:${asset.id}` },
    });
    expect(audit?.actorId).toBe(user.id);
  });

  it('refuses an expired link, an altered one, one without a session, and a file gone from storage', async () => {
    const { user, agent } = await signedIn();
    const { asset } = await store({ name: 'Bylaws.pdf', ownerId: user.id });
    const expired = signDownloadLink(ctx.config.sessionSecret, {
      assetId: asset.id,
      userId: user.id,
      expiresAt: Date.now() - 1000,
    });
    const response = await agent.request({ method: 'GET', url: expired });
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toMatch(/expired/);

    const fresh = (await agent.request({ method: 'GET', url: `/api/documents/${asset.id}/link` })).json().url as string;
    const longer = fresh.replace(/expires=(\d+)/, (_m, ms) => `expires=${Number(ms) + 3_600_000}`);
    expect((await agent.request({ method: 'GET', url: longer })).statusCode).toBe(403);
    const forged = fresh.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await agent.request({ method: 'GET', url: forged })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(401);

    await unlink(path.join(storageDir, asset.s3Key));
    expect((await agent.request({ method: 'GET', url: fresh })).statusCode).toBe(404);
  });

  it('stops serving a file once it is deleted or no longer shared, even through a link already issued', async () => {
    const { user, agent } = await signedIn();
    const { asset } = await store({ name: 'Shared then withdrawn.pdf', ownerId: user.id });
    const url = (await agent.request({ method: 'GET', url: `/api/documents/${asset.id}/link` })).json().url;
    await ctx.db.asset.update({ where: { id: asset.id }, data: { ownerId: null } });
    expect((await agent.request({ method: 'GET', url })).statusCode).toBe(404);
    await ctx.db.asset.update({ where: { id: asset.id }, data: { ownerId: user.id, deletedAt: new Date() } });
    expect((await agent.request({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('sharing a file with a client (back-office)', () => {
  it('staff with the digital assets area share and unshare a file; the client sees it come and go', async () => {
    const client = await signedIn();
    const paralegal = await signedIn('PARALEGAL');
    const { asset, content } = await store({ name: 'Compliance binder.pdf' });
    const share = await paralegal.agent.request({
      method: 'POST',
      url: `/api/assets/${asset.id}/share`,
      payload: { clientEmail: client.user.email.toUpperCase() },
      csrf: true,
    });
    expect(share.statusCode, share.body).toBe(200);
    expect(share.json()).toMatchObject({ ownerId: client.user.id, ownerEmail: client.user.email });
    expect((await listFor(client.agent)).items.map((d) => d.name)).toEqual(['Compliance binder.pdf']);
    expect((await download(client.agent, asset.id)).body).toBe(content);
    const audit = await ctx.db.auditEntry.findFirst({ where: { action: 'asset.shared', target: `asset:${asset.id}` } });
    expect(audit?.actorId).toBe(paralegal.user.id);
    const detail = await paralegal.agent.request({ method: 'GET', url: `/api/assets/${asset.id}` });
    expect(detail.json().sharedWith).toEqual({ id: client.user.id, email: client.user.email });

    const unshare = await paralegal.agent.request({
      method: 'DELETE',
      url: `/api/assets/${asset.id}/share`,
      csrf: true,
    });
    expect(unshare.statusCode).toBe(200);
    expect((await listFor(client.agent)).total).toBe(0);
    expect((await paralegal.agent.request({ method: 'GET', url: `/api/assets/${asset.id}` })).json().sharedWith).toBe(
      null,
    );
  });

  it('refuses a non-client email, a missing asset and callers without the area', async () => {
    const admin = await signedIn('ADMIN');
    const { asset } = await store({ name: 'Internal.pdf' });
    const toStaff = await admin.agent.request({
      method: 'POST',
      url: `/api/assets/${asset.id}/share`,
      payload: { clientEmail: admin.user.email },
      csrf: true,
    });
    expect(toStaff.statusCode).toBe(400);
    expect(toStaff.json().message).toMatch(/^clientEmail/);
    const badEmail = await admin.agent.request({
      method: 'POST',
      url: `/api/assets/${asset.id}/share`,
      payload: { clientEmail: 'not-an-email' },
      csrf: true,
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toMatch(/clientEmail/);
    const missing = await admin.agent.request({
      method: 'POST',
      url: '/api/assets/00000000-0000-4000-8000-000000000000/share',
      payload: { clientEmail: admin.user.email },
      csrf: true,
    });
    expect(missing.statusCode).toBe(404);

    const client = await signedIn();
    const refused = await client.agent.request({
      method: 'POST',
      url: `/api/assets/${asset.id}/share`,
      payload: { clientEmail: client.user.email },
      csrf: true,
    });
    expect(refused.statusCode).toBe(403);
  });
});
