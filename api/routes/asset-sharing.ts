// Staff share a file with a client (it then appears in that client's Documents) or take the share back.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assetShareSchema } from '../../domain/contracts/assets';
import { isCustomerRole } from '../../domain/roles';
import { isUuid } from '../../domain/uuid';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { audit } from '../../platform/services/audit';
import { findReachableAsset, setAssetOwner } from '../../platform/services/documents';
import { findUserByEmail } from '../../platform/services/identity';
import { messageResponse } from '../lib/message-response';
import { requireArea, sessionUser } from '../plugins/auth';

const params = z.object({ id: z.string().max(100) });

export const assetSharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  /** An asset of an area the user may use (another area's file answers 404, as if it did not exist). */
  async function liveAsset(request: FastifyRequest, id: string) {
    const asset = isUuid(id) ? await findReachableAsset(db, id.toLowerCase(), sessionUser(request).role) : null;
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
        response: { 200: assetShareSchema, 400: messageResponse, 404: messageResponse, 409: messageResponse },
      },
    },
    async (request) => {
      const asset = await liveAsset(request, request.params.id);
      const client = await findUserByEmail(db, request.body.clientEmail);
      if (!client || !isCustomerRole(client.role)) {
        throw badRequest(`clientEmail: no client account with the email ${request.body.clientEmail}`);
      }
      if (asset.ownerId && asset.ownerId !== client.id)
        throw conflict('This file belongs to another client: it cannot be shared with this one');
      await setAssetOwner(db, asset.id, client.id);
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
      const asset = await liveAsset(request, request.params.id);
      await setAssetOwner(db, asset.id, null);
      await audit(db, request, {
        action: 'asset.unshared',
        target: `asset:${asset.id}`,
        details: { previousOwnerId: asset.ownerId },
      });
      return { id: asset.id, ownerId: null, ownerEmail: null };
    },
  );
};
