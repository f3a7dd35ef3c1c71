// Hostile input never takes the platform down: every operation of the generated OpenAPI document, as every
// identity (signed out and the six roles), with broken parameters and bodies. No answer may be a 5xx, every
// error answer is JSON { message } without internal detail, and nothing may crash the process (an unhandled
// error fails the run). A route added later is in the document, so it is fuzzed without editing this file.
// FUZZ_SEED replays another sequence; FUZZ_CASES sets the requests per operation and identity,
// FUZZ_ONLY narrows the run to the paths containing its text; FUZZ_TRACE=<file> logs each request before it is
// sent (to find one that hangs).
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { canUseArea, ROLES, type Role } from '../../domain/roles';
import { type FuzzCase, fuzzCases } from '../fuzz/cases';
import { operationsOf } from '../fuzz/openapi';
import { answerProblems } from '../fuzz/oracle';
import { seededRandom } from '../fuzz/random';
import { createTestApp, createUser, TestAgent, type TestContext } from '../helpers/api';
import { createPaidOrder } from '../helpers/documents';
import { fakePipeline } from '../helpers/fake-pipeline';
import { TEST_STRIPE_ENV } from '../helpers/payments';
import { type OpenAiStub, startOpenAiStub } from '../../stand-ins/openai-server';
import { type StripeStub, startStripeStub } from '../../stand-ins/stripe-server';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const CASES_PER_IDENTITY = Number(process.env.FUZZ_CASES ?? 7);
/** Only the operations whose path contains this text (to replay a failure quickly). */
const ONLY = process.env.FUZZ_ONLY ?? '';
// Same-origin requests, as a browser on the platform's own pages sends them.
const ORIGIN = 'http://localhost';

let ctx: TestContext;
let stripe: StripeStub;
let openAi: OpenAiStub;
let storageDir: string;

interface Identity {
  name: string;
  agent: TestAgent;
  credentials?: { email: string; password: string };
}
const identities: Identity[] = [];
/** Ids of real rows (another customer's order), so id parameters also reach rows that exist. */
const ids: string[] = [];
/** That order's contact email: no answer to a customer or a signed-out caller may show it. */
const OTHER_CUSTOMER_EMAIL = `other-customer-${randomUUID()}@test.example`;
const CUSTOMERS = new Set(['signed out', 'CLIENT', 'MEMBER']);

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'fuzz-storage-'));
  stripe = await startStripeStub({ webhookSecret: TEST_STRIPE_ENV.STRIPE_WEBHOOK_SECRET });
  openAi = await startOpenAiStub();
  ctx = await createTestApp(
    {
      ...TEST_STRIPE_ENV,
      STRIPE_API_BASE: stripe.url,
      OPENAI_API_KEY: 'sk-test-stand-in',
      OPENAI_BASE_URL: openAi.baseUrl,
      OPENAI_MAX_RETRIES: '0',
      AI_RATE_LIMIT_MAX: '100000',
      TOKEN_RATE_LIMIT_MAX: '100000',
      AI_DAILY_TOKEN_BUDGET: '1000000000',
      PUBLIC_URL: ORIGIN,
      STORAGE_DIR: storageDir,
    },
    undefined,
    { pipelineClient: fakePipeline(() => ctx.db) },
  );
  identities.push({ name: 'signed out', agent: new TestAgent(ctx.app) });
  for (const role of ROLES) {
    const user = await createUser(ctx.db, role);
    const agent = new TestAgent(ctx.app);
    const credentials = { email: user.email, password: user.password };
    await agent.request({ method: 'POST', url: '/api/login', payload: credentials, headers: { origin: ORIGIN } });
    await agent.fetchCsrf();
    identities.push({ name: role, agent, credentials });
  }
  await identities[0].agent.fetchCsrf();
  const otherCustomer = await createUser(ctx.db, 'CLIENT');
  ids.push((await createPaidOrder(ctx.db, otherCustomer.id, { contactEmail: OTHER_CUSTOMER_EMAIL })).id);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
  await openAi?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

/**
 * An order event stream stays open for as long as a page listens: it is fuzzed as the identities it refuses, and
 * followed to its events by the browser tests of the live order pages.
 */
const opensStream = (path: string, identity: Identity) =>
  path.endsWith('/events') &&
  identity.name !== 'signed out' &&
  (CUSTOMERS.has(identity.name) || canUseArea(identity.name as Role, 'pipeline'));

function send(identity: Identity, fuzzCase: FuzzCase) {
  const headers: Record<string, string> = { origin: ORIGIN, host: 'localhost' };
  if (fuzzCase.contentType) headers['content-type'] = fuzzCase.contentType;
  if (fuzzCase.cutShort) headers['content-length'] = String(Buffer.byteLength(fuzzCase.payload ?? '') + 100);
  if (fuzzCase.payload !== undefined) {
    // Signed like Stripe, so the webhook route gets past its signature check to the event handling.
    headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({
      payload: fuzzCase.payload,
      secret: TEST_STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
    });
  }
  return identity.agent.request({
    method: fuzzCase.method as 'GET',
    url: fuzzCase.url,
    headers,
    payload: fuzzCase.payload,
    csrf: true,
  });
}

/** Fuzzing sign-in and sign-out changes sessions: sign each role back in when its session is gone. */
async function restoreSessions() {
  for (const identity of identities) {
    if (!identity.credentials) continue;
    const me = await identity.agent.request({ method: 'GET', url: '/api/auth/user' });
    if (me.statusCode === 200 && me.json().email === identity.credentials.email) continue;
    await identity.agent.request({
      method: 'POST',
      url: '/api/login',
      payload: identity.credentials,
      headers: { origin: ORIGIN },
    });
    await identity.agent.fetchCsrf();
  }
}

it('answers every hostile request to every operation with a 2xx-4xx, errors as JSON { message }', async () => {
  const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(docs.statusCode).toBe(200);
  const all = operationsOf(docs.json());
  expect(all.length).toBeGreaterThan(50);
  const operations = all.filter((operation) => operation.path.includes(ONLY));

  const random = seededRandom(SEED);
  const failures = new Map<string, { example: string; count: number }>();
  const started = performance.now();
  let requests = 0;
  const slow: string[] = [];
  for (const operation of operations) {
    for (const identity of identities) {
      if (opensStream(operation.path, identity)) continue;
      for (const fuzzCase of fuzzCases(operation, random, ids, CASES_PER_IDENTITY)) {
        const sent = performance.now();
        if (process.env.FUZZ_TRACE)
          appendFileSync(
            process.env.FUZZ_TRACE,
            `${new Date().toISOString()} ${identity.name} ${operation.method} ${operation.path} [${fuzzCase.label}]\n`,
          );
        const response = await send(identity, fuzzCase);
        requests++;
        const ms = performance.now() - sent;
        if (ms > 1000)
          slow.push(`${Math.round(ms)}ms ${identity.name} ${operation.method} ${operation.path} [${fuzzCase.label}]`);
        // A browser page, or a form a browser posted (sign-in, invitation), may answer its errors as a page.
        const formPost = fuzzCase.contentType?.startsWith('application/x-www-form-urlencoded') === true;
        const problems = answerProblems(response, operation.htmlPage || formPost);
        if (CUSTOMERS.has(identity.name) && response.body.includes(OTHER_CUSTOMER_EMAIL)) {
          problems.push("answer showing another customer's data");
        }
        if (problems.length) {
          // One line per operation and kind of problem, with its first example and how often it happened.
          const key = `${operation.method} ${operation.path}: ${problems.join(', ')}`;
          const example = `${identity.name} [${fuzzCase.label}] -> ${response.statusCode} ${response.body.slice(0, 160)}`;
          const seen = failures.get(key);
          failures.set(key, { example: seen?.example ?? example, count: (seen?.count ?? 0) + 1 });
        }
      }
    }
    await restoreSessions();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `fuzz: ${requests} requests to ${operations.length} operations as ${identities.length} identities in ${seconds}s (seed ${SEED})`,
  );
  if (slow.length) console.log(`slow answers:\n${slow.join('\n')}`);
  const report = [...failures].map(([key, { example, count }]) => `${key} (${count}x), e.g. ${example}`);
  expect(report, `bad answers (seed ${SEED})`).toEqual([]);
}, 300_000);
