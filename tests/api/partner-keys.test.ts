// Keys and addresses: a key is rotated once (a second rotation of the old key answers 409 naming its successor, so
// a leaked key cannot be kept alive), and traffic without a valid key is limited per client address (429 with
// Retry-After), not per presented string, while keys keep their own limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateKey } from '../../platform/services/partners';
import { createTestApp, signedInAs, type TestAgent, type TestContext } from '../helpers/api';
import { createPartner } from '../helpers/partners';

let ctx: TestContext;
let admin: TestAgent;
beforeAll(async () => {
  ctx = await createTestApp({ PARTNER_RATE_LIMIT_MAX: '5', PARTNER_RATE_LIMIT_WINDOW_MS: '60000' });
  admin = (await signedInAs(ctx, 'ADMIN')).agent;
});
afterAll(async () => ctx?.close());

const rotate = (partnerId: string, keyId: string) =>
  admin.request({ method: 'POST', url: `/api/admin/partners/${partnerId}/keys/${keyId}/rotate`, csrf: true });

const get = (remoteAddress: string, key?: string, url = '/api/v1/states') =>
  ctx.app.inject({
    method: 'GET',
    url,
    remoteAddress,
    headers: key ? { authorization: `Bearer ${key}` } : {},
  });

describe('key rotation', () => {
  it('rotates a key once: a second rotation answers 409 naming its successor and leaves its expiry alone', async () => {
    const { partner } = await createPartner(ctx.db, 'Rotating Bank', []);
    const issued = (
      await admin.request({
        method: 'POST',
        url: `/api/admin/partners/${partner.id}/keys`,
        payload: { mode: 'test', name: 'Backend' },
        csrf: true,
      })
    ).json();
    const first = await rotate(partner.id, issued.id);
    expect(first.statusCode).toBe(201);
    const successor = first.json();
    const expiresAt = (await ctx.db.partnerKey.findUniqueOrThrow({ where: { id: issued.id } })).expiresAt;

    const again = await rotate(partner.id, issued.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(successor.id);
    expect((await ctx.db.partnerKey.findUniqueOrThrow({ where: { id: issued.id } })).expiresAt).toEqual(expiresAt);
    expect(await ctx.db.partnerKey.count({ where: { partnerId: partner.id } })).toBe(2);
    // Past the grace period the old key is gone for good; the successor rotates in its turn.
    expect(await authenticateKey(ctx.db, issued.key, new Date(Date.now() + 2 * 86_400_000))).toBeNull();
    expect((await rotate(partner.id, successor.id)).statusCode).toBe(201);
  });

  it('makes one successor when two rotations of a key race', async () => {
    const { partner } = await createPartner(ctx.db, 'Racing Bank', ['TEST']);
    const key = await ctx.db.partnerKey.findFirstOrThrow({ where: { partnerId: partner.id } });
    const answers = await Promise.all([rotate(partner.id, key.id), rotate(partner.id, key.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await ctx.db.partnerKey.count({ where: { partnerId: partner.id } })).toBe(2);
  });
});

describe('limits without a valid key', () => {
  it('limits bogus keys per client address with 429 and Retry-After, not per presented string', async () => {
    const address = '198.51.100.20';
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await get(address, `fk_test_bogus${i}`));
    expect(answers.slice(0, 5).map((a) => a.statusCode)).toEqual([401, 401, 401, 401, 401]);
    for (const refused of answers.slice(5)) {
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().error).toMatchObject({ type: 'rate_limit_error', code: 'rate_limited' });
    }
    // No key at all counts the same; another address is not affected.
    expect((await get(address)).statusCode).toBe(429);
    expect((await get('198.51.100.21', 'fk_test_bogus')).statusCode).toBe(401);
  });

  it('limits the public document per address, and keeps each valid key on its own limit', async () => {
    const address = '198.51.100.30';
    const document = [];
    for (let i = 0; i < 6; i++) document.push((await get(address, undefined, '/api/v1/openapi.json')).statusCode);
    expect(document).toEqual([200, 200, 200, 200, 200, 429]);
    // A valid key from that address is limited by its own count, not the address's.
    const a = await createPartner(ctx.db, 'Limited Bank');
    const b = await createPartner(ctx.db, 'Limited Bank');
    const mine = [];
    for (let i = 0; i < 6; i++) mine.push((await get(address, a.keys.TEST)).statusCode);
    expect(mine).toEqual([200, 200, 200, 200, 200, 429]);
    const ok = await get(address, b.keys.TEST);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-ratelimit-limit']).toBe('5');
  });
});
