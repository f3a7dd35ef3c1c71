// Compiles the production processes (the API, the worker and the `npm start` supervisor) to plain JavaScript in
// dist/server, so they run on Node alone: no runtime transpiler and its helper processes. Dependencies stay
// in node_modules; only the project's own TypeScript is bundled. Plain JavaScript so that `npm start` can
// run it on a fresh clone before anything else is built.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withoutLibrarySources } from './workflow-source-map.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SERVER_DIR = path.join(ROOT, 'dist', 'server');
export const ENTRIES = {
  api: 'api/server.ts',
  worker: 'worker/main.ts',
  start: 'scripts/start.ts',
  prepare: 'scripts/start/prepare.ts',
};
/** The prebuilt workflow bundle the compiled worker loads (worker/temporal-worker.ts). */
export const WORKFLOW_BUNDLE = 'workflows.js';
const SOURCE_DIRS = ['api', 'platform', 'domain', 'worker', 'workflows', 'scripts', 'prisma'];

/** The sources keep paths relative to their own folder (import.meta.dirname): point them there from dist/server. */
const keepSourceDirnames = {
  name: 'source-dirname',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const contents = readFileSync(args.path, 'utf8');
      if (!contents.includes('import.meta.dirname')) return { contents, loader: 'ts' };
      const relative = path.relative(SERVER_DIR, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: contents.replaceAll(
          'import.meta.dirname',
          `(import.meta.dirname + ${JSON.stringify(`/${relative}`)})`,
        ),
        loader: 'ts',
      };
    });
  },
};

export async function buildServer() {
  const { build } = await import('esbuild');
  rmSync(SERVER_DIR, { recursive: true, force: true });
  mkdirSync(SERVER_DIR, { recursive: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir: SERVER_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [keepSourceDirnames],
  });
  // The workflow code bundled for Temporal's sandbox once here, not by webpack inside every worker start.
  const { bundleWorkflowCode, DefaultLogger } = await import('@temporalio/worker');
  const { code } = await bundleWorkflowCode({
    workflowsPath: path.join(ROOT, 'workflows', 'index.ts'),
    logger: new DefaultLogger('WARN'),
  });
  writeFileSync(path.join(SERVER_DIR, WORKFLOW_BUNDLE), withoutLibrarySources(code));
}

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (/\.(ts|mjs|cjs|json)$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether dist/server is missing or older than a source file. */
export function serverBuildOutdated() {
  let built = Number.POSITIVE_INFINITY;
  for (const name of Object.keys(ENTRIES)) {
    try {
      built = Math.min(built, statSync(path.join(SERVER_DIR, `${name}.mjs`)).mtimeMs);
    } catch {
      return true;
    }
  }
  return SOURCE_DIRS.some((dir) => newestSource(path.join(ROOT, dir)) > built);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const started = Date.now();
  await buildServer();
  console.log(`dist/server: API, worker and start script compiled in ${Date.now() - started} ms`);
}
