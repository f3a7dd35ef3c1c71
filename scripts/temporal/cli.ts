// The Temporal CLI (`temporal server start-dev`: a complete single-process Temporal service with its Web UI),
// built from its Go module into .data/bin at a pinned version.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../platform/config';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** v1.6+ carry a `replace` directive in go.mod, which `go install module@version` refuses. */
export const TEMPORAL_CLI_VERSION = 'v1.5.0';
const TEMPORAL_CLI_MODULE = 'github.com/temporalio/cli/cmd/temporal';
export const BIN_DIR = path.join(ROOT, '.data', 'bin');
/** @internal */
export const TEMPORAL_BIN = path.join(BIN_DIR, 'temporal');
/** How long the first build takes on a 2-core machine with empty Go caches, for the messages shown while it runs. */
export const TEMPORAL_BUILD_TIME = 'about 3 minutes';
/** `go install` stamps no version into the binary: this file records which one was built. */
const VERSION_FILE = path.join(BIN_DIR, 'temporal.version');

const NO_GO_HINT =
  'Go is not installed, so the Temporal CLI cannot be built: install Go (https://go.dev/dl), or run a Temporal server ' +
  'another way (https://docs.temporal.io/cli#install, or `docker compose up -d temporal temporal-ui`) and set TEMPORAL_ADDRESS.';

/** The binary a caller should run: TEMPORAL_CLI if set, else the built one; null when neither exists. */
export function temporalCliPath(env: NodeJS.ProcessEnv = process.env): string | null {
  const configured = loadConfig(env).temporal.cli;
  if (configured) return existsSync(configured) ? configured : null;
  return existsSync(TEMPORAL_BIN) ? TEMPORAL_BIN : null;
}

function isPinnedBuildPresent(): boolean {
  return existsSync(TEMPORAL_BIN) && readVersion() === TEMPORAL_CLI_VERSION;
}

function readVersion(): string | null {
  try {
    return readFileSync(VERSION_FILE, 'utf8').trim();
  } catch {
    return null;
  }
}

/** The go command, from PATH or Go's default install location. */
export function findGo(): string | null {
  for (const candidate of ['go', '/usr/local/go/bin/go']) {
    const probe = spawnSync(candidate, ['version'], { encoding: 'utf8' });
    if (probe.status === 0) return candidate;
  }
  return null;
}

export type InstallOutcome =
  | { kind: 'present'; path: string }
  | { kind: 'built'; path: string; seconds: number }
  | { kind: 'no-go'; message: string }
  | { kind: 'failed'; message: string };

/** Builds the pinned Temporal CLI unless that exact build is already there. */
export async function installTemporalCli(say: (line: string) => void): Promise<InstallOutcome> {
  if (isPinnedBuildPresent()) return { kind: 'present', path: TEMPORAL_BIN };
  const go = findGo();
  if (!go) return { kind: 'no-go', message: NO_GO_HINT };
  mkdirSync(BIN_DIR, { recursive: true });
  say(
    `Building the Temporal CLI ${TEMPORAL_CLI_VERSION} from its Go module into .data/bin/temporal ` +
      `(${TEMPORAL_BUILD_TIME} the first time; later starts reuse it)`,
  );
  const started = Date.now();
  const code = await new Promise<number>((resolve) => {
    const child = spawn(go, ['install', `${TEMPORAL_CLI_MODULE}@${TEMPORAL_CLI_VERSION}`], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        GOBIN: BIN_DIR,
        GOFLAGS: [process.env.GOFLAGS, '-buildvcs=false'].filter(Boolean).join(' '),
        // The checksum database mirror reachable from some networks lacks the UI server module; its hash still
        // comes from the module proxy, so skip only that one module's lookup.
        GONOSUMDB: [process.env.GONOSUMDB, 'github.com/temporalio/ui-server'].filter(Boolean).join(','),
      },
    });
    child.on('error', () => resolve(1));
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0 || !existsSync(TEMPORAL_BIN)) {
    return {
      kind: 'failed',
      message: `go install ${TEMPORAL_CLI_MODULE}@${TEMPORAL_CLI_VERSION} failed (exit ${code})`,
    };
  }
  writeFileSync(VERSION_FILE, `${TEMPORAL_CLI_VERSION}\n`);
  return { kind: 'built', path: TEMPORAL_BIN, seconds: Math.round((Date.now() - started) / 1000) };
}
