// Mailpit's web UI: its Go module holds the UI's sources (Vue, bundled by esbuild) but not the bundle, so a binary
// built from the module alone serves a blank page (/dist/app.js answers 404). This builds the bundle the way its own
// release does (`npm ci`, then its esbuild config with MINIFY=true) into server/ui/dist of a writable copy of the
// module's source, before `go build` embeds that folder. The bundle is kept in .data/cache/mailpit-ui/<version>, so a
// rebuild of the binary does not fetch the UI's npm packages again.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BIN_DIR } from '../temporal/cli';

const CACHE_DIR = path.join(path.dirname(BIN_DIR), 'cache', 'mailpit-ui');
/** The npm packages come from the registry: a registry that does not answer must not hold the install for long. */
const STEP_TIMEOUT_MS = 5 * 60_000;

const mailpitUiCache = (version: string) => path.join(CACHE_DIR, version);

/** Puts the built UI into `source`'s server/ui/dist (from the cache, else built); throws with the reason it could not. */
export async function buildMailpitUi(
  source: string,
  version: string,
  say: (line: string) => void,
  quiet: boolean,
): Promise<void> {
  const dist = path.join(source, 'server', 'ui', 'dist');
  const cached = mailpitUiCache(version);
  if (existsSync(path.join(cached, 'app.js'))) {
    cpSync(cached, dist, { recursive: true });
    return;
  }
  say(`Building Mailpit's web UI from its source (its npm packages and esbuild, about 40 s)`);
  await run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], source, quiet);
  await run(process.execPath, ['esbuild.config.mjs'], source, quiet, { MINIFY: 'true' });
  if (!existsSync(path.join(dist, 'app.js'))) throw new Error('its esbuild step wrote no server/ui/dist/app.js');
  mkdirSync(CACHE_DIR, { recursive: true });
  const scratch = mkdtempSync(path.join(CACHE_DIR, `.${version}-`));
  try {
    cpSync(dist, path.join(scratch, 'dist'), { recursive: true });
    rmSync(cached, { recursive: true, force: true });
    renameSync(path.join(scratch, 'dist'), cached);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function run(command: string, args: string[], cwd: string, quiet: boolean, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const shown = `${path.basename(command)} ${args.join(' ')}`;
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-600);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), STEP_TIMEOUT_MS);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(new Error(`${shown} could not start: ${err.message}`));
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else {
        const why = signal === 'SIGKILL' ? `was stopped after ${STEP_TIMEOUT_MS / 60_000} minutes` : `exited ${code}`;
        const tail = output.trim().split('\n').slice(-3).join(' ');
        reject(new Error(`${shown} ${why}${tail ? `: ${tail}` : ''}`));
      }
    });
  });
}
