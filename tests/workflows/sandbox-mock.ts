// An in-memory stand-in for the Temporal workflow API, for testing workflow logic without a server:
// handlers in a map, `condition` re-checked whenever pending work has settled, timers on a fake clock,
// activities as plain functions that record their calls.
import { AsyncLocalStorage } from 'node:async_hooks';

type Handler = (...args: unknown[]) => unknown;
interface Registered {
  handler: Handler;
  validator?: (...args: unknown[]) => void;
}
interface Waiter {
  test: () => boolean;
  resolve: (value: boolean) => void;
  deadline: number | null;
}

const UNITS: Record<string, number> = { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000 };
export function durationMs(duration: string | number): number {
  if (typeof duration === 'number') return duration;
  const match = /^(\d+)\s*(second|minute|hour|day)s?$/.exec(duration.trim());
  if (!match) throw new Error(`unsupported duration ${duration}`);
  return Number(match[1]) * UNITS[match[2]];
}

export function createSandbox() {
  const handlers = new Map<string, Registered>();
  let waiters: Waiter[] = [];
  let running = 0;
  let now = 0;
  let uuidCounter = 0;
  /** Patches (patched()) the running workflow sees as new code: none by default (as replaying an old run). */
  const patches = new Set<string>();
  const calls: [string, ...unknown[]][] = [];
  const activities: Record<string, Handler> = {};
  const sandbox = {
    handlers,
    calls,
    patches,
    activities,
    get now() {
      return now;
    },
    get running() {
      return running;
    },
    set running(value: number) {
      running = value;
    },
    uuid: () => `00000000-0000-4000-8000-${String(++uuidCounter).padStart(12, '0')}`,
    waitFor(test: () => boolean, timeout?: string | number) {
      return new Promise<boolean>((resolve) =>
        waiters.push({ test, resolve, deadline: timeout === undefined ? null : now + durationMs(timeout) }),
      );
    },
    /** Lets pending promises settle and wakes every condition that has become true, until nothing changes. */
    async settle() {
      for (let round = 0; round < 200; round++) {
        for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
        const ready = waiters.filter((w) => w.test());
        if (!ready.length) return;
        waiters = waiters.filter((w) => !ready.includes(w));
        for (const w of ready) w.resolve(true);
      }
      throw new Error('conditions never settled');
    },
    /** Moves the fake clock on: conditions whose timeout has passed resolve false. */
    async advance(ms: number) {
      await sandbox.settle();
      now += ms;
      const expired = waiters.filter((w) => w.deadline !== null && w.deadline <= now);
      waiters = waiters.filter((w) => !expired.includes(w));
      for (const w of expired) w.resolve(false);
      await sandbox.settle();
    },
    reset() {
      handlers.clear();
      waiters = [];
      running = 0;
      now = 0;
      uuidCounter = 0;
      calls.length = 0;
      patches.clear();
    },
    /**
     * Calls an update like Temporal (the validator first: a throw rejects it before it is accepted, then the
     * handler) and lets the workflow run until it settles.
     */
    async update(name: string, ...args: unknown[]) {
      const registered = handlers.get(name);
      if (!registered) throw new Error(`no handler for ${name}`);
      registered.validator?.(...args);
      running++;
      const result = (async () => {
        try {
          return await registered.handler(...args);
        } finally {
          running--;
        }
      })();
      result.catch(() => {});
      await sandbox.settle();
      return result;
    },
    query(name: string) {
      return handlers.get(name)!.handler();
    },
    callsOf(name: string) {
      return calls.filter((c) => c[0] === name).map((c) => c.slice(1));
    },
  };
  return sandbox;
}

export type Sandbox = ReturnType<typeof createSandbox>;

/** The module factory for vi.mock('@temporalio/workflow', ...). */
export function workflowModule(sandbox: Sandbox) {
  class ApplicationFailure extends Error {
    type = '';
    static nonRetryable(message: string, type: string) {
      const failure = new ApplicationFailure(message);
      failure.type = type;
      return failure;
    }
  }
  class ActivityFailure extends Error {
    constructor(readonly cause: Error) {
      super('Activity task failed');
    }
  }
  class CancelledFailure extends Error {}
  // Like Temporal's scopes: an activity started inside a canceled scope ends with a CancelledFailure.
  const currentScope = new AsyncLocalStorage<CancellationScope>();
  class CancellationScope {
    canceled = false;
    run<T>(fn: () => Promise<T>): Promise<T> {
      return currentScope.run(this, fn);
    }
    cancel() {
      this.canceled = true;
    }
  }
  // Activities and local activities alike: each call is recorded and runs the sandbox's implementation.
  const activityProxy = () =>
    new Proxy(
      {},
      {
        get:
          (_target, name: string) =>
          async (...args: unknown[]) => {
            sandbox.calls.push([name, ...args]);
            const scope = currentScope.getStore();
            let result: unknown;
            try {
              result = await sandbox.activities[name](...args);
            } catch (err) {
              throw new ActivityFailure(err as Error);
            }
            if (scope?.canceled) throw new CancelledFailure('activity canceled');
            return result;
          },
      },
    );
  const define = (name: string) => ({ name });
  return {
    ActivityFailure,
    ApplicationFailure,
    CancellationScope,
    isCancellation: (err: unknown) => err instanceof CancelledFailure,
    uuid4: () => sandbox.uuid(),
    // Runs here start without search attributes or memo (as on a server that lacks them, or runs started before
    // the memo carried the stage): the workflow never upserts either.
    workflowInfo: () => ({ typedSearchAttributes: { get: () => undefined }, memo: undefined }),
    upsertSearchAttributes: () => {
      throw new Error('upsertSearchAttributes in a run started without search attributes');
    },
    upsertMemo: () => {
      throw new Error('upsertMemo in a run started without the memo stage');
    },
    defineQuery: define,
    defineSignal: define,
    defineUpdate: define,
    setHandler: (def: { name: string }, handler: Handler, options?: { validator?: Registered['validator'] }) => {
      sandbox.handlers.set(def.name, { handler, validator: options?.validator });
    },
    condition: (test: () => boolean, timeout?: string | number) => {
      if (test()) return Promise.resolve(true);
      const waiting = sandbox.waitFor(test, timeout);
      return timeout === undefined ? waiting.then(() => undefined) : waiting;
    },
    allHandlersFinished: () => sandbox.running === 0,
    proxyActivities: activityProxy,
    proxyLocalActivities: activityProxy,
    patched: (id: string) => sandbox.patches.has(id),
    sleep: (duration: string | number) => sandbox.waitFor(() => false, duration).then(() => undefined),
  };
}

/** The one sandbox the workflow tests share (the mocked module and the test see the same instance). */
export const sandbox = createSandbox();
