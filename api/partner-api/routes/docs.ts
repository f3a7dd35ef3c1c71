// The partner API's OpenAPI 3.1 document and its reference page, rendered from it (both public).
import type { FastifyPluginAsync } from 'fastify';
import { htmlPage } from '../../routes/html-page';
import { type DocumentedRoute, openApiDocument } from '../openapi';
import { referencePage } from '../reference-page';

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
      const body = referencePage(documentOf() as unknown as Parameters<typeof referencePage>[0]);
      return reply.type('text/html; charset=utf-8').send(htmlPage('Partner API', body, { wide: true }));
    },
  );
};
