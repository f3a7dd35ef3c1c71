// The faults injected mid-run, and the windows during which a process or service was down (5xx answers are
// allowed only inside them, plus a grace period for clients to reconnect).
import type { AppProcess } from './processes';
import type { Restartable } from './services';

export type FaultName = 'worker-sigkill' | 'api-sigkill' | 'redis-restart' | 'temporal-restart';
export const ALL_FAULTS: FaultName[] = ['worker-sigkill', 'api-sigkill', 'redis-restart', 'temporal-restart'];

export interface DownWindow {
  fault: FaultName;
  from: number;
  to: number;
}

/**
 * After a service is back, how long its clients may still fail while they reconnect.
 * @internal
 */
export const RECONNECT_GRACE_MS = 20_000;

export interface FaultTargets {
  workers: AppProcess[];
  apis: AppProcess[];
  redis: Restartable;
  temporal: Restartable;
  log: (line: string) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Injects one fault and returns when everything is running again. */
export async function inject(fault: FaultName, targets: FaultTargets): Promise<DownWindow> {
  const from = Date.now();
  const { log } = targets;
  switch (fault) {
    case 'worker-sigkill': {
      const worker = targets.workers[0];
      log(`fault: worker ${worker.spec.name} (pid ${worker.pid}) killed with SIGKILL`);
      await worker.kill('SIGKILL');
      await sleep(2000);
      await worker.start();
      break;
    }
    case 'api-sigkill': {
      const api = targets.apis[1];
      log(`fault: API ${api.spec.name} (pid ${api.pid}) killed with SIGKILL`);
      await api.kill('SIGKILL');
      await sleep(2000);
      await api.start();
      break;
    }
    case 'redis-restart':
      log('fault: Redis restarted (every key lost, as after a crash without persistence)');
      await targets.redis.restart(() => sleep(2000));
      break;
    case 'temporal-restart':
      log('fault: Temporal dev server restarted (state kept in its database file)');
      await targets.temporal.restart(() => sleep(2000));
      break;
  }
  const to = Date.now();
  log(`fault: ${fault} recovered after ${((to - from) / 1000).toFixed(1)} s`);
  return { fault, from, to };
}

/** Whether a moment falls inside a down window (or its reconnect grace). */
export const duringFault = (windows: DownWindow[], at: number) =>
  windows.some((w) => at >= w.from && at <= w.to + RECONNECT_GRACE_MS);
