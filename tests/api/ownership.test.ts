// A client only ever reaches its own orders and files: for every client route, another client's record by id
// answers 404 (the same as an id that does not exist) and the attempt is audited; the owner gets it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDownloadLink } from '../../api/lib/download-links';
import { createTestApp, createUser, TestAgent, type TestContext } from '../helpers/api';
import { createPaidOrder, createStoredDocument } from '../helpers/documents';

let ctx: TestContext;
let storageDir: string;

interface Fixture {
  owner: { id: string; agent: TestAgent };
  intruder: { id: string; agent: TestAgent };
  orderId: string;
  documentId: string;
  secret: string;
}

let fixture: Fixture;

async function signedIn() {
  const user = await createUser(ctx.db, 'CLIENT');
  const agent = new TestAgent(ctx.app);
  await agent.login(user.email, user.password);
  return { id: user.id, agent };
}

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'ownership-test-'));
  ctx = await createTestApp({ STORAGE_DIR: storageDir });
  const owner = await signedIn();
  const intruder = await signedIn();
  const order = await createPaidOrder(ctx.db, owner.id);
  const { asset } = await createStoredDocument(ctx.db, storageDir, { name: 'Formation.pdf', orderId: order.id });
  fixture = { owner, intruder, orderId: order.id, documentId: asset.id, secret: ctx.config.sessionSecret };
});
afterAll(async () => {
  await ctx?.close();
  await rm(storageDir, { recursive: true, force: true });
});

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every client route that takes an order or file id. `url(f, asUser, id)` builds the request for the user who
 * sends it; `id` is the record asked for. `kind` is what the audit names. Add new client routes here.
 */
const CLIENT_ROUTES: {
  name: string;
  kind: 'order' | 'document';
  record: (f: Fixture) => string;
  url: (f: Fixture, asUserId: string, id: string) => string;
  /** POST routes send this body (with the CSRF token). */
  post?: object;
  /** What the owner gets when it is not 200 (e.g. 503: past the ownership check, no Temporal in this suite). */
  ownerStatus?: number;
}[] = [
  { name: 'GET /api/orders/:id', kind: 'order', record: (f) => f.orderId, url: (_f, _u, id) => `/api/orders/${id}` },
  {
    name: 'GET /api/documents?orderId=',
    kind: 'order',
    record: (f) => f.orderId,
    url: (_f, _u, id) => `/api/documents?orderId=${id}`,
  },
  {
    name: 'GET /api/documents/:id/link',
    kind: 'document',
    record: (f) => f.documentId,
    url: (_f, _u, id) => `/api/documents/${id}/link`,
  },
  {
    // A valid link, issued to the sender, for a file that is not theirs (e.g. a share since withdrawn).
    name: 'GET /api/documents/:id/download (link issued to the sender)',
    kind: 'document',
    record: (f) => f.documentId,
    url: (f, asUserId, id) =>
      signDownloadLink(f.secret, { assetId: id, userId: asUserId, expiresAt: Date.now() + 60_000 }),
  },
  {
    // The owner's own link, passed on to someone else.
    name: "GET /api/documents/:id/download (the owner's link)",
    kind: 'document',
    record: (f) => f.documentId,
    url: (f, _asUserId, id) =>
      signDownloadLink(f.secret, { assetId: id, userId: f.owner.id, expiresAt: Date.now() + 60_000 }),
  },
  {
    name: 'POST /api/orders/:id/change-response',
    kind: 'order',
    record: (f) => f.orderId,
    url: (_f, _u, id) => `/api/orders/${id}/change-response`,
    post: { message: 'Here is the corrected business name.' },
    ownerStatus: 503,
  },
];

const send = (agent: TestAgent, route: (typeof CLIENT_ROUTES)[number], url: string) =>
  route.post
    ? agent.request({ method: 'POST', url, payload: route.post, csrf: true })
    : agent.request({ method: 'GET', url });

describe.each(CLIENT_ROUTES)('$name', (route) => {
  it('answers the owner', async () => {
    const id = route.record(fixture);
    const response = await send(fixture.owner.agent, route, route.url(fixture, fixture.owner.id, id));
    expect(response.statusCode, response.body).toBe(route.ownerStatus ?? 200);
  });

  it("answers another client's record with 404, as for an unknown id, and audits the attempt", async () => {
    const id = route.record(fixture);
    const foreign = await send(fixture.intruder.agent, route, route.url(fixture, fixture.intruder.id, id));
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(foreign.body).not.toContain('Formation.pdf');
    const audit = await ctx.db.auditEntry.findFirst({
      where: { action: 'access.denied', target: `${route.kind}:${id}`, actorId: fixture.intruder.id },
      orderBy: { createdAt: 'desc' },
    });
    expect(audit).toMatchObject({ success: false });

    const unknown = await send(fixture.intruder.agent, route, route.url(fixture, fixture.intruder.id, NO_SUCH_ID));
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json().message.replace(id, NO_SUCH_ID)).toBe(unknown.json().message);
  });
});
