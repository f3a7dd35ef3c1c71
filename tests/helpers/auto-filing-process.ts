// Automatic filing (the daily scan's step, worker/compliance/auto-filing.ts) in an operating-system process of its
// own, so a test can kill it with SIGKILL at any point of its Stripe calls and database writes, as a host would kill
// the worker. The child connects first and says `ready`; the scan starts when the test writes a line to it.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { createPrisma } from '../../platform/infra/prisma';
import { createStripe } from '../../platform/infra/stripe';
import { ROOT } from '../../scripts/start/processes';
import { runAutoFiling } from '../../worker/compliance/auto-filing';
import { silentLog } from './silent-log';

export interface ScanProcess {
  /** Starts the scan; resolves once it began. */
  go(): void;
  /** Resolves with true when the scan ran to its end, false when it was killed first. */
  finished: Promise<boolean>;
  kill(): Promise<void>;
}

/** Starts the child and waits until it is connected and ready to scan `day` (YYYY-MM-DD). */
export async function startScanProcess(env: {
  databaseUrl: string;
  stripeApiBase: string;
  stripeSecretKey: string;
  day: string;
}): Promise<ScanProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: ROOT,
    env: {
      ...process.env,
      SCAN_CHILD: '1',
      DATABASE_URL: env.databaseUrl,
      STRIPE_API_BASE: env.stripeApiBase,
      STRIPE_SECRET_KEY: env.stripeSecretKey,
      SCAN_DAY: env.day,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines = createInterface({ input: child.stdout! });
  const output: string[] = [];
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  const exited = once(child, 'exit');
  let done = false;
  const ready = new Promise<void>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line === 'ready') resolve();
      if (line === 'done') done = true;
    });
    void exited.then(() => reject(new Error(`scan process ended before it was ready:\n${output.join('')}`)));
  });
  await ready;
  return {
    go: () => child.stdin!.write('go\n'),
    finished: exited.then(() => done),
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

async function child() {
  const db = createPrisma(process.env.DATABASE_URL!);
  const stripe = createStripe({
    stripe: { secretKey: process.env.STRIPE_SECRET_KEY, apiBase: process.env.STRIPE_API_BASE },
  } as Parameters<typeof createStripe>[0]);
  await db.$queryRaw`SELECT 1`;
  const day = parseCalendarDate(process.env.SCAN_DAY!)!;
  const input = createInterface({ input: process.stdin });
  process.stdout.write('ready\n');
  await once(input, 'line');
  const deps = {
    db,
    stripe,
    mailer: { transport: 'log' as const, send: async () => {} },
    log: silentLog,
    publicUrl: 'http://x',
    leadDays: 45,
  };
  await runAutoFiling(deps, day);
  process.stdout.write('done\n');
  await db.$disconnect();
  process.exit(0);
}

if (process.env.SCAN_CHILD === '1') await child();
