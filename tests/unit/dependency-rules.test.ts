// The folder rules of .dependency-cruiser.cjs: the code as it is breaks none, and a planted import that breaks one
// is caught by that rule (each in a small tree of its own, so the test proves every rule can fail).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const config = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as IConfiguration;
const FOLDERS = [
  'api',
  'worker',
  'workflows',
  'platform',
  'domain',
  'storefront',
  'admin',
  'web',
  'prisma',
  'scripts',
  'tests',
  'stand-ins',
  'fixtures',
];

/** The rules each broken dependency breaks, as 'rule: from -> to'. */
async function violations(baseDir: string, folders: string[]): Promise<string[]> {
  const { forbidden, options } = config;
  const { output } = await cruise(
    folders,
    { ...options, baseDir, ruleSet: { forbidden }, validate: true, tsConfig: undefined },
    undefined,
    undefined,
  );
  return (output as ICruiseResult).summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`);
}

// Each planted breach: the files of a tree where only that rule is broken.
const PLANTED: Record<string, Record<string, string>> = {
  'no-circular': {
    'domain/a.ts': "import { b } from './b';\nexport const a = () => b;",
    'domain/b.ts': "import { a } from './a';\nexport const b = () => a;",
  },
  'app-not-to-scripts': {
    'platform/uses-script.ts': "import { build } from '../scripts/build';\nexport const x = build;",
    'scripts/build.ts': 'export const build = 1;',
  },
  'app-not-to-tests': {
    'api/uses-stub.ts': "import { stub } from '../stand-ins/stub';\nexport const x = stub;",
    'stand-ins/stub.ts': 'export const stub = 1;',
  },
  'shared-not-to-owners': {
    'stand-ins/uses-test.ts': "import { helper } from '../tests/helper';\nexport const x = helper;",
    'tests/helper.ts': 'export const helper = 1;',
  },
  'scripts-not-to-tests': {
    'scripts/uses-test.ts': "import { helper } from '../tests/helper';\nexport const x = helper;",
    'tests/helper.ts': 'export const helper = 1;',
  },
  'api-not-to-worker': {
    'api/uses-worker.ts': "import { job } from '../worker/job';\nexport const x = job;",
    'worker/job.ts': 'export const job = 1;',
  },
  'worker-not-to-api': {
    'worker/uses-api.ts': "import { route } from '../api/route';\nexport const x = route;",
    'api/route.ts': 'export const route = 1;',
  },
  'platform-only-back-end': {
    'platform/uses-api.ts': "import { route } from '../api/route';\nexport const x = route;",
    'api/route.ts': 'export const route = 1;',
  },
  'domain-pure': {
    'domain/reads-disk.ts': "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;",
  },
  'workflows-sandboxed': {
    'workflows/runs-activity.ts': "import { activity } from '../worker/activity';\nexport const x = activity;",
    'worker/activity.ts': 'export const activity = 1;',
  },
  'front-ends-apart': {
    'web/uses-platform.ts': "import { service } from '../platform/service';\nexport const x = service;",
    'platform/service.ts': 'export const service = 1;',
  },
  'admin-not-to-storefront': {
    'admin/src/page.ts': "import { shop } from '../../storefront/src/shop';\nexport const x = shop;",
    'storefront/src/shop.ts': 'export const shop = 1;',
  },
  'storefront-not-to-admin': {
    'storefront/src/page.ts': "import { desk } from '../../admin/src/desk';\nexport const x = desk;",
    'admin/src/desk.ts': 'export const desk = 1;',
  },
  'browser-no-server-packages': {
    'storefront/src/hash.ts': "import { createHash } from 'node:crypto';\nexport const x = createHash;",
  },
  'browser-no-server-only-packages': {
    'admin/src/server.ts': "import Fastify from 'fastify';\nexport const x = Fastify;",
    'node_modules/fastify/package.json': '{"name":"fastify","version":"5.0.0","main":"index.js"}',
    'node_modules/fastify/index.js': 'module.exports = function Fastify() {};',
  },
};

const planted: string[] = [];
afterAll(() => {
  for (const dir of planted) rmSync(dir, { recursive: true, force: true });
});

describe('folder rules', () => {
  it('hold for the code as it is', { timeout: 180_000 }, async () => {
    expect(await violations(ROOT, FOLDERS)).toEqual([]);
  });

  it('plants a breach of every rule', () => {
    expect(Object.keys(PLANTED).sort()).toEqual((config.forbidden ?? []).map((rule) => rule.name).sort());
  });

  for (const [rule, files] of Object.entries(PLANTED)) {
    it(`catch a planted breach of ${rule}`, { timeout: 60_000 }, async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'planted-'));
      planted.push(dir);
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      }
      const folders = [...new Set(Object.keys(files).map((file) => file.split('/')[0]))].filter(
        (folder) => folder !== 'node_modules',
      );
      const found = await violations(dir, folders);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((line) => line.startsWith(`${rule}: `))).toBe(true);
    });
  }
});
