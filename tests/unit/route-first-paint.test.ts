// The built /packages and /onboarding pages paint their heading and introduction before any script runs
// (storefront/route-preloads.ts): the markup names the texts the pages render and classes the shell's CSS styles.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPaint } from '../../storefront/route-preloads';
import { PAGE_INTROS } from '../../storefront/src/lib/page-intros';

const css = readFileSync(path.resolve(import.meta.dirname, '../../storefront/src/shell.css'), 'utf8');

describe('first paint of the pages with an introduction', () => {
  it('carries the header bar, the heading and the introduction, escaped', () => {
    const html = firstPaint('packages')!;
    expect(html).toContain('<header class="app-bar">');
    expect(html).toContain('<h1 class="page-intro-title">Packages &amp; Pricing</h1>');
    expect(html).toContain(`<p class="page-intro-text">${PAGE_INTROS['/packages'].intro}</p>`);
    expect(firstPaint('onboarding')).toContain('Get Started');
  });

  it('leaves the other sections empty until the app renders', () => {
    expect(firstPaint('services')).toBeNull();
    expect(firstPaint('checkout')).toBeNull();
  });

  it('uses only classes the shell stylesheet defines', () => {
    for (const section of ['packages', 'onboarding']) {
      const classes = [...firstPaint(section)!.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1].split(' '));
      for (const name of classes) expect(css, name).toContain(`.${name}`);
    }
  });
});
