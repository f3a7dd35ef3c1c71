// The outbox relay against the real test database.
import { randomUUID } from 'node:crypto';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { loadConfig } from '../../platform/config';
import { createPrisma } from '../../platform/infra/prisma';
import type { TemporalGateway } from '../../platform/infra/temporal';
import { createOutboxHandlers, type InvitationPayload } from '../../worker/outbox-handlers';
import { type OutboxHandler, OutboxRelay, type OutboxRelayOptions } from '../../worker/outbox-relay';
import { CUSTOMER_EMAIL, ORDER_AMOUNT_USD, ORDER_STAGE, ORDER_STATES } from '../../workflows/search-attributes';
import { silentLog } from '../helpers/silent-log';
import { createOrder } from './fixtures';

const db = createPrisma(inject('databaseUrl'));
const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: inject('databaseUrl') });
afterAll(() => db.$disconnect());

/** A kind no other test uses, so relays here only see their own entries. */
const uniqueKind = (label: string) => `test.${label}.${randomUUID().slice(0, 8)}`;

async function addEntries(kind: string, count: number, availableAt = new Date(Date.now() - 1000)) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const entry = await db.outboxEntry.create({ data: { kind, payload: { n: i }, availableAt } });
    ids.push(entry.id);
  }
  return ids;
}

const relay = (handlers: Record<string, OutboxHandler>, options: Partial<OutboxRelayOptions> = {}) =>
  new OutboxRelay({ db, log: silentLog, handlers, ...options });

describe('outbox relay', () => {
  it('dispatches due entries by kind and marks them DONE', async () => {
    const kind = uniqueKind('dispatch');
    const [id] = await addEntries(kind, 1);
    const later = (await addEntries(kind, 1, new Date(Date.now() + 60_000)))[0];
    const seen: unknown[] = [];
    const result = await relay({ [kind]: async (payload) => void seen.push(payload) }).processBatch();
    expect(result).toMatchObject({ claimed: 1, done: 1 });
    expect(seen).toEqual([{ n: 0 }]);
    const done = await db.outboxEntry.findUniqueOrThrow({ where: { id } });
    expect(done).toMatchObject({ status: 'DONE', attempts: 0, lastError: null });
    expect(done.processedAt).toBeInstanceOf(Date);
    // Not due yet: untouched.
    expect(await db.outboxEntry.findUniqueOrThrow({ where: { id: later } })).toMatchObject({
      status: 'PENDING',
      attempts: 0,
    });
  });

  it('retries a failing handler with exponential backoff, then succeeds', async () => {
    const kind = uniqueKind('retry');
    const [id] = await addEntries(kind, 1);
    let now = new Date();
    let fail = true;
    const r = relay(
      {
        [kind]: async () => {
          if (fail) throw new Error('downstream unavailable');
        },
      },
      { now: () => now, backoffMs: (attempts) => 1000 * 2 ** attempts },
    );
    expect(await r.processBatch()).toMatchObject({ claimed: 1, retried: 1 });
    let entry = await db.outboxEntry.findUniqueOrThrow({ where: { id } });
    expect(entry).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'downstream unavailable' });
    expect(entry.availableAt.getTime()).toBe(now.getTime() + 2000);

    // Not due before the backoff has passed.
    expect(await r.processBatch()).toMatchObject({ claimed: 0 });
    now = new Date(now.getTime() + 2001);
    expect(await r.processBatch()).toMatchObject({ claimed: 1, retried: 1 });
    entry = await db.outboxEntry.findUniqueOrThrow({ where: { id } });
    expect(entry.attempts).toBe(2);
    expect(entry.availableAt.getTime()).toBe(now.getTime() + 4000);

    fail = false;
    now = new Date(now.getTime() + 4001);
    expect(await r.processBatch()).toMatchObject({ claimed: 1, done: 1 });
    expect(await db.outboxEntry.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'DONE',
      attempts: 2,
      lastError: null,
    });
  });

  it('marks an entry FAILED after the maximum number of attempts (10 by default)', async () => {
    const kind = uniqueKind('failed');
    const [id] = await addEntries(kind, 1);
    let now = new Date();
    const r = relay({ [kind]: async () => Promise.reject(new Error('bad payload')) }, { now: () => now });
    for (let attempt = 1; attempt <= 10; attempt++) {
      const result = await r.processBatch();
      expect(result).toMatchObject(attempt < 10 ? { retried: 1 } : { failed: 1 });
      now = new Date(now.getTime() + 60 * 60 * 1000);
    }
    expect(await db.outboxEntry.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'FAILED',
      attempts: 10,
      lastError: 'bad payload',
    });
    expect(await r.processBatch()).toMatchObject({ claimed: 0 });
  });

  it('skips rows another transaction holds (FOR UPDATE SKIP LOCKED) instead of waiting for them', async () => {
    const kind = uniqueKind('locked');
    const ids = await addEntries(kind, 4);
    const r = relay({ [kind]: async () => {} });
    let claimedWhileLocked: string[] = [];
    await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "OutboxEntry" WHERE id IN (${ids[0]}::uuid, ${ids[1]}::uuid) FOR UPDATE`;
      const started = Date.now();
      claimedWhileLocked = (await r.claim()).map((e) => e.id);
      expect(Date.now() - started).toBeLessThan(2000);
    });
    expect(claimedWhileLocked.sort()).toEqual([ids[2], ids[3]].sort());
  });

  it('two relays working at once never handle the same entry', async () => {
    const kind = uniqueKind('concurrent');
    const ids = await addEntries(kind, 30);
    const handled: string[] = [];
    const handler: OutboxHandler = async (_payload, entry) => {
      handled.push(entry.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const a = relay({ [kind]: handler }, { batchSize: 4 });
    const b = relay({ [kind]: handler }, { batchSize: 4 });
    const drain = async (r: OutboxRelay) => {
      let total = 0;
      for (;;) {
        const { claimed } = await r.processBatch();
        if (!claimed) return total;
        total += claimed;
      }
    };
    const [byA, byB] = await Promise.all([drain(a), drain(b)]);
    expect(byA + byB).toBe(30);
    expect(handled.sort()).toEqual([...ids].sort());
    expect(await db.outboxEntry.count({ where: { kind, status: 'DONE' } })).toBe(30);
  });

  it('keeps polling in the background until stopped', async () => {
    const kind = uniqueKind('loop');
    const seen: string[] = [];
    const r = relay({ [kind]: async (_p, entry) => void seen.push(entry.id) }, { pollIntervalMs: 20 });
    r.start();
    const [id] = await addEntries(kind, 1);
    await vi.waitFor(() => expect(seen).toEqual([id]), { timeout: 3000 });
    await r.stop();
  });
});

describe('outbox relay woken by LISTEN/NOTIFY', () => {
  /** The relay's listening connection, named so that this test finds its own among the database's sessions. */
  const listening = async (name: string) =>
    db.$queryRaw<{ pid: number }[]>`
      SELECT pid FROM pg_stat_activity
      WHERE application_name = ${name} AND datname = current_database() AND query LIKE 'LISTEN%'`;
  const listenUrl = (name: string) => {
    const url = new URL(inject('databaseUrl'));
    url.searchParams.set('application_name', name);
    return url.toString();
  };
  const handledWithin = async (kind: string, seen: Map<string, number>, ms: number) => {
    const [id] = await addEntries(kind, 1);
    const written = Date.now();
    await vi.waitFor(() => expect(seen.has(id)).toBe(true), { timeout: ms });
    return seen.get(id)! - written;
  };

  it('handles an entry at once when it is committed, long before the 30 s poll', async () => {
    const kind = uniqueKind('notify');
    const name = `outbox-test-${randomUUID().slice(0, 8)}`;
    const seen = new Map<string, number>();
    const r = relay(
      { [kind]: async (_p, entry) => void seen.set(entry.id, Date.now()) },
      { pollIntervalMs: 30_000, listenUrl: listenUrl(name) },
    );
    r.start();
    try {
      await vi.waitFor(async () => expect(await listening(name)).toHaveLength(1), { timeout: 10_000 });
      // Let the first (empty) batch finish, so the relay is asleep in its 30 s poll.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await handledWithin(kind, seen, 2000)).toBeLessThan(2000);
      // An entry of a kind it does not handle does not wake it (and is left alone).
      const [foreign] = await addEntries(uniqueKind('foreign'), 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await db.outboxEntry.findUniqueOrThrow({ where: { id: foreign } })).toMatchObject({ status: 'PENDING' });
      // And a second entry wakes it again.
      expect(await handledWithin(kind, seen, 2000)).toBeLessThan(2000);
    } finally {
      await r.stop();
    }
    expect(await listening(name)).toHaveLength(0);
  });

  it('listens again after its connection is terminated (pg_terminate_backend)', async () => {
    const kind = uniqueKind('reconnect');
    const name = `outbox-test-${randomUUID().slice(0, 8)}`;
    const seen = new Map<string, number>();
    const warn = vi.fn();
    const r = relay(
      { [kind]: async (_p, entry) => void seen.set(entry.id, Date.now()) },
      { pollIntervalMs: 30_000, listenUrl: listenUrl(name), log: { ...silentLog, warn } },
    );
    r.start();
    try {
      await vi.waitFor(async () => expect(await listening(name)).toHaveLength(1), { timeout: 10_000 });
      const [{ pid }] = await listening(name);
      await db.$queryRaw`SELECT pg_terminate_backend(${pid}::int)`;
      await vi.waitFor(
        async () => {
          const now = await listening(name);
          expect(now).toHaveLength(1);
          expect(now[0].pid).not.toBe(pid);
        },
        { timeout: 10_000 },
      );
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ retryInMs: expect.any(Number) }),
        'outbox relay: listening connection lost, polling until it is back',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await handledWithin(kind, seen, 2000)).toBeLessThan(2000);
    } finally {
      await r.stop();
    }
  });
});

describe('outbox handlers', () => {
  const deliverInvitation = vi.fn(async (_payload: InvitationPayload) => {});

  it('leaves onboarding entries PENDING without using attempts while Temporal is not configured', async () => {
    const warn = vi.fn();
    const log = { ...silentLog, warn };
    const order = await createOrder(db);
    const [first, second] = await Promise.all([
      db.outboxEntry.create({ data: { kind: 'onboarding.start', payload: { orderId: order.id } } }),
      db.outboxEntry.create({ data: { kind: 'onboarding.start', payload: { orderId: order.id } } }),
    ]);
    const before = Date.now();
    const handlers = createOutboxHandlers({ db, config, log, temporal: null, deliverInvitation });
    const r = new OutboxRelay({ db, log, handlers });
    // Entries other test files left pending come first (oldest first): batches until these two are reached.
    let deferred = 0;
    for (let batch = 0; batch < 50; batch++) {
      deferred += (await r.processBatch()).deferred;
      const mine = await db.outboxEntry.findMany({ where: { id: { in: [first.id, second.id] } } });
      if (mine.every((entry) => entry.lastError !== null)) break;
    }
    expect(deferred).toBeGreaterThanOrEqual(2);
    for (const id of [first.id, second.id]) {
      const entry = await db.outboxEntry.findUniqueOrThrow({ where: { id } });
      expect(entry).toMatchObject({ status: 'PENDING', attempts: 0, lastError: 'Temporal is not configured' });
      expect(entry.availableAt.getTime()).toBeGreaterThanOrEqual(before + 59_000);
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('Temporal not configured');
  });

  it('starts the onboarding workflow once per order (an already started workflow counts as success)', async () => {
    const order = await createOrder(db);
    const start = vi.fn(async (_workflow: string, _options: Record<string, unknown>) => ({}));
    const temporal = {
      address: 'temporal.test:7233',
      namespace: 'default',
      taskQueue: 'onboarding',
      client: async () => ({ workflow: { start } }),
    } as unknown as TemporalGateway;
    const handlers = createOutboxHandlers({ db, config, log: silentLog, temporal, deliverInvitation });
    const entry = { id: 'e1', kind: 'onboarding.start', payload: { orderId: order.id }, attempts: 0 };

    await handlers['onboarding.start']({ orderId: order.id }, entry);
    const row = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(start).toHaveBeenCalledWith('onboardingWorkflow', {
      workflowId: `onboarding-${order.id}`,
      taskQueue: 'onboarding',
      args: [{ orderId: order.id }],
      workflowIdConflictPolicy: 'USE_EXISTING',
      workflowIdReusePolicy: 'REJECT_DUPLICATE',
      typedSearchAttributes: [
        { key: ORDER_STAGE, value: 'PENDING_REVIEW' },
        { key: CUSTOMER_EMAIL, value: row.contactEmail.toLowerCase() },
        { key: ORDER_STATES, value: row.states },
        { key: ORDER_AMOUNT_USD, value: row.totalUSD },
      ],
      memo: expect.objectContaining({ orderId: order.id, email: row.contactEmail, totalUSD: row.totalUSD }),
    });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).workflowId).toBe(`onboarding-${order.id}`);

    start.mockRejectedValueOnce(
      new WorkflowExecutionAlreadyStartedError('already started', `onboarding-${order.id}`, 'onboardingWorkflow'),
    );
    await expect(handlers['onboarding.start']({ orderId: order.id }, entry)).resolves.toBeUndefined();

    start.mockRejectedValueOnce(new Error('connection refused'));
    await expect(handlers['onboarding.start']({ orderId: order.id }, entry)).rejects.toThrow('connection refused');
    await expect(handlers['onboarding.start']({}, entry)).rejects.toThrow('orderId');
  });

  it('starts the workflow without search attributes when the Temporal server does not know them', async () => {
    const order = await createOrder(db);
    const start = vi.fn(async (_workflow: string, options: Record<string, unknown>) => {
      if (options.typedSearchAttributes)
        throw new Error('INVALID_ARGUMENT: search attribute OrderStage is not defined');
      return {};
    });
    const warn = vi.fn();
    const temporal = {
      address: 'temporal.test:7233',
      namespace: 'default',
      taskQueue: 'onboarding',
      client: async () => ({ workflow: { start } }),
    } as unknown as TemporalGateway;
    const log = { ...silentLog, warn };
    const handlers = createOutboxHandlers({ db, config, log, temporal, deliverInvitation });
    const entry = { id: 'e1', kind: 'onboarding.start', payload: { orderId: order.id }, attempts: 0 };
    await handlers['onboarding.start']({ orderId: order.id }, entry);
    expect(start).toHaveBeenCalledTimes(2);
    expect(start.mock.calls[1][1]).not.toHaveProperty('typedSearchAttributes');
    expect(start.mock.calls[1][1]).not.toHaveProperty('memo');
    expect(warn).toHaveBeenCalledTimes(1);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).workflowId).toBe(`onboarding-${order.id}`);
  });

  it('delivers invitation emails and rejects malformed payloads', async () => {
    const handlers = createOutboxHandlers({ db, config, log: silentLog, temporal: null, deliverInvitation });
    const entry = { id: 'e2', kind: 'email.invitation', payload: {}, attempts: 0 };
    await handlers['email.invitation']({ userId: 'u1', orderId: 'o1' }, entry);
    expect(deliverInvitation).toHaveBeenCalledWith({ userId: 'u1', orderId: 'o1' });
    // A client created by staff has no order.
    await handlers['email.invitation']({ userId: 'u2' }, entry);
    expect(deliverInvitation).toHaveBeenLastCalledWith({ userId: 'u2' });
    await expect(handlers['email.invitation']({ orderId: 'o1' }, entry)).rejects.toThrow('needs a userId');
    await expect(handlers['email.invitation']({ userId: 'u1', orderId: 7 }, entry)).rejects.toThrow('needs a userId');
  });
});
