// Build step of the storefront: one HTML file per page section (dist/storefront/routes/<section>.html), the same as
// index.html plus modulepreload links for that page's chunks and the MUI providers. The server sends it for that
// section's paths (api/plugins/bundles.ts), so the browser fetches the page's code alongside the main script
// instead of after it has run (one slow-network round of download and start-up earlier).
import path from 'node:path';
import type { Plugin } from 'vite';
import { escapeHtml, FIRST_PAINT_LOADER, firstPaintLoaderFile, paintFirst } from '../web/build/first-paint';
import { PAGE_INTROS } from './src/lib/page-intros';

/** Path section -> the page module App.tsx loads for it (PAGE_LOADERS), relative to storefront/src. */
const ROUTE_PAGES: Record<string, string> = {
  services: 'pages/Services.tsx',
  packages: 'pages/packages/PackagesPage.tsx',
  onboarding: 'pages/onboarding/OnboardingPage.tsx',
  checkout: 'pages/checkout/CheckoutPage.tsx',
  confirmation: 'pages/ConfirmationPage.tsx',
  privacy: 'pages/Privacy.tsx',
  terms: 'pages/Terms.tsx',
  membership: 'pages/client/MembershipPage.tsx',
  dashboard: 'pages/client/DashboardPage.tsx',
  documents: 'pages/client/DocumentsPage.tsx',
  orders: 'pages/order/OrderPage.tsx',
  compliance: 'pages/compliance/CompliancePage.tsx',
  contact: 'pages/ContactPage.tsx',
};
const PROVIDERS = 'lib/page-providers.tsx';

/**
 * What a page with an introduction (lib/page-intros.ts) shows before any script has run: the header bar and the
 * page's heading and introduction, in the shell's plain CSS, where the app renders them (Layout's PageFallback and
 * then the page), so its largest content paints with the HTML and the stylesheet. React replaces it on start.
 */
export function firstPaint(section: string): string | null {
  const page = PAGE_INTROS[`/${section}`];
  if (!page) return null;
  return (
    '<div class="shell"><header class="app-bar"><div class="toolbar"><a href="/" class="brand">Formation &amp; Compliance</a></div></header>' +
    `<main class="shell-main"><div class="container page-intro page-intro-${section}">` +
    `<h1 class="page-intro-title">${escapeHtml(page.title)}</h1><p class="page-intro-text">${escapeHtml(page.intro)}</p>` +
    '</div></main></div>'
  );
}

interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
}

export function routePreloads(srcDir: string, base = '/'): Plugin {
  return {
    name: 'storefront-route-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const indexHtml = String(html.source);
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk') as unknown as ChunkInfo[];
      const byModule = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** The chunk of a module and every chunk it imports statically. */
      const closure = (modulePath: string) => {
        const files = new Set<string>();
        const visit = (chunk: ChunkInfo | undefined) => {
          if (!chunk || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const file of chunk.imports) visit(byFile.get(file));
        };
        visit(byModule.get(path.join(srcDir, modulePath)));
        return files;
      };
      const providers = closure(PROVIDERS);
      const loaderFile = firstPaintLoaderFile();
      this.emitFile({ type: 'asset', fileName: loaderFile, source: FIRST_PAINT_LOADER });
      for (const [section, page] of Object.entries(ROUTE_PAGES)) {
        const pageFiles = closure(page);
        if (pageFiles.size === 0) continue;
        // A page that paints its largest content from the HTML requests no script before that paint: on a slow line
        // those downloads would share the bandwidth with what the paint needs (main.tsx then starts its page's code).
        const painted = firstPaint(section);
        const links = [...new Set([...providers, ...pageFiles])]
          .filter((file) => !painted && !indexHtml.includes(`${base}${file}"`))
          .map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">`)
          .join('\n');
        this.emitFile({
          type: 'asset',
          fileName: `routes/${section}.html`,
          source: painted
            ? paintFirst(indexHtml, painted, `${base}${loaderFile}`)
            : indexHtml.replace('</head>', `${links}\n  </head>`),
        });
      }
    },
  };
}
