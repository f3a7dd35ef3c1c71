// Build step of the back-office: dist/admin/routes/dashboard.html, which the server sends for /admin itself
// (api/plugins/bundles.ts). It paints the frame of the dashboard (top bar, the menu's column, the screen's heading)
// from plain markup and CSS at the size and place of the MUI layout (layout/Layout.tsx, layout/AppBar.tsx,
// layout/PageHeader.tsx), so the largest content shows with the HTML; the app's script is requested after that
// paint and React replaces the frame on its first render. The markup is hidden from assistive technology: it is a
// picture of the page, with nothing to operate, until the app takes over.
import type { Plugin } from 'vite';
import { escapeHtml, FIRST_PAINT_LOADER, firstPaintLoaderFile, paintFirst } from '../web/build/first-paint';
import { BRAND_PRIMARY, FONT_FAMILY, PAGE_BACKGROUND } from './src/brand';
import { DASHBOARD_SUBTITLE, DASHBOARD_TITLE } from './src/dashboard/heading';
import { APP_TITLE } from './src/i18n/app-title';

/** MUI's Menu icon (the top bar's menu button). */
const MENU_ICON = '<svg viewBox="0 0 24 24"><path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z"/></svg>';

export const DASHBOARD_FIRST_PAINT =
  '<div class="fp" aria-hidden="true">' +
  `<div class="fp-bar"><span class="fp-toggle">${MENU_ICON}</span><span class="fp-title">${escapeHtml(APP_TITLE)}</span></div>` +
  '<div class="fp-menu"></div>' +
  `<div class="fp-main"><div class="fp-heading"><div class="fp-h1">${escapeHtml(DASHBOARD_TITLE)}</div>` +
  `<div class="fp-subtitle">${escapeHtml(DASHBOARD_SUBTITLE)}</div></div></div>` +
  '</div>';

/**
 * The theme's figures in plain CSS: dense toolbar 48 px with 16/24 px gutters, menu column 264 px from 900 px up
 * (MENU_WIDTH), the screen's padding 12/16/24 px, the h4 heading (2.125rem / 1.235) 16 px below the toolbar.
 */
export const DASHBOARD_FIRST_PAINT_STYLE = [
  `body{margin:0;background:${PAGE_BACKGROUND};color:rgba(0,0,0,.87);font:400 1rem/1.5 ${FONT_FAMILY}}`,
  '.fp{display:flex;min-height:100vh}',
  `.fp-bar{position:fixed;top:0;left:0;right:0;z-index:1201;box-sizing:border-box;height:48px;display:flex;align-items:center;gap:8px;padding:0 16px;background:${BRAND_PRIMARY};color:#fff;box-shadow:0 2px 4px -1px rgba(0,0,0,.2),0 4px 5px 0 rgba(0,0,0,.14),0 1px 10px 0 rgba(0,0,0,.12)}`,
  '.fp-toggle{display:flex;padding:8px;margin-left:-12px}',
  '.fp-toggle svg{width:24px;height:24px;fill:currentColor}',
  '.fp-title{flex:1;font-size:1.25rem;line-height:1.6;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}',
  '.fp-menu{display:none;width:264px;flex-shrink:0}',
  '.fp-main{flex:1;min-width:0;padding:48px 12px 32px}',
  '.fp-heading{margin:16px 0 24px}',
  '.fp-h1{font-size:2.125rem;line-height:1.235}',
  '.fp-subtitle{margin-top:4px}',
  '@media (min-width:600px){.fp-bar{padding:0 24px}.fp-main{padding:48px 16px 32px}}',
  '@media (min-width:900px){.fp-menu{display:block}.fp-main{padding:48px 24px 32px}}',
].join('');

export function dashboardFirstPaint(base = '/admin/'): Plugin {
  return {
    name: 'admin-dashboard-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const loaderFile = firstPaintLoaderFile();
      this.emitFile({ type: 'asset', fileName: loaderFile, source: FIRST_PAINT_LOADER });
      this.emitFile({
        type: 'asset',
        fileName: 'routes/dashboard.html',
        source: paintFirst(
          String(html.source),
          DASHBOARD_FIRST_PAINT,
          `${base}${loaderFile}`,
          DASHBOARD_FIRST_PAINT_STYLE,
        ),
      });
    },
  };
}
