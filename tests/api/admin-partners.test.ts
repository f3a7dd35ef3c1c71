import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateKey, hashApiKey } from '../../platform/services/partners';
import { LIVE_KEY_NEEDS_APPROVAL } from '../../platform/services/partners/keys';
import { createTestApp, signedInAs, type TestAgent, type TestContext } from '../helpers/api';

let ctx: TestContext;
let admin: TestAgent;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedInAs(ctx, 'ADMIN')).agent;
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: object = {}) => admin.request({ method: 'POST', url, payload, csrf: true });

async function newPartner(name = 'Acme Payroll') {
  const response = await post('/api/admin/partners', { name, email: 'OPS@acme.example' });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('partners and keys in the back-office', () => {
  it('creates a partner in test mode and answers a test key once, stored only as its hash', async () => {
    const partner = await newPartner();
    expect(partner).toMatchObject({ name: 'Acme Payroll', email: 'ops@acme.example', status: 'TEST', keys: [] });
    const response = await post(`/api/admin/partners/${partner.id}/keys`, { mode: 'test', name: 'Backend' });
    expect(response.statusCode).toBe(201);
    const issued = response.json();
    expect(issued.key).toMatch(/^fk_test_[A-Za-z0-9_-]{43}$/);
    expect(issued.prefix).toBe(issued.key.slice(0, 16));
    const stored = await ctx.db.partnerKey.findUniqueOrThrow({ where: { id: issued.id } });
    expect(stored.keyHash).toBe(hashApiKey(issued.key));
    expect(JSON.stringify(stored)).not.toContain(issued.key);

    const shown = (await admin.request({ method: 'GET', url: `/api/admin/partners/${partner.id}` })).json();
    expect(shown.keys).toHaveLength(1);
    expect(JSON.stringify(shown)).not.toContain(issued.key);
    expect(await ctx.db.auditEntry.count({ where: { action: 'partner.key_create', target: partner.id } })).toBe(1);
  });

  it('issues live keys only once staff have approved the partner', async () => {
    const partner = await newPartner();
    const refused = await post(`/api/admin/partners/${partner.id}/keys`, { mode: 'live', name: 'Prod' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LIVE_KEY_NEEDS_APPROVAL);
    const approved = await admin.request({
      method: 'PUT',
      url: `/api/admin/partners/${partner.id}`,
      payload: { status: 'APPROVED' },
      csrf: true,
    });
    expect(approved.json()).toMatchObject({ status: 'APPROVED', approvedAt: expect.any(String) });
    const live = await post(`/api/admin/partners/${partner.id}/keys`, { mode: 'live', name: 'Prod' });
    expect(live.statusCode).toBe(201);
    expect(live.json().key).toMatch(/^fk_live_/);
    expect(await authenticateKey(ctx.db, live.json().key)).toMatchObject({ partnerId: partner.id, mode: 'LIVE' });
  });

  it('revokes a key at once; a rotated key keeps working beside its successor for the grace period', async () => {
    const partner = await newPartner();
    const first = (await post(`/api/admin/partners/${partner.id}/keys`, { mode: 'test', name: 'A' })).json();
    const rotated = await post(`/api/admin/partners/${partner.id}/keys/${first.id}/rotate`);
    expect(rotated.statusCode).toBe(201);
    const successor = rotated.json();
    expect(successor).toMatchObject({ name: 'A', mode: 'TEST' });
    expect(await authenticateKey(ctx.db, first.key)).not.toBeNull();
    expect(await authenticateKey(ctx.db, successor.key)).not.toBeNull();
    const inTwoDays = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    expect(await authenticateKey(ctx.db, first.key, inTwoDays)).toBeNull();

    const revoked = await admin.request({
      method: 'DELETE',
      url: `/api/admin/partners/${partner.id}/keys/${successor.id}`,
      csrf: true,
    });
    expect(revoked.json()).toMatchObject({ revoked: true });
    expect(await authenticateKey(ctx.db, successor.key)).toBeNull();
    expect((await ctx.db.partnerKey.findUniqueOrThrow({ where: { id: successor.id } })).lastUsedAt).not.toBeNull();
  });

  it("answers 404 for a key reached through another partner's id", async () => {
    const [a, b] = [await newPartner('Same'), await newPartner('Same')];
    const key = (await post(`/api/admin/partners/${a.id}/keys`, { mode: 'test', name: 'K' })).json();
    const response = await admin.request({
      method: 'DELETE',
      url: `/api/admin/partners/${b.id}/keys/${key.id}`,
      csrf: true,
    });
    expect(response.statusCode).toBe(404);
    expect(await authenticateKey(ctx.db, key.key)).not.toBeNull();
  });

  it('lists partners with Content-Range, and refuses staff outside the partners area', async () => {
    await newPartner();
    const list = await admin.request({ method: 'GET', url: '/api/admin/partners?range=[0,4]' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toMatch(/^partners 0-\d+\/\d+$/);
    for (const role of ['PARALEGAL', 'COMPLIANCE_OFFICER', 'CLIENT'] as const) {
      const { agent } = await signedInAs(ctx, role);
      const response = await agent.request({ method: 'GET', url: '/api/admin/partners' });
      expect(response.statusCode, role).toBe(403);
    }
  });

  it.each([[{}], [{ mode: 'prod', name: 'x' }], [{ mode: 'test', name: '' }], [{ mode: 'test', name: 'a\u0000b' }]])(
    'answers 400 for the key body %j',
    async (payload) => {
      const partner = await newPartner();
      const response = await post(`/api/admin/partners/${partner.id}/keys`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    },
  );
});
