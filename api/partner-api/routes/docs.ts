// The partner API's OpenAPI 3.1 document and a docs page that lists its operations (both public).
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml, htmlPage } from '../../routes/html-page';
import { type DocumentedRoute, openApiDocument } from '../openapi';

export const docsRoutes: FastifyPluginAsync<{ routes: DocumentedRoute[] }> = async (app, { routes }) => {
  let document: ReturnType<typeof openApiDocument> | undefined;
  const documentOf = () => {
    document ??= openApiDocument(routes, app.config.publicUrl.replace(/\/$/, ''));
    return document;
  };

  app.get('/openapi.json', { config: { public: true }, schema: { summary: 'This OpenAPI 3.1 document' } }, async () =>
    documentOf(),
  );

  app.get(
    '/docs',
    { config: { public: true }, schema: { summary: 'The API reference (HTML)' } },
    async (_request, reply) => {
      const operations = Object.entries(documentOf().paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(
          ([method, op]) =>
            `<li><code>${method.toUpperCase()} /api/v1${escapeHtml(path)}</code> ${escapeHtml(String((op as { summary?: string }).summary ?? ''))}</li>`,
        ),
      );
      const body = `<h1>Partner API</h1>
<p class="note">Authenticate with <code>Authorization: Bearer fk_test_...</code>; send an <code>Idempotency-Key</code> with every POST.
Errors answer <code>{"error": {"type", "code", "message", "param"}}</code>. The machine-readable reference:
<a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1).</p>
<ul>${operations.join('\n')}</ul>`;
      return reply.type('text/html; charset=utf-8').send(htmlPage('Partner API', body, { wide: true }));
    },
  );
};
