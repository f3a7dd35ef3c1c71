// The layers import only downwards: api/ and worker/ share platform/ and never import each other; platform/
// serves both and imports neither; domain/ is pure; workflows/ run in Temporal's sandbox on domain/ alone.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

const ALLOWED: Record<string, readonly string[]> = {
  api: ['api', 'platform', 'domain', 'workflows', 'prisma'],
  worker: ['worker', 'platform', 'domain', 'workflows', 'prisma'],
  platform: ['platform', 'domain', 'workflows', 'prisma'],
  workflows: ['workflows', 'domain'],
  domain: ['domain'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

const IMPORT = /(import\s+type\s[^;]*?from|from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** Workflow code names its activities' signatures the Temporal way: a type-only import of the worker's. */
const TYPE_ONLY_ALLOWED: Record<string, readonly string[]> = { workflows: ['worker'] };

function crossings(layer: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(layer)) {
    for (const [, keyword, spec] of readFileSync(path.join(ROOT, file), 'utf8').matchAll(IMPORT)) {
      const target = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), spec));
      const targetLayer = target.split(path.sep)[0];
      const typeOnly = keyword.startsWith('import') && TYPE_ONLY_ALLOWED[layer]?.includes(targetLayer);
      if (!ALLOWED[layer].includes(targetLayer) && !typeOnly) found.push(`${file} imports ${target}`);
    }
  }
  return found;
}

describe('layers', () => {
  for (const layer of Object.keys(ALLOWED)) {
    it(`${layer}/ imports only ${ALLOWED[layer].join(', ')}`, () => {
      expect(sourceFiles(layer).length).toBeGreaterThan(0);
      expect(crossings(layer)).toEqual([]);
    });
  }
});
