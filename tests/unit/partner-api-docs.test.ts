// The partner docs: the generated pages (errors, events, changelog) are current, every error code the API's source
// throws is in the catalogue with its status, every page's relative links resolve, and no page names a source file
// or an environment variable (those belong to the operators' docs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../domain/partner-api/error-codes';
import { GENERATED_PAGES, PARTNER_DOCS_DIR } from '../../scripts/partner-api-docs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** The product's environment variables, as its configuration reads them. */
const VARIABLES = [
  ...readFileSync(path.join(ROOT, 'platform', 'config.ts'), 'utf8').matchAll(/setting\(\s*'([A-Z][A-Z0-9_]+)'/g),
].map(([, name]) => name);
const pages = readdirSync(PARTNER_DOCS_DIR).filter((file) => file.endsWith('.md'));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('the partner docs', () => {
  it('knows the variables it keeps out', () => {
    expect(VARIABLES).toEqual(expect.arrayContaining(['PARTNER_RATE_LIMIT_MAX', 'SESSION_SECRET']));
  });

  it.each(Object.entries(GENERATED_PAGES))('commits %s as npm run partner-api:docs writes it', (file, page) => {
    expect(readFileSync(path.join(PARTNER_DOCS_DIR, file), 'utf8')).toBe(page());
  });

  it('catalogues every error code the API throws, with its status', () => {
    const thrown = new Map<string, number>();
    for (const file of sources(path.join(ROOT, 'api', 'partner-api'))) {
      const text = readFileSync(file, 'utf8');
      for (const [, status, code] of text.matchAll(/new PartnerApiError\(\s*(\d{3}),\s*'([a-z_]+)'/g))
        thrown.set(code, Number(status));
      for (const [, status, code] of text.matchAll(/(\d{3}): \['[a-z_]+', '([a-z_]+)'\]/g))
        thrown.set(code, Number(status));
      for (const [, code] of text.matchAll(/errorBody\(\s*'[a-z_]+',\s*'([a-z_]+)'/g)) thrown.set(code, 0);
    }
    expect(thrown.size).toBeGreaterThan(15);
    for (const [code, status] of thrown) {
      const entry = ERROR_CODES.find((e) => e.code === code);
      expect(entry, code).toBeDefined();
      if (status) expect(entry?.status, code).toBe(status);
    }
  });

  it.each(pages)('%s links only to pages that exist, and names no source file or variable', (file) => {
    const text = readFileSync(path.join(PARTNER_DOCS_DIR, file), 'utf8');
    for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
      if (/^https?:/.test(target)) continue;
      expect(existsSync(path.resolve(PARTNER_DOCS_DIR, target)), `${file} -> ${target}`).toBe(true);
    }
    expect(text).not.toMatch(/\b(api|platform|domain|worker|workflows|scripts|prisma|tests)\/[\w./-]+\.ts\b/);
    for (const name of VARIABLES) expect(text, name).not.toMatch(new RegExp(`\\b${name}\\b`));
  });
});
