// The client's document vault: its files (searchable, filterable by order and type, newest first, paged), a
// short-lived authorised link per file, and the download behind it (ownership checked again on every download).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentPageSchema } from '../../domain/contracts/documents';
import { DOCUMENT_TYPES, DOCUMENTS_PAGE_SIZE, MAX_DOCUMENTS_PAGE_SIZE } from '../../domain/documents';
import { CUSTOMER_ROLES } from '../../domain/roles';
import { isUuid, uuidSchema } from '../../domain/uuid';
import { forbidden, gone } from '../../platform/errors';
import { audit } from '../../platform/services/audit';
import { findLiveAsset, findVisibleDocument, listDocuments } from '../../platform/services/documents';
import { findPlacedOrderHead } from '../../platform/services/orders';
import { checkDownloadLink, DOWNLOAD_LINK_TTL_MS, signDownloadLink } from '../lib/download-links';
import { messageResponse } from '../lib/message-response';
import { notFoundFor, refuseForeign } from '../lib/ownership';
import { sendStoredFile } from '../lib/stored-file-reply';
import { requireRole, requireUser, sessionUser } from '../plugins/auth';

const listQuery = z.object({
  q: z.string().max(200, 'at most 200 characters').optional(),
  orderId: uuidSchema('must be an order id').optional(),
  type: z.enum(DOCUMENT_TYPES, { error: `type: must be one of ${DOCUMENT_TYPES.join(', ')}` }).optional(),
  page: z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be 1 or more').default(1),
  pageSize: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, 'must be 1 or more')
    .max(MAX_DOCUMENTS_PAGE_SIZE, `pageSize: at most ${MAX_DOCUMENTS_PAGE_SIZE}`)
    .default(DOCUMENTS_PAGE_SIZE),
});

const idParams = z.object({ id: z.string().max(100) });

const downloadQuery = z.object({
  user: z.string().max(100),
  expires: z.coerce.number({ error: 'must be a number' }).int(),
  sig: z.string().max(200),
  /** `1`: shown in the page (the signing screen's PDF viewer) rather than saved. */
  inline: z.enum(['1'], { error: 'must be 1' }).optional(),
});

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const customerOnly = requireRole(...CUSTOMER_ROLES);

  /** The document if the user may see it; another client's answers the same 404, audited. */
  async function visibleDocumentOr404(request: Parameters<typeof sessionUser>[0], userId: string, id: string) {
    if (!isUuid(id)) throw notFoundFor('document', id);
    const asset = await findVisibleDocument(db, userId, id.toLowerCase());
    if (asset) return asset;
    const exists = await findLiveAsset(db, id.toLowerCase());
    if (exists) throw await refuseForeign(db, request, 'document', id);
    throw notFoundFor('document', id);
  }

  app.get(
    '/api/documents',
    {
      preHandler: customerOnly,
      schema: {
        tags: ['documents'],
        summary: 'Your documents, newest first: search by name, filter by order and type, paged',
        querystring: listQuery,
        response: {
          200: documentPageSchema,
          404: messageResponse,
        },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { q, orderId, type, page, pageSize } = request.query;
      if (orderId) {
        const order = await findPlacedOrderHead(db, orderId.toLowerCase());
        if (!order) throw notFoundFor('order', orderId);
        if (order.userId !== user.id) throw await refuseForeign(db, request, 'order', orderId);
      }
      const { rows, total } = await listDocuments(db, user.id, {
        q,
        orderId: orderId?.toLowerCase(),
        type,
        skip: (page - 1) * pageSize,
        take: pageSize,
      });
      reply.header('Cache-Control', 'no-store');
      return {
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          type: row.kind,
          mimeType: row.mimeType,
          sizeBytes: row.sizeBytes,
          createdAt: row.createdAt,
          orderId: row.orderId,
          shared: row.ownerId === user.id && !row.orderId,
        })),
        total,
        page,
        pageSize,
      };
    },
  );

  app.get(
    '/api/documents/:id/link',
    {
      preHandler: customerOnly,
      schema: {
        tags: ['documents'],
        summary: `An authorised download link for one of your documents (valid ${DOWNLOAD_LINK_TTL_MS / 60000} minutes, for you only)`,
        params: idParams,
        response: { 200: z.object({ url: z.string(), expiresAt: z.date() }), 404: messageResponse },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const asset = await visibleDocumentOr404(request, user.id, request.params.id);
      const expiresAt = Date.now() + DOWNLOAD_LINK_TTL_MS;
      reply.header('Cache-Control', 'no-store');
      return {
        url: signDownloadLink(config.sessionSecret, { assetId: asset.id, userId: user.id, expiresAt }),
        expiresAt: new Date(expiresAt),
      };
    },
  );

  app.get(
    '/api/documents/:id/download',
    {
      preHandler: requireUser,
      schema: {
        tags: ['documents'],
        summary: 'Download a document through a link from /api/documents/:id/link (signed in as its holder)',
        params: idParams,
        querystring: downloadQuery,
        // The 200 answer is the file itself; refusals are { message } with 403, 404 or 410.
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { id } = request.params;
      const { user: grantedTo, expires, sig } = request.query;
      const check = checkDownloadLink(
        config.sessionSecret,
        { assetId: id, userId: grantedTo, expiresAt: expires },
        sig,
      );
      if (!check.ok && check.reason === 'invalid') throw forbidden('This download link is not valid');
      if (!check.ok) {
        throw gone('This download link has expired: open Documents again to get a new one');
      }
      // A valid link issued to someone else: treated like any attempt on another client's file.
      if (grantedTo !== user.id) throw await refuseForeign(db, request, 'document', id);
      const asset = await visibleDocumentOr404(request, user.id, id);
      const stored = await app.files.open(asset.s3Key);
      if (!stored) {
        request.log.error({ assetId: asset.id }, 'stored file of a document is missing');
        throw notFoundFor('document', id);
      }
      return sendStoredFile(
        reply,
        stored,
        { name: asset.name, mimeType: asset.mimeType, inline: Boolean(request.query.inline) },
        () => audit(db, request, { action: 'document.downloaded', target: `document:${asset.id}` }),
      );
    },
  );
};
