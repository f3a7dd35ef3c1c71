// Build helpers (run in Node by both front ends' Vite configs, never bundled) for pages that paint their largest
// content from the HTML: the markup goes in #root, and the app's script is requested only once that paint is on
// screen (on a slow line, scripts downloading before the paint share the bandwidth with what the paint needs).
import { createHash } from 'node:crypto';

/**
 * Starts the app (the script named by data-main) once the first paint is on screen (an external file: the CSP
 * allows no inline script).
 */
export const FIRST_PAINT_LOADER = `requestAnimationFrame(function (main) {
  setTimeout(function () {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = main;
    document.head.appendChild(script);
  });
}.bind(null, document.currentScript.dataset.main));
`;

/** The loader's file name under the bundle's root, hashed like Vite's assets (served as immutable). */
export const firstPaintLoaderFile = () =>
  `assets/first-paint-${createHash('sha256').update(FIRST_PAINT_LOADER).digest('hex').slice(0, 8)}.js`;

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A built index.html turned into a page that paints `markup` (in #root, with `style` in the head) before any script
 * is requested: no modulepreload links, and the main script started by the loader at `loaderUrl`.
 */
export function paintFirst(html: string, markup: string, loaderUrl: string, style = ''): string {
  const main = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!main) return html;
  return html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      /<script type="module" crossorigin src="[^"]+"><\/script>/,
      `<script defer src="${loaderUrl}" data-main="${main}"></script>`,
    )
    .replace('</head>', style ? `  <style>${style}</style>\n  </head>` : '</head>')
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
}
