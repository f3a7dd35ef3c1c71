// Staff upload a good-standing order's certificate (multipart: checksum = SHA-256 of the file, then the PDF) at its
// filing step; it becomes the order's document, seen by the entity's client on the entity page.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../domain/asset-files';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { uuidSchema } from '../../domain/uuid';
import { audit } from '../../platform/services/audit';
import { storeOrderCertificate } from '../../platform/services/documents';
import { requireArea, sessionUser } from '../plugins/auth';

const certificateAnswer = z.object({ id: z.string(), name: z.string(), version: z.number(), sizeBytes: z.number() });

export const orderCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app;
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

  app.post(
    '/api/admin/orders/:id/certificate',
    {
      preHandler: requireArea('pipeline'),
      schema: {
        tags: ['admin'],
        summary:
          "Upload a good-standing order's certificate at its filing step (multipart: checksum = SHA-256 of the file, then the PDF); recording the filing needs it",
        consumes: ['multipart/form-data'],
        params: z.object({ id: uuidSchema('must be an order id') }),
        response: { 201: certificateAnswer },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const orderId = request.params.id.toLowerCase();
      const liveStage = async () => (await app.pipeline.state(orderId))?.stage ?? null;
      const { asset } = await storeOrderCertificate({ db, files }, request, user.id, orderId, liveStage);
      await audit(db, request, {
        action: AUDIT_ACTIONS.orderCertificateUploaded,
        target: orderId,
        details: { assetId: asset.id, name: asset.name, version: asset.version, checksum: asset.checksum },
      });
      return reply
        .code(201)
        .send({ id: asset.id, name: asset.name, version: asset.version, sizeBytes: asset.sizeBytes });
    },
  );
};
