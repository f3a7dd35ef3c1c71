// The API wired to the OpenAI stand-in, and small helpers for the assistant's tests.

import type { Role } from '../../domain/roles';
import type { Db } from '../../platform/infra/prisma';
import type { OpenAiStub } from '../../stand-ins/openai-server';
import { createTestApp, createUser, TestAgent, type TestContext } from './api';
import { orderFixture } from './orders';

export async function createAssistantApp(stub: OpenAiStub | null, overrides: NodeJS.ProcessEnv = {}) {
  return createTestApp({
    ...(stub ? { OPENAI_API_KEY: 'sk-test-stand-in', OPENAI_BASE_URL: stub.baseUrl } : {}),
    OPENAI_MAX_RETRIES: '0',
    OPENAI_TIMEOUT_MS: '15000',
    AI_RATE_LIMIT_MAX: '1000',
    AI_DAILY_TOKEN_BUDGET: '100000000',
    ...overrides,
  });
}

export async function signedIn(ctx: TestContext, role: Role) {
  const user = await createUser(ctx.db, role);
  const agent = new TestAgent(ctx.app);
  await agent.login(user.email, user.password);
  return Object.assign(agent, { user });
}

export const post = (agent: TestAgent, url: string, payload: unknown) =>
  agent.request({ method: 'POST', url, payload: payload as object, csrf: true });

export interface ContactFields {
  first: string;
  last: string;
  email: string;
  phone?: string;
}

/**
 * An unpaid order with the given contact, so the contact's name is known to the database. Unpaid, so it stays
 * out of the paid-order lists other test files count in the same database.
 */
export async function insertOrder(db: Db, contact: ContactFields, state = 'DE') {
  return db.order.create({
    data: {
      ...orderFixture(),
      state,
      states: [state],
      contactFirstName: contact.first,
      contactLastName: contact.last,
      contactEmail: contact.email,
      contactPhone: contact.phone ?? '',
    },
  });
}

/** Parses a server-sent events body into its events. */
export function parseSse(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}');
      return { event, data };
    });
}

/** Everything the model received in one request, as one string (to search for leaks). */
export const sentText = (stub: OpenAiStub) => JSON.stringify(stub.requests.map((r) => r.body.messages));
