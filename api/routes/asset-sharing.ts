// Staff share a file with a client (it then appears in that client's Documents) or take the share back.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assetShareSchema } from '../../domain/contracts/assets';
import { isCustomerRole } from '../../domain/roles';
import { isUuid } from '../../domain/uuid';
import { badRequest, notFound } from '../../platform/errors';
import { audit } from '../../platform/services/audit';
import { requireArea } from '../plugins/auth';

const messageResponse = z.object({ message: z.string() });
const params = z.object({ id: z.string().max(100) });

export const assetSharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function liveAsset(id: string) {
    const asset = isUuid(id) ? await db.asset.findFirst({ where: { id: id.toLowerCase(), deletedAt: null } }) : null;
    if (!asset) throw notFound(`Asset not found: ${id}`);
    return asset;
  }

  app.post(
    '/api/assets/:id/share',
    {
      preHandler: requireArea('dam'),
      schema: {
        tags: ['assets'],
        summary: "Share a file with a client: it appears in the client's Documents",
        params,
        body: z.object({
          clientEmail: z
            .email({ error: 'must be an email address' })
            .trim()
            .toLowerCase()
            .max(254, 'at most 254 characters'),
        }),
        response: { 200: assetShareSchema, 400: messageResponse, 404: messageResponse },
      },
    },
    async (request) => {
      const asset = await liveAsset(request.params.id);
      const client = await db.user.findUnique({ where: { email: request.body.clientEmail } });
      if (!client || !isCustomerRole(client.role)) {
        throw badRequest(`clientEmail: no client account with the email ${request.body.clientEmail}`);
      }
      await db.asset.update({ where: { id: asset.id }, data: { ownerId: client.id } });
      await audit(db, request, {
        action: 'asset.shared',
        target: `asset:${asset.id}`,
        details: { clientId: client.id, clientEmail: client.email, previousOwnerId: asset.ownerId },
      });
      return { id: asset.id, ownerId: client.id, ownerEmail: client.email };
    },
  );

  app.delete(
    '/api/assets/:id/share',
    {
      preHandler: requireArea('dam'),
      schema: {
        tags: ['assets'],
        summary: 'Stop sharing a file with its client',
        params,
        response: { 200: assetShareSchema, 404: messageResponse },
      },
    },
    async (request) => {
      const asset = await liveAsset(request.params.id);
      await db.asset.update({ where: { id: asset.id }, data: { ownerId: null } });
      await audit(db, request, {
        action: 'asset.unshared',
        target: `asset:${asset.id}`,
        details: { previousOwnerId: asset.ownerId },
      });
      return { id: asset.id, ownerId: null, ownerEmail: null };
    },
  );
};
