import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_EXISTS } from '../../api/routes/clients';
import type { Role } from '../../domain/roles';
import type { MailMessage } from '../../platform/infra/mailer';
import { deliverInvitation } from '../../platform/services/identity';
import { createTestApp, createUser, signedInAs, TestAgent, type TestContext } from '../helpers/api';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://formation.test.example' });
});
afterAll(async () => ctx?.close());

const signedIn = (role: Role) => signedInAs(ctx, role);

const createClient = (agent: TestAgent, payload: unknown) =>
  agent.request({ method: 'POST', url: '/api/clients', payload: payload as object, csrf: true });

describe('POST /api/clients', () => {
  it('creates a client without a password, queues its invitation and audits it; the invitation is emailed', async () => {
    const { agent, user: admin } = await signedIn('ADMIN');
    const email = `new-client-${Date.now()}@test.example`;
    const response = await createClient(agent, { email: `  ${email.toUpperCase()} ` });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(String), email, role: 'CLIENT', invited: true });

    const stored = await ctx.db.user.findUniqueOrThrow({ where: { id: body.id } });
    expect(stored).toMatchObject({ email, role: 'CLIENT', passwordHash: null });
    const outbox = await ctx.db.outboxEntry.findMany({
      where: { kind: 'email.invitation', payload: { equals: { userId: body.id } } },
    });
    expect(outbox).toHaveLength(1);
    const entry = await ctx.db.auditEntry.findFirstOrThrow({ where: { action: 'client.create', target: email } });
    expect(entry).toMatchObject({ actorId: admin.id, role: 'ADMIN', success: true });

    // What the worker does with the outbox entry: an email with the one-time link, worded for staff-created clients.
    const sent: MailMessage[] = [];
    await deliverInvitation(
      {
        db: ctx.db,
        config: ctx.config,
        mailer: { transport: 'log', send: async (message) => void sent.push(message) },
        log: { info: () => {}, error: () => {} },
      },
      outbox[0].payload as { userId: string },
    );
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe(email);
    expect(sent[0].subject).toBe('Your client account: set your password');
    expect(sent[0].text).toMatch(/https:\/\/formation\.test\.example\/api\/invite\/[\w-]{40,}/);
    expect((await ctx.db.user.findUniqueOrThrow({ where: { id: body.id } })).inviteTokenHash).toBeTruthy();
  });

  it('answers 409 for an email that already has an account', async () => {
    const { agent } = await signedIn('SUPERADMIN');
    const existing = await createUser(ctx.db, 'CLIENT');
    const response = await createClient(agent, { email: existing.email });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CLIENT_EXISTS);
  });

  it.each([[{}], [{ email: 'not-an-email' }], [{ email: 42 }]])(
    'answers 400 naming the field for %j',
    async (payload) => {
      const { agent } = await signedIn('ADMIN');
      const response = await createClient(agent, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^email: /);
    },
  );

  it('refuses staff without the clients area, customers and signed-out callers', async () => {
    for (const role of ['PARALEGAL', 'COMPLIANCE_OFFICER', 'CLIENT', 'MEMBER'] as const) {
      const { agent } = await signedIn(role);
      const response = await createClient(agent, { email: `refused-${Date.now()}@test.example` });
      expect(response.statusCode, role).toBe(403);
    }
    const anonymous = await new TestAgent(ctx.app).request({
      method: 'POST',
      url: '/api/clients',
      payload: { email: 'anonymous@test.example' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await ctx.db.user.count({ where: { email: { startsWith: 'refused-' } } })).toBe(0);
  });
});
