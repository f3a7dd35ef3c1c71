// `npm run soak`: many customers at once through two APIs and two workers while a worker, an API, Redis and the
// Temporal dev server are killed or restarted; exits 1 on any breach of the checks (scripts/soak/checks.ts).
//   SOAK_CUSTOMERS (200), SOAK_SECONDS (300: arrival time), SOAK_CONCURRENCY (30), SOAK_DRAIN_SECONDS (900),
//   SOAK_FAULTS (all: worker-sigkill,api-sigkill,redis-restart,temporal-restart; 'none' for none), SOAK_SEED,
//   SOAK_STORAGE (local; s3: files in a MinIO of the run's own)
import { exitOnBreaches } from './breaches';
import { ALL_FAULTS, type FaultName } from './soak/faults';
import { formatFigures, runSoak } from './soak/run';

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

function faults(): FaultName[] {
  const raw = process.env.SOAK_FAULTS?.trim();
  if (!raw) return ALL_FAULTS;
  if (raw === 'none') return [];
  const names = raw.split(',').map((s) => s.trim());
  for (const name of names)
    if (!ALL_FAULTS.includes(name as FaultName))
      throw new Error(`SOAK_FAULTS: unknown fault ${name} (${ALL_FAULTS.join(', ')})`);
  return names as FaultName[];
}

function storage(): 'local' | 's3' {
  const raw = process.env.SOAK_STORAGE?.trim() || 'local';
  if (raw !== 'local' && raw !== 's3') throw new Error('SOAK_STORAGE must be local or s3');
  return raw;
}

const time = () => new Date().toISOString().slice(11, 19);
const result = await runSoak({
  customers: number('SOAK_CUSTOMERS', 200),
  seconds: number('SOAK_SECONDS', 300),
  concurrency: number('SOAK_CONCURRENCY', 30),
  drainSeconds: number('SOAK_DRAIN_SECONDS', 900),
  faults: faults(),
  seed: number('SOAK_SEED', (Date.now() % 100_000) + 1),
  uniqueBusinessNames: process.env.SOAK_UNIQUE_BUSINESS_NAMES === '1',
  storage: storage(),
  log: (line) => console.log(`${time()} ${line}`),
});

console.log(`\nFigures\n${formatFigures(result.figures)}`);
for (const window of result.windows)
  console.log(`fault ${window.fault}: down ${((window.to - window.from) / 1000).toFixed(1)} s`);
exitOnBreaches(result.breaches);
