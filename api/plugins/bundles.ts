// Serves the built storefront at / and back-office at /admin, with client-side routing fallbacks. Hashed files
// under assets/ never change: cached for a year as immutable. Everything else (index.html) is revalidated.
// Files go out in their precompressed brotli or gzip form (made by `npm run build`) when the client accepts it.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** @internal */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** @internal */
export const REVALIDATE = 'no-cache';

function cacheHeaders(root: string) {
  return (reply: FastifyReply, file: string) => {
    const hashed = path.relative(root, file).startsWith(`assets${path.sep}`);
    reply.header('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
  };
}

export async function registerBundles(app: FastifyInstance, distDir: string) {
  const storefront = path.join(distDir, 'storefront');
  const admin = path.join(distDir, 'admin');
  const hasStorefront = existsSync(path.join(storefront, 'index.html'));
  const hasAdmin = existsSync(path.join(admin, 'index.html'));
  const hasAdminDashboard = existsSync(path.join(admin, 'routes', 'dashboard.html'));
  if (!hasStorefront && !hasAdmin) return;
  // routes/<section>.html: index.html plus preload links for that section's page code (storefront/route-preloads.ts).
  const routesDir = path.join(storefront, 'routes');
  const routePages = new Set(
    existsSync(routesDir)
      ? readdirSync(routesDir)
          .filter((name) => name.endsWith('.html'))
          .map((name) => name.slice(0, -'.html'.length))
      : [],
  );
  const common = { wildcard: false, index: false, preCompressed: true, cacheControl: false } as const;
  if (hasStorefront)
    await app.register(fastifyStatic, {
      ...common,
      root: storefront,
      prefix: '/',
      setHeaders: cacheHeaders(storefront),
    });
  if (hasAdmin)
    await app.register(fastifyStatic, {
      ...common,
      root: admin,
      prefix: '/admin/',
      decorateReply: !hasStorefront,
      setHeaders: cacheHeaders(admin),
    });
  // A GET catch-all rather than a second not-found handler (the errors plugin owns that one; Fastify allows one).
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0];
    const acceptsHtml = request.headers.accept?.includes('text/html');
    if (url.startsWith('/api') || !acceptsHtml) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${url}` });
    }
    reply.header('Cache-Control', REVALIDATE);
    // The dashboard paints its frame from the HTML (admin/first-paint.ts); the other screens start from index.html.
    if ((url === '/admin' || url === '/admin/') && hasAdminDashboard)
      return reply.sendFile('routes/dashboard.html', admin);
    if ((url === '/admin' || url.startsWith('/admin/')) && hasAdmin) return reply.sendFile('index.html', admin);
    const section = url.split('/')[1] ?? '';
    if (hasStorefront && routePages.has(section)) return reply.sendFile(`routes/${section}.html`, storefront);
    if (hasStorefront) return reply.sendFile('index.html', storefront);
    return reply.status(404).send({ message: `Not found: ${url}` });
  });
}
