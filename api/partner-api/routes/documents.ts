// An order's documents, each with a short-lived signed link, and the download behind the link (no key: the
// signature is the credential, bound to the document and the partner).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../../domain/audit-actions';
import { documentSchema } from '../../../domain/partner-api/views';
import { recordAudit } from '../../../platform/services/audit';
import { findPartnerDocument, listOrderDocuments } from '../../../platform/services/partners';
import { sendStoredFile } from '../../lib/stored-file-reply';
import { callerOf } from '../auth';
import { checkDocumentLink, DOCUMENT_LINK_TTL_MS, signDocumentLink } from '../document-links';
import { PartnerApiError } from '../errors';
import { assertOwned, notFoundError } from '../lookups';

const idParams = z.object({ id: z.string().max(100) });

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.get(
    '/orders/:id/documents',
    {
      schema: {
        summary: `The order's documents, each with a signed download link valid ${DOCUMENT_LINK_TTL_MS / 60_000} minutes`,
        params: idParams,
        response: { 200: z.object({ object: z.literal('list'), data: z.array(documentSchema) }) },
      },
    },
    async (request) => {
      const { partnerId } = callerOf(request);
      const { id } = request.params;
      await assertOwned(request, 'order', id);
      const expires = Math.floor((Date.now() + DOCUMENT_LINK_TTL_MS) / 1000);
      const rows = await listOrderDocuments(db, id);
      return {
        object: 'list' as const,
        data: rows.map((row) => ({
          id: row.id,
          object: 'document' as const,
          order: id.toLowerCase(),
          name: row.name,
          type: row.kind,
          mimeType: row.mimeType,
          sizeBytes: row.sizeBytes,
          createdAt: row.createdAt.toISOString(),
          url: config.publicUrl + signDocumentLink(config.sessionSecret, { documentId: row.id, partnerId, expires }),
          expiresAt: new Date(expires * 1000).toISOString(),
        })),
      };
    },
  );

  app.get(
    '/documents/:id/download',
    {
      config: { public: true },
      schema: {
        summary: 'Download a document through its signed link from GET /api/v1/orders/{id}/documents (no key needed)',
        params: idParams,
        querystring: z.object({
          partner: z.string().max(100),
          expires: z.coerce.number().int().min(0).max(1e11),
          sig: z.string().max(200),
        }),
        // The 200 answer is the file itself.
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { partner, expires, sig } = request.query;
      const check = checkDocumentLink(config.sessionSecret, { documentId: id, partnerId: partner, expires }, sig);
      if (check === 'invalid')
        throw new PartnerApiError(
          403,
          'link_invalid',
          'This document link is not valid',
          'sig',
          'authentication_error',
        );
      if (check === 'expired')
        throw new PartnerApiError(
          410,
          'link_expired',
          "This document link has expired: list the order's documents again for a new one",
          'expires',
        );
      const document = await findPartnerDocument(db, partner, id);
      const stored = document ? await app.files.open(document.s3Key) : null;
      if (!document || !stored) {
        if (document) request.log.error({ assetId: document.id }, 'stored file of a document is missing');
        throw notFoundError('document', id);
      }
      return sendStoredFile(reply, stored, { name: document.name, mimeType: document.mimeType }, () =>
        recordAudit(db, {
          action: AUDIT_ACTIONS.documentDownloaded,
          target: `document:${document.id}`,
          ip: request.ip,
          details: { partnerId: partner, orderId: document.orderId, through: 'partner document link' },
        }),
      );
    },
  );
};
