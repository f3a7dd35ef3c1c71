// Stripe.js is loaded in one place (web/stripe-js.ts) and the Payment Element rendered by one form
// (web/PaymentElementForm.tsx), shared by both front ends: every screen that takes a card goes through them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = path.join(__dirname, '../..');
const FRONT_ENDS = ['storefront/src', 'admin/src', 'web'];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

const filesMatching = (pattern: RegExp) =>
  FRONT_ENDS.flatMap((dir) => sources(path.join(REPO, dir)))
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(REPO, file));

describe('one Stripe.js loader and one Payment Element form, in web/', () => {
  it('only web/stripe-js.ts calls loadStripe or imports Stripe.js at run time', () => {
    expect(filesMatching(/\bloadStripe\(|import\(\s*['"]@stripe\/stripe-js['"]\s*\)/)).toEqual(['web/stripe-js.ts']);
  });

  it('only web/PaymentElementForm.tsx renders the Payment Element', () => {
    expect(filesMatching(/<PaymentElement\b/)).toEqual(['web/PaymentElementForm.tsx']);
  });
});
