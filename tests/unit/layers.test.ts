// The layers import only downwards: api/ and worker/ share platform/ and never import each other; platform/
// serves both and imports neither; domain/ is pure (zod and itself); workflows/ run in Temporal's sandbox on domain/
// and the workflow SDK alone; the two browser bundles take from the back end only domain/'s pure code, and share web/.
// Reads the source text only: no database, no build.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Rule {
  /** Folders (from the root) this layer's relative imports may reach. */
  folders: readonly string[];
  /** Folders it may reach with type-only imports (erased before the code runs). */
  typeOnlyFolders?: readonly string[];
  /** The only packages it may import; unset: any package not in `forbidden`. */
  packages?: readonly string[];
  forbidden?: (name: string) => boolean;
  /** Sub-folders the rule does not cover. */
  except?: readonly string[];
}

const isNodeBuiltin = (name: string) => name.startsWith('node:') || builtinModules.includes(name);
/** Packages that only run on the server: none of them belongs in a browser bundle. */
const SERVER_ONLY =
  /^(fastify|fastify-.*|@fastify\/.*|@prisma\/.*|prisma|pg|ioredis|bullmq|@bull-board\/.*|@temporalio\/.*|stripe|openai|nodemailer|pino|pdfkit|pdf-lib|@aws-sdk\/.*|playwright-core|prom-client)$/;
const browser = (name: string) => isNodeBuiltin(name) || SERVER_ONLY.test(name);
const BACK_END = ['platform', 'domain', 'workflows', 'prisma'];

const RULES: Record<string, Rule> = {
  api: { folders: ['api', ...BACK_END] },
  worker: { folders: ['worker', ...BACK_END] },
  platform: { folders: BACK_END },
  // Workflow code names its activities' signatures the Temporal way: a type-only import of the worker's.
  // @temporalio/common is the sandbox-safe half of the SDK that @temporalio/workflow is built on.
  workflows: {
    folders: ['workflows', 'domain'],
    typeOnlyFolders: ['worker'],
    packages: ['@temporalio/workflow', '@temporalio/common'],
  },
  domain: { folders: ['domain'], packages: ['zod'] },
  // web/ holds the browser code both front ends use (React hooks and components, not pure enough for domain/).
  // web/build/ runs in Node, in the front ends' Vite configs.
  web: { folders: ['web', 'domain'], forbidden: browser, except: ['web/build'] },
  'admin/src': { folders: ['admin/src', 'web', 'domain'], forbidden: browser },
  'storefront/src': { folders: ['storefront/src', 'web', 'domain'], forbidden: browser },
};

export interface Import {
  specifier: string;
  typeOnly: boolean;
}

// A statement that starts a line: `import x, { y } from '...'`, `import type ...`, `export { x } from '...'`,
// `export * from '...'` (the clause holds only names, braces, commas, `*` and `as`, so no other statement matches);
// and, anywhere, `import('...')` or `require('...')`.
const STATIC = /^[ \t]*(?:import|export)(\s+type)?\s+([\w$*{},\s]*?)\s*\bfrom\s*['"]([^'"\n]+)['"]/gm;
const SIDE_EFFECT = /^[ \t]*import\s*['"]([^'"\n]+)['"]/gm;
const DYNAMIC = /(\btypeof\s+)?\b(?:import|require)\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** Whether every name of `{ type A, type B as C }` is a type (TypeScript then erases the whole import). */
const onlyTypeNames = (clause: string) => {
  const named = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
  const names = named
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return !!names?.length && names.every((name) => /^type\s/.test(name));
};

export function importsOf(source: string): Import[] {
  const found: Import[] = [];
  for (const [, type, clause, specifier] of source.matchAll(STATIC))
    found.push({ specifier, typeOnly: !!type || onlyTypeNames(clause) });
  for (const [, specifier] of source.matchAll(SIDE_EFFECT)) found.push({ specifier, typeOnly: false });
  for (const [, typeOf, specifier] of source.matchAll(DYNAMIC)) found.push({ specifier, typeOnly: !!typeOf });
  return found;
}

/** `@scope/name/deep` -> `@scope/name`, `name/deep` -> `name`. */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(dir, file));
}

/** The source files of these folders (paths with '/') whose text matches `pattern`. */
const filesMatching = (folders: string[], pattern: RegExp) =>
  folders
    .flatMap((folder) => sourceFiles(folder))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => pattern.test(readFileSync(path.join(ROOT, file), 'utf8')));

const within = (target: string, folder: string) => target === folder || target.startsWith(`${folder}/`);

function crossings(layer: string): string[] {
  const rule = RULES[layer];
  const found: string[] = [];
  const covered = (file: string) => !rule.except?.some((folder) => within(file.split(path.sep).join('/'), folder));
  for (const file of sourceFiles(layer).filter(covered)) {
    for (const { specifier, typeOnly } of importsOf(readFileSync(path.join(ROOT, file), 'utf8'))) {
      if (specifier.startsWith('.')) {
        const target = path
          .relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier))
          .split(path.sep)
          .join('/');
        const reachable = [...rule.folders, ...(typeOnly ? (rule.typeOnlyFolders ?? []) : [])];
        if (!reachable.some((folder) => within(target, folder))) found.push(`${file} imports ${target}`);
        continue;
      }
      const name = packageName(specifier);
      const allowed = rule.packages ? rule.packages.includes(name) : !rule.forbidden?.(name);
      if (!allowed && !typeOnly) found.push(`${file} imports the package ${specifier}`);
    }
  }
  return found;
}

describe('import reading', () => {
  it('finds every form of import and export, and which are erased as types', () => {
    const source = [
      "import Fastify, { type A } from 'fastify';",
      "import type { Activities } from '../worker/activities';",
      "import { type Only, type Types as Renamed } from '../worker/types';",
      'import {',
      '  one,',
      '  two,',
      "} from './multi-line';",
      "import * as all from 'zod';",
      "import '../worker/side-effect';",
      "export { three } from './re-export';",
      "export * from './star';",
      "export type { Four } from './types-again';",
      "const later = await import('node:fs');",
      "let shape: typeof import('../api/app');",
      "const legacy = require('pg');",
      "// import { commented } from 'not-code';",
      " * import nothing from 'a comment either';",
      "export const from = 'not an import';",
      'const text = \'import x from "y"\';',
    ].join('\n');
    expect(importsOf(source)).toEqual([
      { specifier: 'fastify', typeOnly: false },
      { specifier: '../worker/activities', typeOnly: true },
      { specifier: '../worker/types', typeOnly: true },
      { specifier: './multi-line', typeOnly: false },
      { specifier: 'zod', typeOnly: false },
      { specifier: './re-export', typeOnly: false },
      { specifier: './star', typeOnly: false },
      { specifier: './types-again', typeOnly: true },
      { specifier: '../worker/side-effect', typeOnly: false },
      { specifier: 'node:fs', typeOnly: false },
      { specifier: '../api/app', typeOnly: true },
      { specifier: 'pg', typeOnly: false },
    ]);
  });
});

describe('layers', () => {
  for (const [layer, rule] of Object.entries(RULES)) {
    const reaches = [...rule.folders, ...(rule.typeOnlyFolders ?? []).map((folder) => `${folder} (types)`)];
    const packages = rule.packages ? rule.packages.join(', ') : 'packages of its side';
    it(`${layer}/ imports only ${reaches.join(', ')} and ${packages}`, () => {
      expect(sourceFiles(layer).length).toBeGreaterThan(0);
      expect(crossings(layer)).toEqual([]);
    });
  }
});

// A Prisma client call: `db.order.findMany(`, `tx.user.create(`, `app.db.$transaction(`, `db.$queryRaw\``.
const PRISMA_CALL =
  /\b(?:db|tx|prisma)\s*\.\s*(?:\$(?:transaction|queryRaw|queryRawUnsafe|executeRaw|executeRawUnsafe)\b|[a-z]\w*\s*\.\s*(?:find\w*|create\w*|update\w*|delete\w*|upsert|count|aggregate|groupBy)\s*\()/;

describe('routes, the worker and the database', () => {
  it('recognises a Prisma client call', () => {
    for (const call of [
      'await db.order.findMany({',
      'app.db.auditEntry.count({ where })',
      'tx.outboxEntry.create({',
      'db.$transaction(async (tx) => {',
      'app.db.$queryRaw`SELECT 1`',
    ])
      expect(call).toMatch(PRISMA_CALL);
    for (const other of ['findOrderHead(db, id)', 'reply.header("x")', 'db.order', 'const count = rows.count(x)'])
      expect(other).not.toMatch(PRISMA_CALL);
  });

  it('api/ (routes, the partner API, plugins) and worker/ call services, never the Prisma client', () => {
    expect(filesMatching(['api', 'worker'], PRISMA_CALL)).toEqual([]);
  });
});

describe('audit entries', () => {
  it('are written by one writer, recordAudit in platform/services/audit/audit.ts', () => {
    const write = /\.auditEntry\s*\.\s*(?:create|createMany|upsert|update|updateMany)\s*\(/;
    expect(filesMatching(['api', 'platform', 'worker', 'scripts'], write)).toEqual([
      'platform/services/audit/audit.ts',
    ]);
  });
});

// The back-office has one HTTP path: screens call the data provider through react-admin's hooks (useGetOne,
// useGetList, useDataProvider with useQuery or useMutation), and only providers/ speak HTTP.
const ADMIN_HTTP_CLIENT = 'admin/src/providers/httpClient';
// Calls not yet moved into the data provider; the list only shrinks. dam/upload.ts sends with XMLHttpRequest,
// the one way to report upload progress.
const ADMIN_HTTP_CALLERS_LEFT = new Set(['admin/src/dam/upload.ts']);
const RAW_HTTP = /(?<![\w$.])(?:window\.|globalThis\.)?fetch\s*\(|\bXMLHttpRequest\b|\bfetchUtils\b/;

/** Files of admin/src outside providers/ that import the HTTP client or send requests themselves. */
function adminHttpCallers(): string[] {
  return sourceFiles('admin/src')
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !within(file, 'admin/src/providers'))
    .filter((file) => {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      const importsClient = importsOf(source).some(
        ({ specifier, typeOnly }) =>
          !typeOnly &&
          specifier.startsWith('.') &&
          path.posix.join(path.posix.dirname(file), specifier).replace(/\.tsx?$/, '') === ADMIN_HTTP_CLIENT,
      );
      return importsClient || RAW_HTTP.test(source.replace(/^\s*(?:\/\/|\*).*$/gm, ''));
    });
}

describe('back-office HTTP', () => {
  it('recognises a request sent without the data provider', () => {
    for (const call of [
      "fetch('/api/x')",
      'await window.fetch(url)',
      'new XMLHttpRequest()',
      'fetchUtils.fetchJson(url)',
    ])
      expect(call).toMatch(RAW_HTTP);
    for (const other of ['query.refetch()', 'void refetch()', 'prefetch(url)', 'useFetchCount()'])
      expect(other).not.toMatch(RAW_HTTP);
  });

  it('screens reach the API through the data provider, never the HTTP client', () => {
    expect(adminHttpCallers().filter((file) => !ADMIN_HTTP_CALLERS_LEFT.has(file))).toEqual([]);
  });
});

describe('HTTP errors', () => {
  it('are made by the helpers of platform/errors.ts (badRequest, notFound, conflict, ...)', () => {
    expect(filesMatching(['api', 'platform', 'worker'], /\bnew\s+HttpError\s*\(/)).toEqual(['platform/errors.ts']);
  });
});

describe('the {message} answer', () => {
  it('is declared once, in api/lib/message-response.ts, and every route names that one', () => {
    expect(filesMatching(['api', 'platform'], /z\.object\(\{\s*message:\s*z\.string\(\)\s*\}\)/)).toEqual([
      'api/lib/message-response.ts',
    ]);
  });
});
