// An order's documents through signed links, called with the typed client as a partner would: the list gives each
// file a short-lived link, the link downloads the file without a key, an altered or expired link is refused in the
// API's error shape, and a second partner of the same name (its customer and business named the same) reaches
// none of the first one's documents.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDocumentLink } from '../../api/partner-api/document-links';
import { createTestApp, type TestContext } from '../helpers/api';
import { createStoredDocument } from '../helpers/documents';
import { createPartner, type PartnerClient, partnerClient } from '../helpers/partners';

let ctx: TestContext;
let baseUrl: string;
let storageDir: string;
beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'partner-documents-'));
  ctx = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '1000', STORAGE_DIR: storageDir });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx?.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** A formation for Jane Doe's 'Same Name LLC', with its articles and operating agreement stored. */
async function orderWithDocuments(api: PartnerClient) {
  const placed = await api.POST('/api/v1/orders', {
    params: { header: { 'Idempotency-Key': randomUUID() } },
    body: {
      kind: 'FORMATION',
      customer: { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' },
      packages: ['PREMIUM'],
      services: [],
      states: ['DE'],
      entityDetails: { DE: { businessName: 'Same Name LLC', entityType: 'LLC' } },
    },
  });
  const orderId = (placed.data as { id: string }).id;
  const articles = await createStoredDocument(ctx.db, storageDir, { name: 'Certificate of Formation.pdf', orderId });
  const agreement = await createStoredDocument(ctx.db, storageDir, { name: 'Operating Agreement.pdf', orderId });
  return { orderId, articles, agreement };
}

/** The link as a partner's code would fetch it: no key, at the address the API answered (on this test server). */
const fetchLink = (url: string) => {
  const link = new URL(url);
  return fetch(`${baseUrl}${link.pathname}${link.search}`);
};

const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error;

describe('partner API: documents through signed links', () => {
  it("lists an order's documents with links that download each file without a key", async () => {
    const { partner, keys } = await createPartner(ctx.db, 'Same Name Bank');
    const api = partnerClient(baseUrl, keys.TEST);
    const { orderId, articles, agreement } = await orderWithDocuments(api);
    const before = Date.now();
    const list = await api.GET('/api/v1/orders/{id}/documents', { params: { path: { id: orderId } } });
    expect(list.response.status).toBe(200);
    const documents = list.data?.data ?? [];
    expect(documents.map((d) => d.name)).toEqual(['Certificate of Formation.pdf', 'Operating Agreement.pdf']);
    expect(documents[0]).toMatchObject({
      id: articles.asset.id,
      object: 'document',
      order: orderId,
      mimeType: 'application/pdf',
      sizeBytes: Buffer.byteLength(articles.content),
    });
    const expiresAt = Date.parse(documents[0].expiresAt);
    expect(expiresAt - before).toBeGreaterThan(5 * 60_000);
    expect(expiresAt - before).toBeLessThanOrEqual(16 * 60_000);

    for (const [document, stored] of [
      [documents[0], articles],
      [documents[1], agreement],
    ] as const) {
      const download = await fetchLink(document.url);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${stored.asset.name}"`);
      expect(await download.text()).toBe(stored.content);
    }
    const audited = await ctx.db.auditEntry.findMany({
      where: { action: 'document.downloaded', target: `document:${articles.asset.id}` },
    });
    expect(audited).toHaveLength(1);
    expect(audited[0].details).toMatchObject({ partnerId: partner.id, orderId });
  });

  it('refuses an altered or expired link in the error shape, and a deleted document', async () => {
    const { partner, keys } = await createPartner(ctx.db, 'Same Name Bank');
    const other = await createPartner(ctx.db, 'Same Name Bank');
    const api = partnerClient(baseUrl, keys.TEST);
    const { orderId, articles, agreement } = await orderWithDocuments(api);
    const list = await api.GET('/api/v1/orders/{id}/documents', { params: { path: { id: orderId } } });
    const url = new URL(list.data?.data[0].url ?? '');
    const altered = (change: (link: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return fetchLink(copy.toString());
    };
    const sig = url.searchParams.get('sig') ?? '';
    const expires = Number(url.searchParams.get('expires'));
    const refusals = [
      await altered((link) => link.searchParams.set('sig', `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`)),
      await altered((link) => link.searchParams.set('expires', String(expires + 3600))),
      await altered((link) => link.searchParams.set('partner', other.partner.id)),
      await altered((link) => {
        link.pathname = link.pathname.replace(articles.asset.id, agreement.asset.id);
      }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toContain('application/json');
      expect(await errorOf(refused)).toMatchObject({ code: 'link_invalid', param: 'sig' });
    }
    const missingSig = await altered((link) => link.searchParams.delete('sig'));
    expect(missingSig.status).toBe(400);
    expect(await errorOf(missingSig)).toMatchObject({ code: 'parameter_invalid' });

    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await fetchLink(
      `http://x${signDocumentLink(ctx.config.sessionSecret, { documentId: articles.asset.id, partnerId: partner.id, expires: past })}`,
    );
    expect(expired.status).toBe(410);
    expect(await errorOf(expired)).toMatchObject({ code: 'link_expired' });

    await ctx.db.asset.update({ where: { id: articles.asset.id }, data: { deletedAt: new Date() } });
    const deleted = await fetchLink(url.toString());
    expect(deleted.status).toBe(404);
    expect(await errorOf(deleted)).toMatchObject({ code: 'resource_missing' });
    const remaining = await api.GET('/api/v1/orders/{id}/documents', { params: { path: { id: orderId } } });
    expect(remaining.data?.data.map((d) => d.id)).toEqual([agreement.asset.id]);
  });

  it("answers another partner's order, and the other mode's, 404 (audited), though every name is the same", async () => {
    const a = await createPartner(ctx.db, 'Same Name Bank', ['TEST', 'LIVE']);
    const b = await createPartner(ctx.db, 'Same Name Bank');
    const apiA = partnerClient(baseUrl, a.keys.TEST);
    const apiB = partnerClient(baseUrl, b.keys.TEST);
    const mine = await orderWithDocuments(apiA);
    const theirs = await orderWithDocuments(apiB);
    const foreign = await apiB.GET('/api/v1/orders/{id}/documents', { params: { path: { id: mine.orderId } } });
    expect(foreign.response.status).toBe(404);
    expect(foreign.error).toMatchObject({ error: { code: 'resource_missing' } });
    expect(JSON.stringify(foreign.error)).not.toContain('Certificate');
    const denied = await ctx.db.auditEntry.findMany({
      where: { action: 'access.denied', target: `order:${mine.orderId}` },
    });
    expect(denied).toHaveLength(1);
    expect(denied[0].details).toMatchObject({ partnerId: b.partner.id });
    const live = partnerClient(baseUrl, a.keys.LIVE);
    const otherMode = await live.GET('/api/v1/orders/{id}/documents', { params: { path: { id: mine.orderId } } });
    expect(otherMode.response.status).toBe(404);
    for (const id of [randomUUID(), 'nope']) {
      const unknown = await apiA.GET('/api/v1/orders/{id}/documents', { params: { path: { id } } });
      expect(unknown.response.status).toBe(404);
    }
    // B's own order of the same names lists B's files only; B's link names B, never A.
    const own = await apiB.GET('/api/v1/orders/{id}/documents', { params: { path: { id: theirs.orderId } } });
    expect(own.data?.data.map((d) => d.id).sort()).toEqual(
      [theirs.articles.asset.id, theirs.agreement.asset.id].sort(),
    );
    // A link signed for B to A's document (a partner cannot sign one, but were it to) still finds nothing of A's.
    const crossed = await fetchLink(
      `http://x${signDocumentLink(ctx.config.sessionSecret, { documentId: mine.articles.asset.id, partnerId: b.partner.id, expires: Math.floor(Date.now() / 1000) + 60 })}`,
    );
    expect(crossed.status).toBe(404);
  });
});
