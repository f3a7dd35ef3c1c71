// Servers built from their Go modules into .data/bin at a pinned version (like the Temporal CLI): MinIO for S3
// storage in tests and the soak, Mailpit as `npm start`'s mail catcher. The build goes to a scratch folder and is
// moved into place when complete, so a process never runs a half-written binary.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BIN_DIR, findGo } from '../temporal/cli';

export interface GoTool {
  /** The binary's name in .data/bin. */
  name: string;
  /** What it is, for messages. */
  title: string;
  module: string;
  version: string;
  /** How long the first build takes here, for the message shown while it runs. */
  buildTime: string;
}

export const MINIO: GoTool = {
  name: 'minio',
  title: 'MinIO (S3-compatible storage)',
  module: 'github.com/minio/minio',
  // MinIO publishes no module versions: this is its @latest of 2026-02-12, pinned so every machine builds the same.
  version: 'v0.0.0-20260212201848-7aac2a2c5b7c',
  buildTime: 'about 2.5 minutes',
};

export const MAILPIT: GoTool = {
  name: 'mailpit',
  title: 'Mailpit (mail catcher)',
  module: 'github.com/axllent/mailpit',
  version: 'v1.27.11',
  buildTime: 'about 40 s',
};

export const toolPath = (tool: GoTool) => path.join(BIN_DIR, tool.name);
const versionFile = (tool: GoTool) => path.join(BIN_DIR, `${tool.name}.version`);

/** The built binary when it is the pinned version, else null. */
export function builtTool(tool: GoTool): string | null {
  try {
    if (existsSync(toolPath(tool)) && readFileSync(versionFile(tool), 'utf8').trim() === tool.version)
      return toolPath(tool);
  } catch {}
  return null;
}

export type ToolInstallOutcome =
  | { kind: 'present'; path: string }
  | { kind: 'built'; path: string; seconds: number }
  | { kind: 'no-go'; message: string }
  | { kind: 'failed'; message: string };

/** Builds the pinned version unless it is already there; `quiet` keeps go's output off the terminal. */
export async function installGoTool(
  tool: GoTool,
  say: (line: string) => void,
  options: { quiet?: boolean } = {},
): Promise<ToolInstallOutcome> {
  const present = builtTool(tool);
  if (present) return { kind: 'present', path: present };
  const go = findGo();
  if (!go)
    return { kind: 'no-go', message: `Go is not installed, so ${tool.title} cannot be built (https://go.dev/dl)` };
  mkdirSync(BIN_DIR, { recursive: true });
  say(
    `Building ${tool.title} ${tool.version} from its Go module into .data/bin/${tool.name} (${tool.buildTime} the first time)`,
  );
  const scratch = mkdtempSync(path.join(BIN_DIR, `.${tool.name}-build-`));
  const started = Date.now();
  try {
    const code = await new Promise<number>((resolve) => {
      const child = spawn(go, ['install', `${tool.module}@${tool.version}`], {
        stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', options.quiet ? 'ignore' : 'inherit'],
        env: {
          ...process.env,
          GOBIN: scratch,
          GOFLAGS: [process.env.GOFLAGS, '-buildvcs=false'].filter(Boolean).join(' '),
        },
      });
      child.on('error', () => resolve(1));
      child.on('exit', (exitCode) => resolve(exitCode ?? 1));
    });
    const built = path.join(scratch, tool.name);
    if (code !== 0 || !existsSync(built))
      return { kind: 'failed', message: `go install ${tool.module}@${tool.version} failed (exit ${code})` };
    renameSync(built, toolPath(tool));
    writeFileSync(versionFile(tool), `${tool.version}\n`);
    return { kind: 'built', path: toolPath(tool), seconds: Math.round((Date.now() - started) / 1000) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
