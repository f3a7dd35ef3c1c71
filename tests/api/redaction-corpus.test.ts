// The redaction proof: 240 generated records with known personal data go through the GPT Interface at
// strict; nothing of them may be in what the OpenAI stand-in received. The people are real rows (orders),
// so their names are the ones "known to the database".
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestContext } from '../helpers/api';
import { createAssistantApp, insertOrder, post, sentText, signedIn } from '../helpers/assistant';
import { BUSINESS_TEXT, generateCorpus, sensitiveValues } from '../helpers/pii-corpus';
import { type OpenAiStub, startOpenAiStub } from '../../stand-ins/openai-server';

const corpus = generateCorpus(240);
let stub: OpenAiStub;
let ctx: TestContext;
beforeAll(async () => {
  stub = await startOpenAiStub();
  ctx = await createAssistantApp(stub);
  for (const record of corpus) {
    await insertOrder(ctx.db, { first: record.first, last: record.last, email: record.email, phone: record.phone });
  }
});
afterAll(async () => {
  await ctx?.close();
  await stub?.close();
});

it('sends none of the personal data of 240 records to the model at strict', { timeout: 120_000 }, async () => {
  const admin = await signedIn(ctx, 'ADMIN');
  // Several records per message, within the 2000-character limit, in one conversation (history is resent).
  let sessionId: string | undefined;
  let batch: string[] = [];
  let sentRecords = 0;
  const flush = async () => {
    const response = await post(admin, '/api/admin/gpt/query', {
      message: batch.join('\n'),
      redactionLevel: 'strict',
      context: 'compliance',
      sessionId,
    });
    expect(response.statusCode, response.body).toBe(200);
    sessionId = response.json().data.sessionId;
    sentRecords += batch.length;
    batch = [];
  };
  for (const record of corpus) {
    if (batch.join('\n').length + record.text.length > 1900) await flush();
    batch.push(record.text);
    // A new conversation now and then keeps the resent history short.
    if (stub.requests.length % 10 === 9) sessionId = undefined;
  }
  if (batch.length) await flush();
  expect(sentRecords).toBe(240);
  expect(stub.requests.length).toBeGreaterThanOrEqual(30);

  const received = sentText(stub);
  const leaks = corpus.flatMap((record) => sensitiveValues(record).filter((value) => received.includes(value)));
  expect(leaks).toEqual([]);
  // What was sent still carries the placeholders, so the question kept its meaning.
  for (const kind of ['PERSON', 'EMAIL', 'PHONE', 'SSN', 'EIN', 'CARD', 'BANK_ACCOUNT', 'ADDRESS']) {
    expect(received).toContain(`[${kind}_1]`);
  }
});

it('sends ordinary business text as written', async () => {
  const admin = await signedIn(ctx, 'ADMIN');
  stub.reset();
  const message = BUSINESS_TEXT.join('\n');
  const response = await post(admin, '/api/admin/gpt/query', { message, redactionLevel: 'strict' });
  expect(response.statusCode).toBe(200);
  expect(stub.requests[0].body.messages.at(-1)?.content).toBe(message);
});
