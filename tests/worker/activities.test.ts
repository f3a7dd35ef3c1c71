// The onboarding activities in Temporal's activity context (MockActivityEnvironment) against the real
// database, a scratch STORAGE_DIR (documents rendered in the activity) and the Stripe stand-in: each one idempotent.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MockActivityEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Config, loadConfig } from '../../platform/config';
import { createLocalFileStore } from '../../platform/infra/files';
import { createPrisma } from '../../platform/infra/prisma';
import { createStripe } from '../../platform/infra/stripe';
import type { ClientNotice } from '../../platform/services/notices';
import { type StripeStub, startStripeStub } from '../../stand-ins/stripe-server';
import { createActivities, type OnboardingActivities } from '../../worker/activities';
import { refundIdempotencyKey } from '../../worker/pipeline/cancel-and-refund';
import { createDirectDocumentGenerator } from '../../worker/pipeline/document-renderer';
import { mailpit, mailTo, relayClientNotices, startMailCatcher } from '../helpers/client-notices';
import { createOrder, recordingMailer } from './fixtures';

const db = createPrisma(inject('databaseUrl'));
const mailer = recordingMailer();
let stub: StripeStub;
let storageDir: string;
let activities: OnboardingActivities;
let config: Config;
const staff = { id: null, email: 'staff@test.example' };

/** Runs an activity the way a Temporal worker would (activity context, heartbeats, cancellation). */
function run<K extends keyof OnboardingActivities>(name: K, ...args: Parameters<OnboardingActivities[K]>) {
  const fn = activities[name] as (...a: unknown[]) => Promise<unknown>;
  return new MockActivityEnvironment().run(fn as never, ...(args as unknown as never[])) as ReturnType<
    OnboardingActivities[K]
  >;
}

beforeAll(async () => {
  stub = await startStripeStub();
  storageDir = await mkdtemp(path.join(tmpdir(), 'pipeline-documents-'));
  config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: inject('databaseUrl'),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `${inject('redisPrefix')}-pipeline-activities`,
    STORAGE_DIR: storageDir,
    STRIPE_SECRET_KEY: 'sk_test_activities',
    STRIPE_API_BASE: stub.url,
  });
  activities = createActivities({
    db,
    mailer,
    stripe: createStripe(config),
    documents: createDirectDocumentGenerator({ db, files: createLocalFileStore(storageDir) }),
    publicUrl: 'http://app.test',
  });
});

afterAll(async () => {
  await stub?.close();
  await db.$disconnect();
  await rm(storageDir, { recursive: true, force: true });
});

/** A paid intent on the stand-in, as after a real checkout. */
async function paidIntent(amount = 60_000) {
  const response = await fetch(`${stub.url}/v1/payment_intents`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_test_activities', 'content-type': 'application/x-www-form-urlencoded' },
    body: `amount=${amount}&currency=usd`,
  });
  const intent = (await response.json()) as { id: string };
  await fetch(`${stub.url}/__test/payment_intents/${intent.id}/succeed`, { method: 'POST' });
  return intent.id;
}

describe('pipeline activities', () => {
  it('loadOrderPlan answers the states and the documents each needs', async () => {
    const order = await createOrder(db, { states: ['DE', 'WY'] });
    const plan = await run('loadOrderPlan', order.id);
    expect(plan.states).toEqual(['DE', 'WY']);
    expect(plan.documents.map((d) => d.key)).toEqual([
      'DE:articles_organization',
      'DE:operating_agreement',
      'DE:registered_agent_consent',
      'WY:articles_organization',
      'WY:operating_agreement',
      'WY:registered_agent_consent',
    ]);
  });

  it('recordTransition writes the history entry, the stage and status, and an audit entry once', async () => {
    const order = await createOrder(db, { stage: 'PENDING_REVIEW' });
    const input = {
      orderId: order.id,
      eventId: randomUUID(),
      stage: 'DOCUMENTS' as const,
      action: 'approve',
      actor: staff,
      note: 'looks good',
    };
    await run('recordTransition', input);
    await run('recordTransition', input);
    expect(await db.orderStageEvent.findMany({ where: { orderId: order.id } })).toMatchObject([
      { stage: 'DOCUMENTS', action: 'approve', actorEmail: staff.email, note: 'looks good' },
    ]);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      stage: 'DOCUMENTS',
      status: 'IN_PROGRESS',
    });
    expect(await db.auditEntry.count({ where: { action: 'order.stage', target: order.id } })).toBe(1);
  });

  it('a change request is stored and emailed once, with its due date; the answer is stored once', async () => {
    const order = await createOrder(db);
    const changeRequestId = randomUUID();
    const dueDate = '2031-03-04T00:00:00.000Z';
    const input = { orderId: order.id, changeRequestId, message: 'Confirm the name', dueDate, actor: staff };
    await run('openChangeRequest', input);
    await run('openChangeRequest', input);
    expect(await db.changeRequest.count({ where: { orderId: order.id } })).toBe(1);
    expect(mailer.sent.filter((m) => m.to === order.contactEmail)).toHaveLength(1);
    expect(mailer.sent.find((m) => m.to === order.contactEmail)?.text).toContain(`/orders/${order.id}`);
    expect(mailer.sent.find((m) => m.to === order.contactEmail)?.text).toContain('Please answer by March 4, 2031.');

    await run('answerChangeRequest', { orderId: order.id, changeRequestId, message: 'It is right' });
    await run('answerChangeRequest', { orderId: order.id, changeRequestId, message: 'a late duplicate' });
    expect(await db.changeRequest.findUniqueOrThrow({ where: { id: changeRequestId } })).toMatchObject({
      response: 'It is right',
    });
  });

  it('filings: opened PENDING per state, filed or rejected, and a rejected state reopened', async () => {
    const order = await createOrder(db, { states: ['DE', 'WY'] });
    await run('openFilings', { orderId: order.id, states: ['DE', 'WY'] });
    const filing = { confirmationNumber: null, filedAt: null, rejectionReason: null };
    await run('recordFiling', {
      orderId: order.id,
      filing: { ...filing, stateCode: 'DE', status: 'FILED', confirmationNumber: 'DE-1', filedAt: '2026-11-20' },
    });
    await run('recordFiling', {
      orderId: order.id,
      filing: { ...filing, stateCode: 'WY', status: 'REJECTED', rejectionReason: 'Name taken' },
    });
    const rows = () => db.orderFiling.findMany({ where: { orderId: order.id }, orderBy: { stateCode: 'asc' } });
    expect(await rows()).toMatchObject([
      { stateCode: 'DE', status: 'FILED', confirmationNumber: 'DE-1' },
      { stateCode: 'WY', status: 'REJECTED', rejectionReason: 'Name taken' },
    ]);
    await run('openFilings', { orderId: order.id, states: ['WY'] });
    expect(await rows()).toMatchObject([
      { stateCode: 'DE', status: 'FILED' },
      { stateCode: 'WY', status: 'PENDING', rejectionReason: null },
    ]);
  });

  it('generates a document as the order’s asset; a retry with the same version renders nothing new', async () => {
    const client = await db.user.create({ data: { email: `client-${randomUUID()}@test.example`, role: 'CLIENT' } });
    const order = await createOrder(db, { userId: client.id });
    const document = { key: 'DE:operating_agreement', stateCode: 'DE', template: 'operating_agreement', version: 1 };
    const first = await run('generateOrderDocument', { orderId: order.id, ...document });
    const retried = await run('generateOrderDocument', { orderId: order.id, ...document });
    expect(retried).toEqual(first);
    const assets = await db.asset.findMany({ where: { orderId: order.id } });
    expect(assets).toHaveLength(1);
    expect(assets[0]).toMatchObject({ id: first.assetId, ownerId: client.id, kind: 'document' });
    expect(assets[0].name).toContain('Operating Agreement (DE)');

    const next = await run('generateOrderDocument', { orderId: order.id, ...document, version: 2 });
    expect(next.assetId).toBe(first.assetId);
    expect(next.version).toBe(first.version + 1);
  }, 60_000);

  it('generates a batch of documents in one activity; a retried batch makes no second version of any', async () => {
    const client = await db.user.create({ data: { email: `client-${randomUUID()}@test.example`, role: 'CLIENT' } });
    const order = await createOrder(db, { userId: client.id });
    const documents = ['operating_agreement', 'articles_organization', 'compliance_report'].map((template) => ({
      key: `DE:${template}`,
      stateCode: 'DE',
      template,
      version: 1,
    }));
    // The first document was made by the per-document activity (a run started before the batch): kept as it is.
    const single = await run('generateOrderDocument', { orderId: order.id, ...documents[0] });
    const first = await run('generateOrderDocuments', { orderId: order.id, documents });
    expect(first[0]).toEqual(single);
    expect(first.map((result) => result.version)).toEqual([1, 1, 1]);
    expect(new Set(first.map((result) => result.assetId)).size).toBe(3);
    expect(await run('generateOrderDocuments', { orderId: order.id, documents })).toEqual(first);
    const assets = await db.asset.findMany({ where: { orderId: order.id }, include: { versions: true } });
    expect(assets).toHaveLength(3);
    expect(assets.every((asset) => asset.versions.length === 1 && asset.ownerId === client.id)).toBe(true);
    const instruments = await db.instrument.findMany({ where: { assetId: { in: first.map((r) => r.assetId) } } });
    expect(instruments.map((row) => row.status)).toEqual(['generated', 'generated', 'generated']);

    // A regeneration of one document: that document's next version only, the other assets untouched.
    const regenerated = { ...documents[1], version: 2 };
    const [next] = await run('generateOrderDocuments', { orderId: order.id, documents: [regenerated] });
    expect(next).toEqual({ assetId: first[1].assetId, version: 2 });
    expect(await run('generateOrderDocuments', { orderId: order.id, documents: [regenerated] })).toEqual([next]);
    const versions = await db.assetVersion.findMany({ where: { assetId: { in: first.map((r) => r.assetId) } } });
    expect(
      versions.map((v) => `${v.assetId === first[1].assetId ? 'regenerated' : 'kept'} v${v.version}`).sort(),
    ).toEqual(['kept v1', 'kept v1', 'regenerated v1', 'regenerated v2']);
  }, 60_000);

  it('two attempts of one batch at once (the first outlived its timeout) make one version of each document', async () => {
    const order = await createOrder(db);
    const documents = ['operating_agreement', 'articles_organization'].map((template) => ({
      key: `WY:${template}`,
      stateCode: 'WY',
      template,
      version: 1,
    }));
    const [a, b] = await Promise.all([
      run('generateOrderDocuments', { orderId: order.id, documents }),
      run('generateOrderDocuments', { orderId: order.id, documents }),
    ]);
    expect(b).toEqual(a);
    const assets = await db.asset.findMany({ where: { orderId: order.id }, include: { versions: true } });
    expect(assets.map((asset) => asset.versions.length)).toEqual([1, 1]);
  }, 60_000);

  it('a batch with a document that can never render fails without retries and records nothing', async () => {
    const order = await createOrder(db);
    const documents = [
      { key: 'DE:operating_agreement', stateCode: 'DE', template: 'operating_agreement', version: 1 },
      { key: 'DE:no_such_template', stateCode: 'DE', template: 'no_such_template', version: 1 },
    ];
    const failure = await run('generateOrderDocuments', { orderId: order.id, documents }).catch((err) => err);
    expect(failure).toMatchObject({ type: 'DocumentRefused', nonRetryable: true });
    expect(await db.asset.count({ where: { orderId: order.id } })).toBe(0);
  });

  it('a document that can never render fails without retries (the activity is the step’s only retry policy)', async () => {
    const order = await createOrder(db);
    const document = { key: 'DE:no_such_template', stateCode: 'DE', template: 'no_such_template', version: 1 };
    const failure = await run('generateOrderDocument', { orderId: order.id, ...document }).catch((err) => err);
    expect(failure).toMatchObject({ type: 'DocumentRefused', nonRetryable: true });
    expect(failure.message).toMatch(/unknown template/);
    expect(await db.asset.count({ where: { orderId: order.id } })).toBe(0);
  });

  it('a refund retried twice refunds once (idempotency key), and is recorded on the order', async () => {
    const intentId = await paidIntent();
    const order = await createOrder(db, { stripePaymentIntentId: intentId });
    const first = await run('refundPayment', { orderId: order.id });
    expect(first.refundId).toMatch(/^re_/);
    // A retry whose first attempt reached Stripe but not the database: the key makes Stripe answer the same refund.
    await db.order.update({ where: { id: order.id }, data: { refundId: null, paymentStatus: 'PAID' } });
    const second = await run('refundPayment', { orderId: order.id });
    const third = await run('refundPayment', { orderId: order.id });
    expect(second.refundId).toBe(first.refundId);
    expect(third.refundId).toBe(first.refundId);
    expect([...stub.refunds.values()].filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    const calls = stub.requests.filter((r) => r.path === '/v1/refunds');
    expect(calls.map((c) => c.idempotencyKey)).toEqual([
      refundIdempotencyKey(order.id),
      refundIdempotencyKey(order.id),
    ]);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      refundId: first.refundId,
      paymentStatus: 'REFUNDED',
    });
  });

  it.skipIf(!mailpit.available)(
    "a canceled order's refund is emailed once to its client, never to a client of the same name (Mailpit)",
    async () => {
      const [ada, twin] = await Promise.all(
        [1, 2].map(() => db.user.create({ data: { email: `ada-${randomUUID()}@test.example`, role: 'CLIENT' } })),
      );
      const order = await createOrder(db, {
        stripePaymentIntentId: await paidIntent(60_000),
        userId: ada.id,
        contactEmail: ada.email,
      });
      await createOrder(db, { stripePaymentIntentId: await paidIntent(), userId: twin.id, contactEmail: twin.email });
      await run('cancelOrder', { orderId: order.id, reason: 'Asked by the client', actor: staff });
      const { refundId } = await run('refundPayment', { orderId: order.id });
      const server = await startMailCatcher();
      try {
        const ours = (n: ClientNotice) => n.notice === 'order-refunded' && n.orderId === order.id;
        expect(await relayClientNotices({ db, config }, server, ours)).toBe(1);
        await relayClientNotices({ db, config }, server, ours);
        const mail = await mailTo(server, ada.email);
        expect(mail.map((m) => m.subject)).toEqual([`Refund of $600.00 for order ${order.id.slice(0, 8)}`]);
        expect(mail[0].text).toContain('is canceled: Asked by the client');
        expect(mail[0].text).toContain(`We refunded $600.00 to the card it was paid with (refund ${refundId})`);
        expect(await mailTo(server, twin.email)).toEqual([]);
      } finally {
        await server.close();
      }
    },
    300_000,
  );

  it('an unpaid order has nothing to refund', async () => {
    const order = await createOrder(db);
    await db.order.update({ where: { id: order.id }, data: { paymentStatus: 'UNPAID' } });
    expect(await run('refundPayment', { orderId: order.id })).toEqual({ refundId: null });
  });

  it('cancelOrder marks the order CANCELED with its reason once, with an audit entry', async () => {
    const order = await createOrder(db, { stage: 'DOCUMENTS' });
    await run('cancelOrder', { orderId: order.id, reason: 'client request', actor: staff });
    await run('cancelOrder', { orderId: order.id, reason: 'client request', actor: staff });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: 'CANCELED',
      stage: 'DOCUMENTS',
      cancelReason: 'client request',
    });
    expect(await db.auditEntry.count({ where: { action: 'order.canceled', target: order.id } })).toBe(1);
  });

  it('remindStaff writes one audit entry per reminder and emails each staff member once', async () => {
    const admin = await db.user.create({ data: { email: `admin-${randomUUID()}@test.example`, role: 'ADMIN' } });
    const order = await createOrder(db);
    await run('remindStaff', { orderId: order.id, reminder: 1 });
    await run('remindStaff', { orderId: order.id, reminder: 1 });
    await run('remindStaff', { orderId: order.id, reminder: 2 });
    expect(await db.auditEntry.count({ where: { action: 'order.review_reminder', target: order.id } })).toBe(2);
    const toAdmin = mailer.sent.filter((m) => m.to === admin.email && m.subject.includes(order.id.slice(0, 8)));
    expect(toAdmin).toHaveLength(2);
  });

  it('completeOrder emails the client once, that the company is formed', async () => {
    const order = await createOrder(db);
    await run('completeOrder', { orderId: order.id });
    await run('completeOrder', { orderId: order.id });
    expect(
      mailer.sent.filter(
        (m) => m.to === order.contactEmail && m.subject === `Your company is formed (order ${order.id.slice(0, 8)})`,
      ),
    ).toHaveLength(1);
  });

  it("emails a test-mode order's customer nothing (signatures, reminder, change request, completion); its live twin everything", async () => {
    // Two orders of customers with the same name and address: one placed with a partner's test key.
    const contactEmail = `same-${randomUUID()}@test.example`;
    const simulated = await createOrder(db, { testMode: true, contactEmail });
    const live = await createOrder(db, { contactEmail });
    const document = { key: 'DE:operating_agreement', stateCode: 'DE', template: 'operating_agreement', version: 1 };
    for (const order of [simulated, live]) {
      await run('generateOrderDocument', { orderId: order.id, ...document });
      await run('requestSignatures', { orderId: order.id, round: 1, documents: [document] });
      await run('remindClientToSign', { orderId: order.id, round: 1, reminder: 1 });
      await run('openChangeRequest', {
        orderId: order.id,
        changeRequestId: randomUUID(),
        message: 'Name?',
        actor: staff,
      });
      await run('completeOrder', { orderId: order.id });
    }
    const subjects = (order: { id: string }) =>
      mailer.sent.filter((m) => m.to === contactEmail && m.text.includes(`/orders/${order.id}`)).map((m) => m.subject);
    expect(subjects(simulated)).toEqual([]);
    expect(subjects(live)).toHaveLength(4);
    // The test order still took its steps: the signature was offered, the change request stored.
    expect(await db.documentSignature.count({ where: { orderId: simulated.id } })).toBe(1);
    expect(await db.changeRequest.count({ where: { orderId: simulated.id } })).toBe(1);
    expect(await db.auditEntry.count({ where: { action: 'email.sent', target: { contains: simulated.id } } })).toBe(0);
  }, 60_000);

  it('fails without retries for an order that does not exist', async () => {
    await expect(run('loadOrderPlan', '00000000-0000-4000-8000-00000000dead')).rejects.toMatchObject({
      nonRetryable: true,
      type: 'OrderNotFound',
    });
  });
});
