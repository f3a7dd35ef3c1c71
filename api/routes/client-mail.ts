// The registered-agent mail room, client side: the client's items with their scans, and the acknowledgement a
// service of process needs. Opening an item or its scan marks it viewed. Another client's item answers 404, as if
// it did not exist, and the attempt is audited.

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailItemSchema } from '../../domain/contracts/mailroom';
import { CUSTOMER_ROLES } from '../../domain/roles';
import { uuidSchema } from '../../domain/uuid';
import { audit } from '../../platform/services/audit';
import { findLiveAsset } from '../../platform/services/documents';
import {
  acknowledgeMailItem,
  findClientMailItem,
  listMailForClient,
  mailItemExists,
  mailItemView,
  markViewed,
} from '../../platform/services/mail';
import { notFoundFor, refuseForeign } from '../lib/ownership';
import { sendStoredFile } from '../lib/stored-file-reply';
import { requireRole, sessionUser } from '../plugins/auth';

const idParams = z.object({ id: uuidSchema('must be a mail item id (UUID)') });
const listQuery = z.object({ entityId: uuidSchema('entityId: must be a UUID').optional() });
const customersOnly = requireRole(...CUSTOMER_ROLES);

export const clientMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app;

  /** The signed-in client's item; someone else's is refused (audited) with the same 404 as a missing one. */
  async function ownItem(request: FastifyRequest, id: string) {
    const user = sessionUser(request);
    const row = await findClientMailItem(db, user.id, id);
    if (row) return row;
    const exists = await mailItemExists(db, id.toLowerCase());
    throw exists ? await refuseForeign(db, request, 'mail', id) : notFoundFor('mail', id);
  }

  async function viewed(request: FastifyRequest, row: { id: string }, via: string) {
    if (await markViewed(db, row.id)) {
      await audit(db, request, { action: 'mailroom.viewed', target: row.id, details: { via } });
    }
  }

  app.get(
    '/api/mail',
    {
      preHandler: customersOnly,
      schema: {
        tags: ['mailroom'],
        summary: "Mail our registered agent received for the client's entities, newest first",
        querystring: listQuery,
        response: { 200: z.object({ data: z.array(mailItemSchema) }) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await listMailForClient(db, sessionUser(request).id, request.query.entityId) };
    },
  );

  app.get(
    '/api/mail/:id',
    {
      preHandler: customersOnly,
      schema: {
        tags: ['mailroom'],
        summary: 'One item (opening it marks it viewed)',
        params: idParams,
        response: { 200: mailItemSchema },
      },
    },
    async (request, reply) => {
      const row = await ownItem(request, request.params.id);
      await viewed(request, row, 'item');
      reply.header('Cache-Control', 'no-store');
      return mailItemView((await findClientMailItem(db, sessionUser(request).id, row.id)) ?? row);
    },
  );

  app.get(
    '/api/mail/:id/scan',
    {
      preHandler: customersOnly,
      schema: {
        tags: ['mailroom'],
        summary: "Download the item's scan (marks it viewed)",
        params: idParams,
        // The 200 answer is the file itself; refusals are { message } with 404.
      },
    },
    async (request, reply) => {
      const row = await ownItem(request, request.params.id);
      const asset = await findLiveAsset(db, row.scanAssetId);
      const stored = asset ? await files.open(asset.s3Key) : null;
      if (!asset || !stored) {
        request.log.error({ mailItemId: row.id }, 'the scan of a mail item is missing');
        throw notFoundFor('mail', request.params.id);
      }
      return sendStoredFile(reply, stored, { name: asset.name, mimeType: asset.mimeType }, async () => {
        await viewed(request, row, 'scan');
        await audit(db, request, { action: 'document.downloaded', target: `document:${asset.id}` });
      });
    },
  );

  app.post(
    '/api/mail/:id/acknowledge',
    {
      preHandler: customersOnly,
      schema: {
        tags: ['mailroom'],
        summary: 'Acknowledge a service of process (stops its reminders); 409 for other kinds or a closed item',
        params: idParams,
        response: { 200: mailItemSchema },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const row = await ownItem(request, request.params.id);
      if (await acknowledgeMailItem(db, row, user.email)) {
        await audit(db, request, { action: 'mailroom.acknowledged', target: row.id, details: { kind: row.kind } });
      }
      return mailItemView((await findClientMailItem(db, user.id, row.id)) ?? row);
    },
  );
};
