// Stripe.js is loaded in one place in the storefront (lib/stripe-js.ts, with the server's publishable key): every
// page that takes a card goes through it, so the key's source and the on-demand download are the same everywhere.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(__dirname, '../../storefront/src');
const LOADER = path.join(ROOT, 'lib/stripe-js.ts');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe('one Stripe.js loader in the storefront', () => {
  it('only lib/stripe-js.ts calls loadStripe or imports Stripe.js at run time', () => {
    const loaders = sources(ROOT).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /\bloadStripe\(/.test(text) || /import\(\s*['"]@stripe\/stripe-js['"]\s*\)/.test(text);
    });
    expect(loaders.map((file) => path.relative(ROOT, file))).toEqual([path.relative(ROOT, LOADER)]);
  });
});
