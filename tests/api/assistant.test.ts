// AI Assistant and GPT Interface calls against the real database and Redis, with the OpenAI stand-in.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers/api';
import { createAssistantApp, insertOrder, parseSse, post, sentText, signedIn } from '../helpers/assistant';
import { type OpenAiStub, startOpenAiStub } from '../../stand-ins/openai-server';

let stub: OpenAiStub;
let ctx: TestContext;
beforeAll(async () => {
  stub = await startOpenAiStub({ slowDelayMs: 4000 });
  ctx = await createAssistantApp(stub);
});
afterAll(async () => {
  await ctx?.close();
  await stub?.close();
});
beforeEach(() => stub.reset());

const unique = () => Math.random().toString(36).slice(2, 8);

describe('access', () => {
  it('answers 401 to an anonymous caller on every call', async () => {
    const { TestAgent } = await import('../helpers/api');
    const agent = new TestAgent(ctx.app);
    for (const url of ['/api/admin/gpt/capabilities', '/api/admin/gpt/usage-stats', '/api/admin/gpt/status']) {
      expect((await agent.request({ method: 'GET', url })).statusCode).toBe(401);
    }
    const response = await agent.request({ method: 'POST', url: '/api/admin/gpt', payload: { message: 'hi' } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses customers everything', async () => {
    const client = await signedIn(ctx, 'CLIENT');
    expect((await post(client, '/api/admin/gpt', { message: 'hi' })).statusCode).toBe(403);
    expect((await post(client, '/api/admin/gpt/query', { message: 'hi' })).statusCode).toBe(403);
    expect((await client.request({ method: 'GET', url: '/api/admin/gpt/status' })).statusCode).toBe(403);
  });

  it('lets staff chat but keeps the GPT Interface, capabilities and usage stats for admins', async () => {
    const paralegal = await signedIn(ctx, 'PARALEGAL');
    const chat = await post(paralegal, '/api/admin/gpt', { message: 'What is a registered agent?' });
    expect(chat.statusCode).toBe(200);
    for (const url of ['/api/admin/gpt/capabilities', '/api/admin/gpt/usage-stats']) {
      const response = await paralegal.request({ method: 'GET', url });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/gpt/);
    }
    expect((await post(paralegal, '/api/admin/gpt/query', { message: 'hi' })).statusCode).toBe(403);
    const gptStream = await post(paralegal, '/api/admin/gpt/stream', { message: 'hi', channel: 'gpt' });
    expect(gptStream.statusCode).toBe(403);

    for (const role of ['ADMIN', 'SUPERADMIN'] as const) {
      const admin = await signedIn(ctx, role);
      expect((await admin.request({ method: 'GET', url: '/api/admin/gpt/capabilities' })).statusCode).toBe(200);
      expect((await post(admin, '/api/admin/gpt/query', { message: 'hi' })).statusCode).toBe(200);
    }
  });
});

describe('shapes and validation', () => {
  it('describes contexts, redaction levels, features and limitations', async () => {
    const admin = await signedIn(ctx, 'ADMIN');
    const { data } = (await admin.request({ method: 'GET', url: '/api/admin/gpt/capabilities' })).json();
    expect(data.contexts.map((c: { id: string }) => c.id)).toEqual([
      'general',
      'compliance',
      'risk_analysis',
      'audit_review',
    ]);
    expect(data.redactionLevels.map((l: { id: string }) => l.id)).toEqual(['strict', 'moderate', 'minimal']);
    for (const item of [...data.contexts, ...data.redactionLevels]) {
      expect(item).toEqual({ id: expect.any(String), name: expect.any(String), description: expect.any(String) });
    }
    expect(data.features.length).toBeGreaterThan(0);
    expect(data.limitations.join(' ')).toContain('2000 characters');
    expect(data.configured).toBe(true);
  });

  it('answers a chat message in a stored session and sends the history with the next one', async () => {
    const admin = await signedIn(ctx, 'ADMIN');
    const first = await post(admin, '/api/admin/gpt', { message: 'What does a Delaware LLC need each year?' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({ response: expect.any(String), sessionId: expect.any(String), message: expect.any(String) });
    expect(body.response).toBe('Answer: What does a Delaware LLC need each year?');

    const second = await post(admin, '/api/admin/gpt', { message: 'And in Wyoming?', sessionId: body.sessionId });
    expect(second.json().sessionId).toBe(body.sessionId);
    const sent = stub.requests[1].body.messages.map((m) => `${m.role}:${m.content}`);
    expect(sent).toContain('user:What does a Delaware LLC need each year?');
    expect(sent).toContain('assistant:Answer: What does a Delaware LLC need each year?');
    expect(sent.at(-1)).toBe('user:And in Wyoming?');
    expect(stub.requests[1].authorization).toBe('Bearer sk-test-stand-in');

    const stored = await ctx.db.chatMessage.findMany({
      where: { sessionId: body.sessionId },
      orderBy: { createdAt: 'asc' },
    });
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    const session = await ctx.db.chatSession.findUniqueOrThrow({ where: { id: body.sessionId } });
    expect(session).toMatchObject({ userId: admin.user.id, channel: 'assistant' });

    // Someone else's session, or a GPT Interface session, is not found for this chat.
    const other = await signedIn(ctx, 'ADMIN');
    const foreign = await post(other, '/api/admin/gpt', { message: 'hi', sessionId: body.sessionId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toMatch(/session/i);

    // The conversation can be reopened by its owner, on its channel only.
    const transcript = await admin.request({ method: 'GET', url: `/api/admin/gpt/sessions/${body.sessionId}` });
    expect(transcript.statusCode).toBe(200);
    expect(transcript.json()).toMatchObject({ id: body.sessionId, channel: 'assistant' });
    expect(transcript.json().messages.map((m: { content: string }) => m.content)).toEqual(stored.map((m) => m.content));
    const url = `/api/admin/gpt/sessions/${body.sessionId}`;
    expect((await other.request({ method: 'GET', url })).statusCode).toBe(404);
    expect((await admin.request({ method: 'GET', url: `${url}?channel=gpt` })).statusCode).toBe(404);
    expect((await admin.request({ method: 'GET', url: '/api/admin/gpt/sessions/not-a-uuid' })).statusCode).toBe(400);
    const paralegal = await signedIn(ctx, 'PARALEGAL');
    expect((await paralegal.request({ method: 'GET', url: `${url}?channel=gpt` })).statusCode).toBe(403);
  });

  it('starts a new session when a client sends sessionId null, and still refuses one that is not an id', async () => {
    const admin = await signedIn(ctx, 'ADMIN');
    const before = await ctx.db.chatSession.count();
    for (const url of ['/api/admin/gpt', '/api/admin/gpt/query']) {
      const fresh = await post(admin, url, { message: 'Hello', sessionId: null });
      expect(fresh.statusCode, url).toBe(200);
    }
    expect(await ctx.db.chatSession.count()).toBe(before + 2);
    const wrong = await post(admin, '/api/admin/gpt', { message: 'Hello', sessionId: 'not-a-session' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('must be a chat session id');
  });

  it('enforces the 2000-character limit and refuses empty or unknown values by name', async () => {
    const admin = await signedIn(ctx, 'ADMIN');
    const atLimit = await post(admin, '/api/admin/gpt/query', { message: 'x'.repeat(2000) });
    expect(atLimit.statusCode).toBe(200);
    const cases: [unknown, RegExp][] = [
      [{ message: 'x'.repeat(2001) }, /message.*2000/],
      [{ message: '   ' }, /message.*empty/],
      [{}, /message/],
      [{ message: 'hi', context: 'astrology' }, /context/],
      [{ message: 'hi', redactionLevel: 'none' }, /redactionLevel/],
      [{ message: 'hi', includeAuditData: 'yes' }, /includeAuditData/],
    ];
    for (const [payload, pattern] of cases) {
      const response = await post(admin, '/api/admin/gpt/query', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(pattern);
    }
    expect((await post(admin, '/api/admin/gpt', { message: 'y'.repeat(2001) })).statusCode).toBe(400);
    expect(stub.requests).toHaveLength(1);
  });
});

describe('redaction of what is sent', () => {
  const person = () => ({
    first: `Mirabel${unique()}`.replace(/\d/g, 'q'),
    last: 'Quintero',
    email: `mirabel.${unique()}@example.org`,
    phone: '(302) 555-0143',
  });

  it('replaces personal data before sending and restores it for staff at moderate', async () => {
    const contact = person();
    await insertOrder(ctx.db, contact);
    const admin = await signedIn(ctx, 'ADMIN');
    const message = `Is ${contact.first} ${contact.last} (${contact.email}, ${contact.phone}, SSN 123-45-6789) compliant?`;
    const response = await post(admin, '/api/admin/gpt/query', { message, redactionLevel: 'moderate' });
    expect(response.statusCode).toBe(200);
    const sent = sentText(stub);
    for (const value of [contact.first, contact.last, contact.email, '555-0143', '123-45-6789']) {
      expect(sent).not.toContain(value);
    }
    expect(sent).toContain('[PERSON_1]');
    expect(sent).toContain('[EMAIL_1]');
    // The stand-in echoes the placeholders; staff get the real values back.
    expect(response.json().data.response).toBe(`Answer: ${message}`);
  });

  it('keeps the placeholders in the answer at strict, and sends contact details at minimal', async () => {
    const contact = person();
    await insertOrder(ctx.db, contact);
    const admin = await signedIn(ctx, 'ADMIN');
    const message = `Email ${contact.email} about EIN 12-3456789 for ${contact.first} ${contact.last}`;
    const strict = (await post(admin, '/api/admin/gpt/query', { message, redactionLevel: 'strict' })).json().data;
    expect(strict.redactionLevel).toBe('strict');
    expect(strict.response).toBe('Answer: Email [EMAIL_1] about EIN [EIN_1] for [PERSON_1]');

    stub.reset();
    const minimal = (await post(admin, '/api/admin/gpt/query', { message, redactionLevel: 'minimal' })).json().data;
    expect(sentText(stub)).toContain(contact.email);
    expect(sentText(stub)).not.toContain('12-3456789');
    expect(minimal.response).toBe(`Answer: ${message}`);
  });
});

describe('grounding', () => {
  it('lets the model read real orders through a tool, redacted, and audits the call', async () => {
    const contact = {
      first: 'Theodora',
      last: `Vance${unique()}`.replace(/\d/g, 'x'),
      email: `t.${unique()}@corp.example`,
    };
    const order = await insertOrder(ctx.db, contact, 'WY');
    const admin = await signedIn(ctx, 'ADMIN');
    stub.enqueue({
      toolCalls: [{ name: 'find_orders', arguments: { state: 'WY', paymentStatus: 'UNPAID', limit: 20 } }],
    });
    const response = await post(admin, '/api/admin/gpt/query', {
      message: 'Which Wyoming orders are still unpaid?',
      context: 'compliance',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.toolsUsed).toEqual(['find_orders']);
    expect(data.contextUsed).toBe('compliance');

    // The first request offered the tools; the second carried the tool's rows, without the contact's details.
    expect(stub.requests[0].body.tools?.map((t) => t.function.name)).toEqual([
      'find_orders',
      'order_status',
      'audit_entries_for_target',
      'loans_at_risk',
    ]);
    const toolMessage = stub.requests[1].body.messages.find((m) => m.role === 'tool');
    expect(toolMessage?.content).toContain(order.id);
    expect(toolMessage?.content).not.toContain(contact.last);
    expect(toolMessage?.content).not.toContain(contact.email);
    // Staff read the answer with the real name back in place.
    expect(data.response).toContain(order.id);
    expect(data.response).toContain(`${contact.first} ${contact.last}`);

    const entry = await ctx.db.auditEntry.findFirst({
      where: { action: 'assistant.tool', target: 'find_orders', actorId: admin.user.id },
    });
    expect(entry?.success).toBe(true);
    expect(entry?.details).toMatchObject({ arguments: { state: 'WY', paymentStatus: 'UNPAID' } });
    expect((entry?.details as { rows?: number } | null)?.rows).toBeGreaterThanOrEqual(1);
  });

  it('reads loans at risk for an admin and refuses a tool outside the role', async () => {
    const loan = await ctx.db.loan.create({
      data: {
        entityName: `Harbor Freight Holdings ${unique()}`,
        amountCents: 250_000_00,
        rate: 7.25,
        status: 'delinquent',
        daysLate: 95,
        nextPayment: new Date('2027-02-01T00:00:00Z'),
        remainingBalanceCents: 190_000_00,
        type: 'term',
        maturityDate: new Date('2031-01-01T00:00:00Z'),
        collateral: 'Warehouse',
        covenantStatus: 'default',
      },
    });
    const admin = await signedIn(ctx, 'ADMIN');
    stub.enqueue({ toolCalls: [{ name: 'loans_at_risk', arguments: { limit: 50 } }] });
    const answer = (
      await post(admin, '/api/admin/gpt/query', { message: 'Loans at risk?', context: 'risk_analysis' })
    ).json();
    expect(answer.data.response).toContain(loan.entityName);
    expect(answer.data.response).toContain('"daysLate":95');

    // A paralegal's chat is not offered the loan or audit tools, and a call to one is refused and audited.
    const paralegal = await signedIn(ctx, 'PARALEGAL');
    stub.reset();
    stub.enqueue({ toolCalls: [{ name: 'loans_at_risk', arguments: {} }] });
    const refused = (await post(paralegal, '/api/admin/gpt', { message: 'Loans at risk?' })).json();
    expect(stub.requests[0].body.tools?.map((t) => t.function.name)).toEqual(['find_orders', 'order_status']);
    expect(refused.response).not.toContain(loan.entityName);
    expect(refused.response).toMatch(/cannot read debt data/);
    const entry = await ctx.db.auditEntry.findFirst({
      where: { action: 'assistant.tool', target: 'loans_at_risk', actorId: paralegal.user.id },
    });
    expect(entry?.success).toBe(false);
  });

  it('adds redacted audit and business summaries from the database when asked', async () => {
    const admin = await signedIn(ctx, 'ADMIN');
    await post(admin, '/api/admin/gpt/query', {
      message: 'Review the recent activity',
      context: 'audit_review',
      includeAuditData: true,
      includeBusinessMetrics: true,
    });
    const system = stub.requests[0].body.messages.filter((m) => m.role === 'system').map((m) => m.content ?? '');
    const auditText = system.find((text) => text.startsWith('Audit data:'));
    expect(auditText).toContain('login on [EMAIL_');
    expect(auditText).not.toContain(admin.user.email);
    const metrics = system.find((text) => text.startsWith('Business metrics:'));
    const pending = await ctx.db.order.count({ where: { status: 'PENDING' } });
    expect(pending).toBeGreaterThan(0);
    expect(metrics).toMatch(new RegExp(`Orders by status: [^\\n]*\\bPENDING: ${pending}[,.]`));
    expect(system[0]).toMatch(/internal auditor/);
  });
});

describe('usage, limits and failures', () => {
  it('computes usage stats from the recorded requests', async () => {
    const admin = await signedIn(ctx, 'ADMIN');
    const before = (await admin.request({ method: 'GET', url: '/api/admin/gpt/usage-stats' })).json().data;
    await post(admin, '/api/admin/gpt/query', { message: 'first', context: 'compliance' });
    await post(admin, '/api/admin/gpt/query', { message: 'second', context: 'audit_review' });
    stub.mode = 'error';
    const failed = await post(admin, '/api/admin/gpt/query', { message: 'third', context: 'audit_review' });
    expect(failed.statusCode).toBe(502);
    const spent = stub.requests.reduce((sum, r) => sum + (r.usage?.total_tokens ?? 0), 0);

    const after = (await admin.request({ method: 'GET', url: '/api/admin/gpt/usage-stats' })).json().data;
    expect(after.totalRequests).toBe(before.totalRequests + 3);
    expect(after.totalTokens).toBe(before.totalTokens + spent);
    expect(after.contextBreakdown.compliance).toBe((before.contextBreakdown.compliance ?? 0) + 1);
    expect(after.contextBreakdown.audit_review).toBe((before.contextBreakdown.audit_review ?? 0) + 2);
    const rows = await ctx.db.aiUsage.findMany();
    const errors = rows.filter((r) => r.error).length;
    expect(after.errorRate).toBeCloseTo(errors / rows.length, 4);
    expect(after.averageResponseTime).toBe(
      Math.round(rows.reduce((sum, r) => sum + r.responseTimeMs, 0) / rows.length),
    );
    expect(after.daily).toHaveLength(14);
    const today = new Date().toISOString().slice(0, 10);
    expect(after.daily.at(-1).day).toBe(today);
    expect(after.daily.at(-1).requests).toBe(before.daily.at(-1).requests + 3);
  });

  it('answers OpenAI errors, timeouts and an unreachable service with readable messages', async () => {
    const admin = await signedIn(ctx, 'ADMIN');
    stub.mode = 'error';
    const error = await post(admin, '/api/admin/gpt', { message: 'hello' });
    expect(error.statusCode).toBe(502);
    expect(error.json().message).toMatch(/AI service answered with an error \(status 500\)/);

    stub.mode = 'rate-limit';
    const busy = await post(admin, '/api/admin/gpt', { message: 'hello' });
    expect(busy.statusCode).toBe(503);
    expect(busy.json().message).toMatch(/busy/);

    // A short deadline: the stand-in answers only after 4 seconds.
    const hurried = await createAssistantApp(stub, { OPENAI_TIMEOUT_MS: '1000' });
    try {
      stub.mode = 'slow';
      const agent = await signedIn(hurried, 'ADMIN');
      const slow = await post(agent, '/api/admin/gpt/query', { message: 'hello' });
      expect(slow.statusCode).toBe(504);
      expect(slow.json().message).toMatch(/took too long/);
      const lastUsage = await ctx.db.aiUsage.findFirst({
        where: { userId: agent.user.id },
        orderBy: { createdAt: 'desc' },
      });
      expect(lastUsage).toMatchObject({ error: true, outcome: 'timeout' });
    } finally {
      await hurried.close();
    }

    const down = await createAssistantApp(null, {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    });
    try {
      const agent = await signedIn(down, 'ADMIN');
      const unreachable = await post(agent, '/api/admin/gpt', { message: 'hello' });
      expect(unreachable.statusCode).toBe(502);
      expect(unreachable.json().message).toBe('Could not reach the AI service. Please try again later.');
    } finally {
      await down.close();
    }
  });

  it('says the assistant is not configured without OPENAI_API_KEY', async () => {
    const bare = await createAssistantApp(null);
    try {
      const admin = await signedIn(bare, 'ADMIN');
      const response = await post(admin, '/api/admin/gpt/query', { message: 'hello' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/not configured.*OPENAI_API_KEY/);
      const status = (await admin.request({ method: 'GET', url: '/api/admin/gpt/status' })).json();
      expect(status.configured).toBe(false);
      const capabilities = (await admin.request({ method: 'GET', url: '/api/admin/gpt/capabilities' })).json();
      expect(capabilities.data.configured).toBe(false);
    } finally {
      await bare.close();
    }
  });

  it('refuses with 429 past the per-user rate limit and the daily token budget', async () => {
    const limited = await createAssistantApp(stub, { AI_RATE_LIMIT_MAX: '2', AI_RATE_LIMIT_WINDOW_MS: '60000' });
    try {
      const admin = await signedIn(limited, 'ADMIN');
      expect((await post(admin, '/api/admin/gpt', { message: 'one' })).statusCode).toBe(200);
      expect((await post(admin, '/api/admin/gpt', { message: 'two' })).statusCode).toBe(200);
      const third = await post(admin, '/api/admin/gpt', { message: 'three' });
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/Too many assistant requests: the limit is 2 per 60 seconds/);
      // Another user has their own allowance.
      const other = await signedIn(limited, 'ADMIN');
      expect((await post(other, '/api/admin/gpt', { message: 'one' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }

    const budgeted = await createAssistantApp(stub, { AI_DAILY_TOKEN_BUDGET: '30' });
    try {
      const admin = await signedIn(budgeted, 'ADMIN');
      expect((await post(admin, '/api/admin/gpt', { message: 'a question that costs tokens' })).statusCode).toBe(200);
      const used = await budgeted.db.aiUsage.aggregate({
        where: { userId: admin.user.id },
        _sum: { totalTokens: true },
      });
      expect(used._sum.totalTokens).toBeGreaterThanOrEqual(30);
      const refused = await post(admin, '/api/admin/gpt', { message: 'another' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        `Daily AI token budget reached: ${used._sum.totalTokens} of 30 tokens used today. It resets at midnight UTC.`,
      );
    } finally {
      await budgeted.close();
    }
  });
});

describe('streaming', () => {
  it('streams the answer as server-sent events: session, deltas, done', async () => {
    const admin = await signedIn(ctx, 'ADMIN');
    stub.enqueue({ text: 'Delaware annual franchise tax is due by June 1 for LLCs, with a flat 300 dollar amount.' });
    const response = await post(admin, '/api/admin/gpt/stream', { message: 'When is the Delaware tax due?' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/event-stream/);
    // Written to the raw response, the stream still carries the security headers.
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    const events = parseSse(response.body);
    expect(events[0].event).toBe('session');
    const deltas = events.filter((e) => e.event === 'delta').map((e) => e.data.text as string);
    expect(deltas.length).toBeGreaterThan(3);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.response).toBe(deltas.join(''));
    expect(done.data.sessionId).toBe(events[0].data.sessionId);
    expect((done.data.tokenUsage as { total_tokens: number }).total_tokens).toBe(stub.requests[0].usage?.total_tokens);
  });

  it('answers a refusal before streaming as plain JSON, and a failure during it as an error event', async () => {
    const admin = await signedIn(ctx, 'ADMIN');
    const tooLong = await post(admin, '/api/admin/gpt/stream', { message: 'z'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    stub.mode = 'error';
    const failed = await post(admin, '/api/admin/gpt/stream', { message: 'hello' });
    const events = parseSse(failed.body);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { status: 502, message: expect.stringMatching(/status 500/) },
    });
  });

  it('stops when the client goes away and keeps the partial answer', async () => {
    const admin = await signedIn(ctx, 'ADMIN');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address() as { port: number };
    stub.pieceDelayMs = 60;
    stub.enqueue({ text: Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ') });
    const cookie = (admin as unknown as { cookies: Map<string, string> }).cookies;
    const abort = new AbortController();
    const response = await fetch(`http://127.0.0.1:${address.port}/api/admin/gpt/stream`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: [...cookie].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': admin.csrfToken ?? '',
      },
      body: JSON.stringify({ message: 'Tell me a long story' }),
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let received = '';
    while (!received.includes('event: delta')) received += new TextDecoder().decode((await reader.read()).value);
    abort.abort();

    let usage = null;
    for (let i = 0; i < 50 && !usage; i++) {
      usage = await ctx.db.aiUsage.findFirst({ where: { userId: admin.user.id, outcome: 'stopped' } });
      if (!usage) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(usage).toMatchObject({ error: false, outcome: 'stopped', channel: 'assistant' });
    const reply = await ctx.db.chatMessage.findFirstOrThrow({
      where: { sessionId: usage!.sessionId!, role: 'assistant' },
    });
    expect(reply.content.startsWith('word0')).toBe(true);
    expect(reply.content).not.toContain('word59');
  });
});
