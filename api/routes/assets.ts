// Digital Asset Management: upload (multipart, streamed to the file store), the library list, one asset with its
// versions, download (streamed, byte for byte) and soft delete. Uploads, downloads and deletions are audited.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../domain/asset-files';
import { ASSET_KINDS } from '../../domain/asset-kinds';
import { assetDetailsSchema, assetSchema } from '../../domain/contracts/assets';
import { uuidSchema } from '../../domain/uuid';
import { HttpError, notFound } from '../../platform/errors';
import { listPage, listQuerySchema, parseListQuery } from '../../platform/list-query';
import { audit } from '../../platform/services/audit';
import {
  assetHistory,
  assetPage,
  assetsReachableBy,
  findAssetVersion,
  findReachableAsset,
  softDeleteAsset,
  storeUpload,
} from '../../platform/services/documents';
import type { Prisma } from '../../prisma/generated/client';
import { sendStoredFile } from '../lib/stored-file-reply';
import { requireArea, sessionUser } from '../plugins/auth';

const assetFilter = z.object({
  q: z.string().max(200).optional(),
  kind: z.enum([...ASSET_KINDS, 'all']).optional(),
});

const idParams = z.object({ id: uuidSchema('must be an asset id (UUID)') });
/** Contents a browser may show in place (preview); anything else is always a download. */
const INLINE_TYPES = /^(application\/pdf|image\/(png|jpeg|gif|webp))$/;

function assetWhere(filter: z.infer<typeof assetFilter>): Prisma.AssetWhereInput {
  const where: Prisma.AssetWhereInput = { deletedAt: null };
  if (filter.kind && filter.kind !== 'all') where.kind = filter.kind;
  if (filter.q) where.name = { contains: filter.q, mode: 'insensitive' };
  return where;
}

const toAsset = <T extends { deletedAt?: Date | null }>({ deletedAt: _deleted, ...asset }: T) => asset;

export const assetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app;
  // Files are streamed by the upload service; the limit here only backs it up.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

  /** An asset of an area the user may use (another area's file answers 404, as if it did not exist). */
  async function findAsset(request: FastifyRequest, id: string) {
    const asset = await findReachableAsset(db, id, sessionUser(request).role);
    if (!asset) throw notFound(`Asset not found: ${id}`);
    return asset;
  }

  app.post(
    '/api/assets',
    {
      preHandler: requireArea('dam'),
      schema: {
        tags: ['assets'],
        summary: `Upload a file (multipart: checksum, tags, kind, file; at most ${MAX_UPLOAD_BYTES / 1024 / 1024}MB)`,
        consumes: ['multipart/form-data'],
        response: { 201: assetSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      try {
        const asset = await storeUpload({ db, files }, request, user.id);
        await audit(db, request, {
          action: 'upload',
          target: asset.name,
          details: { assetId: asset.id, version: asset.version, sizeBytes: asset.sizeBytes, kind: asset.kind },
        });
        return reply.status(201).send(toAsset(asset));
      } catch (err) {
        if (err instanceof HttpError || (err as { statusCode?: number }).statusCode)
          await audit(db, request, {
            action: 'upload.failed',
            target: 'asset',
            success: false,
            details: { reason: (err as Error).message },
          });
        throw err;
      }
    },
  );

  app.get(
    '/api/assets',
    {
      preHandler: requireArea('dam'),
      schema: {
        tags: ['assets'],
        summary: 'The asset library, newest first (ra-data-simple-rest list; filter {q, kind})',
        querystring: listQuerySchema,
        response: { 200: z.array(assetSchema) },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, {
        sortable: ['updatedAt', 'createdAt', 'name', 'kind', 'sizeBytes', 'version'],
        defaultSort: ['updatedAt', 'DESC'],
        filter: assetFilter,
      });
      const where = { ...assetWhere(query.filter), ...assetsReachableBy(sessionUser(request).role) };
      const { find, count } = assetPage(db, where);
      const rows = await listPage(reply, 'assets', query, find, count);
      return rows.map(toAsset);
    },
  );

  app.get(
    '/api/assets/:id',
    {
      preHandler: requireArea('dam'),
      schema: {
        tags: ['assets'],
        summary: 'One asset with its versions, newest first, and the client it is shared with',
        params: idParams,
        response: {
          200: assetDetailsSchema,
        },
      },
    },
    async (request) => {
      const asset = await findAsset(request, request.params.id);
      const { versions, sharedWith } = await assetHistory(db, asset);
      return { ...toAsset(asset), versions, sharedWith };
    },
  );

  app.get(
    '/api/assets/:id/download',
    {
      preHandler: requireArea('dam'),
      schema: {
        tags: ['assets'],
        summary: 'The file, byte for byte (a version, or the latest); disposition=inline previews PDFs and images',
        params: idParams,
        querystring: z.object({
          version: z.coerce.number().int().min(1).optional(),
          disposition: z.enum(['attachment', 'inline']).default('attachment'),
        }),
      },
    },
    async (request, reply) => {
      const asset = await findAsset(request, request.params.id);
      const { version, disposition } = request.query;
      const file = version
        ? await findAssetVersion(db, asset.id, version)
        : { s3Key: asset.s3Key, checksum: asset.checksum, sizeBytes: asset.sizeBytes, mimeType: asset.mimeType };
      if (!file) throw notFound(`Version ${version} of ${asset.name} not found`);
      const stored = await files.open(file.s3Key);
      if (!stored) {
        request.log.error({ assetId: asset.id, s3Key: file.s3Key }, 'stored file missing');
        throw notFound(`The file of ${asset.name} is missing from storage`);
      }
      const mimeType = file.mimeType ?? asset.mimeType ?? 'application/octet-stream';
      const inline = disposition === 'inline' && INLINE_TYPES.test(mimeType);
      const head = { name: asset.name, mimeType, inline, sizeBytes: file.sizeBytes, checksum: file.checksum };
      return sendStoredFile(reply, stored, head, () =>
        audit(db, request, {
          action: 'asset.download',
          target: asset.name,
          details: {
            assetId: asset.id,
            version: version ?? asset.version,
            disposition: inline ? 'inline' : 'attachment',
          },
        }),
      );
    },
  );

  app.delete(
    '/api/assets/:id',
    {
      preHandler: requireArea('dam'),
      schema: {
        tags: ['assets'],
        summary: 'Delete an asset (soft: hidden from the library and downloads, kept for the audit trail)',
        params: idParams,
        response: { 200: assetSchema },
      },
    },
    async (request) => {
      const asset = await findAsset(request, request.params.id);
      const deleted = await softDeleteAsset(db, asset.id);
      await audit(db, request, {
        action: 'asset.delete',
        target: asset.name,
        details: { assetId: asset.id, version: asset.version },
      });
      return toAsset(deleted);
    },
  );
};
