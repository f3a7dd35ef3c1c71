// /admin paints the back-office frame and the dashboard's heading from its HTML before any script runs
// (admin/first-paint.ts): the same words as the app, nothing to operate or for assistive technology to read twice,
// styled only by its own CSS, and no script requested before that paint.
import { describe, expect, it } from 'vitest';
import { DASHBOARD_FIRST_PAINT, DASHBOARD_FIRST_PAINT_STYLE } from '../../admin/first-paint';
import { DASHBOARD_SUBTITLE, DASHBOARD_TITLE } from '../../admin/src/dashboard/heading';
import { APP_TITLE } from '../../admin/src/i18n/app-title';
import { paintFirst } from '../../web/build/first-paint';

describe("the dashboard's first paint", () => {
  it("carries the top bar's title and the dashboard's heading, hidden from assistive technology", () => {
    expect(DASHBOARD_FIRST_PAINT).toMatch(/^<div class="fp" aria-hidden="true">/);
    for (const text of [APP_TITLE, DASHBOARD_TITLE, DASHBOARD_SUBTITLE]) expect(DASHBOARD_FIRST_PAINT).toContain(text);
  });

  it('has no control, link or heading a visitor or a test could take for the app', () => {
    expect(DASHBOARD_FIRST_PAINT).not.toMatch(/<(button|a|input|nav|main|header|h[1-6])\b/);
  });

  it('uses only classes its stylesheet defines', () => {
    const classes = [...DASHBOARD_FIRST_PAINT.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1].split(' '));
    expect(classes.length).toBeGreaterThan(0);
    for (const name of classes) expect(DASHBOARD_FIRST_PAINT_STYLE, name).toContain(`.${name}{`);
  });

  it('requests no script before the paint: the main script is started by the deferred loader', () => {
    const built =
      '<html><head><script type="module" crossorigin src="/admin/assets/index-A1.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/admin/assets/chunk-B2.js">\n  </head>' +
      '<body><div id="root"></div></body></html>';
    const page = paintFirst(
      built,
      DASHBOARD_FIRST_PAINT,
      '/admin/assets/first-paint-C3.js',
      DASHBOARD_FIRST_PAINT_STYLE,
    );
    expect(page).not.toContain('modulepreload');
    expect(page).not.toContain('type="module"');
    expect(page).toContain(
      '<script defer src="/admin/assets/first-paint-C3.js" data-main="/admin/assets/index-A1.js"></script>',
    );
    expect(page).toContain(`<style>${DASHBOARD_FIRST_PAINT_STYLE}</style>`);
    expect(page).toContain(`<div id="root">${DASHBOARD_FIRST_PAINT}</div>`);
  });
});
