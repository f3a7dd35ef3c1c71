// The soak in small: about 20 customers with shared names through two APIs and two workers (own database, Redis
// and Temporal dev server; files in MinIO when it is built), one worker killed with SIGKILL mid-run; every check of
// `npm run soak` must pass (a packaged formation completes once staff marked its binder and its EIN order completed).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { builtTool, MINIO } from '../../scripts/go-tools/go-tool';
import { formatFigures, runSoak } from '../../scripts/soak/run';
import { temporalCliPath } from '../../scripts/temporal/cli';

function unavailable(): string | null {
  if (!temporalCliPath()) return 'the Temporal CLI is not built (run `npm run temporal:install`, which needs Go)';
  if (spawnSync('redis-server', ['--version']).status !== 0) return 'redis-server is not installed';
  return null;
}

const reason = unavailable();
if (reason && process.env.CI) throw new Error(`The soak cannot run in CI: ${reason}`);
if (reason) console.info(`Soak skipped: ${reason}.`);
// Files in MinIO when it is built (CI builds it), as when the processes run on separate machines; else the disk.
const storage = builtTool(MINIO) ? 's3' : 'local';
if (!reason)
  console.info(`Soak (small) keeps files in ${storage === 's3' ? 'a MinIO bucket' : 'a shared local folder'}.`);

describe.skipIf(!!reason)('soak (small): many customers, two APIs, two workers, a worker killed', () => {
  it('ends every order as its actions asked, keeps each client to its own files, and breaks no invariant', async () => {
    const lines: string[] = [];
    const result = await runSoak({
      customers: 20,
      seconds: 40,
      concurrency: 20,
      drainSeconds: 480,
      faults: ['worker-sigkill'],
      seed: 20_261_123,
      uniqueBusinessNames: false,
      storage,
      log: (line) => lines.push(line),
    });
    console.info(`Soak (small):\n${formatFigures(result.figures)}`);
    expect(result.windows.map((w) => w.fault)).toEqual(['worker-sigkill']);
    expect(result.figures.orders).toBeGreaterThanOrEqual(20);
    // Returning customers ordered later kinds for the entities their formations formed, an EIN among them, taken
    // to Complete and its EIN checked on the entity like every kind's effect.
    expect(result.figures.laterOrders).toBeGreaterThan(0);
    expect(result.figures.laterCompleted.EIN ?? 0, lines.join('\n')).toBeGreaterThanOrEqual(1);
    // Packaged formations completed only once their package's EIN order completed and staff marked the binder.
    expect(result.figures.includedCompleted, lines.join('\n')).toBeGreaterThanOrEqual(1);
    expect(result.breaches, lines.join('\n')).toEqual([]);
  }, 900_000);
});
