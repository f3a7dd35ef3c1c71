// Servers built from their Go modules into .data/bin at a pinned version (like the Temporal CLI): MinIO for S3
// storage in tests and the soak, Mailpit as `npm start`'s mail catcher. The build goes to a scratch folder and is
// moved into place when complete, so a process never runs a half-written binary. A tool with a build step of its
// own (Mailpit's web UI) is built with `go build` from a writable copy of its module's source after that step; when
// the step fails, the tool is still installed without it and the reason is printed.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { BIN_DIR, findGo } from '../temporal/cli';
import { buildMailpitUi } from './mailpit-ui';

export interface GoTool {
  /** The binary's name in .data/bin. */
  name: string;
  /** What it is, for messages. */
  title: string;
  module: string;
  version: string;
  /** How long the first build takes here, for the message shown while it runs. */
  buildTime: string;
  /** A step run in a copy of the module's source before `go build` (e.g. bundling a web UI the module omits). */
  sourceStep?: SourceStep;
}

interface SourceStep {
  /** What the step adds, for messages: 'web UI'. */
  adds: string;
  /** Prepares the source folder; throws with the reason it could not. */
  run(source: string, say: (line: string) => void, quiet: boolean): Promise<void>;
  /** `-X` settings for `go build` (what the project's own release sets, e.g. the version it reports). */
  ldflags?: string;
}

export const MINIO: GoTool = {
  name: 'minio',
  title: 'MinIO (S3-compatible storage)',
  module: 'github.com/minio/minio',
  // MinIO publishes no module versions: this is its @latest of 2026-02-12, pinned so every machine builds the same.
  version: 'v0.0.0-20260212201848-7aac2a2c5b7c',
  buildTime: 'about 2.5 minutes',
};

const MAILPIT_VERSION = 'v1.27.11';

export const MAILPIT: GoTool = {
  name: 'mailpit',
  title: 'Mailpit (mail catcher)',
  module: 'github.com/axllent/mailpit',
  version: MAILPIT_VERSION,
  buildTime: 'about 1.5 minutes',
  sourceStep: {
    adds: 'web UI',
    run: (source, say, quiet) => buildMailpitUi(source, MAILPIT_VERSION, say, quiet),
    ldflags: `-X github.com/axllent/mailpit/config.Version=${MAILPIT_VERSION}`,
  },
};

const toolPath = (tool: GoTool) => path.join(BIN_DIR, tool.name);
const versionFile = (tool: GoTool) => path.join(BIN_DIR, `${tool.name}.version`);

/**
 * Beside the version file, a tool with a source step has a file saying whether the build has what the step adds
 * (and, without it, why). A build without it (the step failed) counts as built and is usable; `npm start` builds it
 * again next time (retryStep). A build of the pinned version without that file (made before the step existed) is
 * built again.
 */
const stepFile = (tool: GoTool) =>
  path.join(BIN_DIR, `${tool.name}.${tool.sourceStep?.adds.replace(/\W+/g, '-').toLowerCase()}`);

/** The built binary when it is the pinned version, else null. */
export function builtTool(tool: GoTool): string | null {
  try {
    if (
      existsSync(toolPath(tool)) &&
      readFileSync(versionFile(tool), 'utf8').trim() === tool.version &&
      (!tool.sourceStep || existsSync(stepFile(tool)))
    )
      return toolPath(tool);
  } catch {}
  return null;
}

/** Why the built tool lacks what its source step adds (e.g. Mailpit without its web UI); null when it has it. */
export function missingStep(tool: GoTool): string | null {
  try {
    const recorded = readFileSync(stepFile(tool), 'utf8').trim();
    return recorded.startsWith('without') ? recorded.replace(/^without [^:]*:?\s*/, '') || 'reason not recorded' : null;
  } catch {
    return null;
  }
}

export type ToolInstallOutcome =
  | { kind: 'present'; path: string }
  | { kind: 'built'; path: string; seconds: number }
  | { kind: 'no-go'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Builds the pinned version unless it is already there (`retryStep`: also when its source step failed last time);
 * `quiet` keeps go's output off the terminal.
 */
export async function installGoTool(
  tool: GoTool,
  say: (line: string) => void,
  options: { quiet?: boolean; retryStep?: boolean } = {},
): Promise<ToolInstallOutcome> {
  const present = builtTool(tool);
  if (present && !(options.retryStep && missingStep(tool))) return { kind: 'present', path: present };
  const go = findGo();
  if (!go)
    return { kind: 'no-go', message: `Go is not installed, so ${tool.title} cannot be built (https://go.dev/dl)` };
  mkdirSync(BIN_DIR, { recursive: true });
  say(
    `Building ${tool.title} ${tool.version} from its Go module into .data/bin/${tool.name} (${tool.buildTime} the first time)`,
  );
  const scratch = mkdtempSync(path.join(BIN_DIR, `.${tool.name}-build-`));
  const started = Date.now();
  const quiet = options.quiet ?? false;
  try {
    let withStep = false;
    let stepError = '';
    let code: number;
    let source: string | null = null;
    if (tool.sourceStep) {
      try {
        source = await writableSource(go, tool, scratch, quiet);
        await tool.sourceStep.run(source, say, quiet);
        withStep = true;
      } catch (err) {
        stepError = (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').slice(0, 300);
        say(
          `${tool.title}: its ${tool.sourceStep.adds} could not be built (${stepError}); ` +
            'installing it without (the next `npm start` tries again)',
        );
      }
    }
    const output = path.join(scratch, 'bin', tool.name);
    if (source) {
      const ldflags = ['-s -w', tool.sourceStep?.ldflags].filter(Boolean).join(' ');
      code = await runGo(go, ['build', '-trimpath', '-ldflags', ldflags, '-o', output, '.'], source, scratch, quiet);
    } else {
      code = await runGo(go, ['install', `${tool.module}@${tool.version}`], scratch, scratch, quiet);
    }
    if (code !== 0 || !existsSync(output))
      return { kind: 'failed', message: `building ${tool.module}@${tool.version} failed (exit ${code})` };
    renameSync(output, toolPath(tool));
    if (tool.sourceStep)
      writeFileSync(
        stepFile(tool),
        withStep ? `with ${tool.sourceStep.adds}\n` : `without ${tool.sourceStep.adds}: ${stepError}\n`,
      );
    writeFileSync(versionFile(tool), `${tool.version}\n`);
    return { kind: 'built', path: toolPath(tool), seconds: Math.round((Date.now() - started) / 1000) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** `go install` puts the binary in scratch/bin; `go build` writes it there too (-o). */
function runGo(go: string, args: string[], cwd: string, scratch: string, quiet: boolean): Promise<number> {
  return new Promise<number>((resolve) => {
    const child = spawn(go, args, {
      cwd,
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', quiet ? 'ignore' : 'inherit'],
      env: {
        ...process.env,
        GOBIN: path.join(scratch, 'bin'),
        GOFLAGS: [process.env.GOFLAGS, '-buildvcs=false'].filter(Boolean).join(' '),
      },
    });
    child.on('error', () => resolve(1));
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
}

/** The module's source (fetched into Go's module cache, which keeps it read-only) copied into scratch/src. */
async function writableSource(go: string, tool: GoTool, scratch: string, quiet: boolean): Promise<string> {
  const dir = await new Promise<string>((resolve, reject) => {
    let out = '';
    const child = spawn(go, ['mod', 'download', '-json', `${tool.module}@${tool.version}`], {
      cwd: scratch,
      stdio: ['ignore', 'pipe', quiet ? 'ignore' : 'inherit'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const found = code === 0 ? (JSON.parse(out) as { Dir?: string }).Dir : undefined;
      if (found) resolve(found);
      else reject(new Error(`go mod download ${tool.module}@${tool.version} failed (exit ${code})`));
    });
  });
  const source = path.join(scratch, 'src');
  cpSync(dir, source, { recursive: true });
  makeWritable(source);
  return source;
}

function makeWritable(folder: string) {
  chmodSync(folder, 0o755);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) makeWritable(full);
    else if (entry.isFile()) chmodSync(full, 0o644);
  }
}
