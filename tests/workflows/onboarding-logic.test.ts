// The onboarding workflow's logic with the Temporal workflow API replaced by an in-memory stand-in:
// handlers are kept in a map, `condition` is re-checked whenever pending work has settled.
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Handler = (...args: unknown[]) => unknown;
interface Registered {
  handler: Handler;
  validator?: (...args: unknown[]) => void;
}

const sandbox = vi.hoisted(() => {
  const handlers = new Map<string, Registered>();
  let waiters: { test: () => boolean; resolve: () => void }[] = [];
  let running = 0;
  const activities = {
    setOrderStage: async (_orderId: string, _stage: string) => {},
    cancelOrder: async (_orderId: string, _reason?: string) => {},
  };
  const calls: [string, ...unknown[]][] = [];
  return {
    handlers,
    calls,
    activities,
    get running() {
      return running;
    },
    set running(value: number) {
      running = value;
    },
    waitFor(test: () => boolean) {
      return new Promise<void>((resolve) => waiters.push({ test, resolve }));
    },
    /** Lets pending promises settle and wakes every condition that has become true, until nothing changes. */
    async settle() {
      for (let round = 0; round < 100; round++) {
        await new Promise((resolve) => setImmediate(resolve));
        const ready = waiters.filter((w) => w.test());
        if (!ready.length) return;
        waiters = waiters.filter((w) => !ready.includes(w));
        for (const w of ready) w.resolve();
      }
      throw new Error('conditions never settled');
    },
    reset() {
      handlers.clear();
      waiters = [];
      running = 0;
      calls.length = 0;
    },
  };
});

vi.mock('@temporalio/workflow', () => {
  class ApplicationFailure extends Error {
    static nonRetryable(message: string, type: string) {
      const failure = new ApplicationFailure(message);
      failure.name = type;
      return failure;
    }
  }
  const define = (name: string) => ({ name });
  return {
    ApplicationFailure,
    defineQuery: define,
    defineSignal: define,
    defineUpdate: define,
    setHandler: (def: { name: string }, handler: Handler, options?: { validator?: Registered['validator'] }) => {
      sandbox.handlers.set(def.name, { handler, validator: options?.validator });
    },
    condition: (test: () => boolean) => (test() ? Promise.resolve() : sandbox.waitFor(test)),
    allHandlersFinished: () => sandbox.running === 0,
    proxyActivities: () =>
      new Proxy(
        {},
        {
          get:
            (_target, name: string) =>
            async (...args: unknown[]) => {
              sandbox.calls.push([name, ...args]);
              return (sandbox.activities as Record<string, Handler>)[name](...args);
            },
        },
      ),
  };
});

const { onboardingWorkflow } = await import('../../workflows/index');

const orderId = 'order-1';

/** Calls a handler like Temporal would: validator first (a throw rejects the update), then the handler. */
async function send(name: string, ...args: unknown[]) {
  const registered = sandbox.handlers.get(name);
  if (!registered) throw new Error(`no handler for ${name}`);
  registered.validator?.(...args);
  sandbox.running++;
  try {
    return await registered.handler(...args);
  } finally {
    sandbox.running--;
  }
}
const query = (name: string) => sandbox.handlers.get(name)!.handler();

beforeEach(() => sandbox.reset());

describe('onboardingWorkflow', () => {
  it('records Pending Review, then moves one stage per advance update until complete', async () => {
    const run = onboardingWorkflow({ orderId });
    await sandbox.settle();
    expect(sandbox.calls).toEqual([['setOrderStage', orderId, 'PENDING_REVIEW']]);
    expect(query('stage')).toBe('PENDING_REVIEW');

    for (const expected of ['DOCUMENTS', 'FILING', 'COMPLETE']) {
      const update = send('advance');
      await sandbox.settle();
      await expect(update).resolves.toBe(expected);
      expect(query('stage')).toBe(expected);
    }
    await sandbox.settle();
    await expect(run).resolves.toEqual({ orderId, stage: 'COMPLETE', canceled: false });
    expect(sandbox.calls.map((c) => c[2])).toEqual(['PENDING_REVIEW', 'DOCUMENTS', 'FILING', 'COMPLETE']);
  });

  it('refuses advance once the order is (or is about to be) complete', async () => {
    const run = onboardingWorkflow({ orderId });
    await sandbox.settle();
    const updates = [send('advance'), send('advance'), send('advance')];
    await expect(send('advance')).rejects.toThrow('already complete');
    await sandbox.settle();
    await expect(Promise.all(updates)).resolves.toEqual(['DOCUMENTS', 'FILING', 'COMPLETE']);
    await sandbox.settle();
    await expect(run).resolves.toMatchObject({ stage: 'COMPLETE' });
  });

  it('cancel marks the order canceled and ends the workflow', async () => {
    const run = onboardingWorkflow({ orderId });
    await sandbox.settle();
    const update = send('advance');
    await sandbox.settle();
    await expect(update).resolves.toBe('DOCUMENTS');
    await send('cancel', { reason: 'client request' });
    await sandbox.settle();
    await expect(run).resolves.toEqual({ orderId, stage: 'DOCUMENTS', canceled: true });
    expect(sandbox.calls.at(-1)).toEqual(['cancelOrder', orderId, 'client request']);
    expect(() => sandbox.handlers.get('advance')!.validator!()).toThrow('canceled');
  });

  it('a cancel during the database write of an advance lets the write finish, then ends the workflow canceled', async () => {
    let release: () => void = () => {};
    sandbox.activities.setOrderStage = async (_id, stage) => {
      if (stage === 'DOCUMENTS') await new Promise<void>((resolve) => (release = resolve));
    };
    const run = onboardingWorkflow({ orderId });
    await sandbox.settle();
    const update = send('advance');
    update.catch(() => {});
    await sandbox.settle();
    await send('cancel');
    release();
    await sandbox.settle();
    // The write that was under way completes; the workflow then sees the cancellation.
    await expect(run).resolves.toMatchObject({ canceled: true });
    await expect(update).resolves.toBe('DOCUMENTS');
    sandbox.activities.setOrderStage = async () => {};
  });
});
