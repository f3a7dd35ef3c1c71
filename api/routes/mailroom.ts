// The registered-agent mail room, staff side: log an item received for a formed entity (multipart: the fields,
// then the scan, stored as a DAM file owned by the entity's client), list and filter, close with a note.

import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../domain/asset-files';
import { mailEntitySchema, staffMailItemSchema } from '../../domain/contracts/mailroom';
import { uuidSchema } from '../../domain/uuid';
import { badRequest } from '../../platform/errors';
import { audit } from '../../platform/services/audit';
import { storePlacedUpload } from '../../platform/services/documents';
import {
  closeMailItem,
  entityForMail,
  listMailForStaff,
  logMailFields,
  mailEntities,
  recordMailItem,
  staffMailFilter,
} from '../../platform/services/mail';
import { requireArea, sessionUser } from '../plugins/auth';

const idParams = z.object({ id: uuidSchema('must be a mail item id (UUID)') });
const closeBody = z.object({
  note: z
    .string({ error: 'note: required (why the item is closed)' })
    .trim()
    .min(1, 'note: required (why the item is closed)')
    .max(2000, 'note: at most 2000 characters'),
});

export const mailroomRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app;
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

  app.get(
    '/api/admin/mail',
    {
      preHandler: requireArea('mailroom'),
      schema: {
        tags: ['mailroom'],
        summary: 'Mail received as registered agent (status OPEN = not closed), newest first',
        querystring: staffMailFilter,
        response: { 200: z.object({ data: z.array(staffMailItemSchema) }) },
      },
    },
    async (request) => ({ data: await listMailForStaff(db, request.query) }),
  );

  app.get(
    '/api/admin/mail/entities',
    {
      preHandler: requireArea('mailroom'),
      schema: {
        tags: ['mailroom'],
        summary: 'Formed entities with a client account, to log mail for (search by name or client email)',
        querystring: z.object({ q: z.string().max(200).optional() }),
        response: { 200: z.object({ data: z.array(mailEntitySchema) }) },
      },
    },
    async (request) => ({ data: await mailEntities(db, request.query.q) }),
  );

  app.post(
    '/api/admin/mail',
    {
      preHandler: requireArea('mailroom'),
      schema: {
        tags: ['mailroom'],
        summary:
          'Log an item (multipart: entityId, kind, sender, receivedOn, checksum = SHA-256 of the scan, then file); the client is emailed',
        consumes: ['multipart/form-data'],
        response: { 201: staffMailItemSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { asset, context } = await storePlacedUpload({ db, files }, request, user.id, async (fields) => {
        const parsed = logMailFields.safeParse(fields);
        if (!parsed.success) throw badRequest(parsed.error.issues[0].message);
        const entity = await entityForMail(db, parsed.data.entityId);
        return {
          ownerId: entity.userId,
          // `kind` here is the kind of mail; the file's DAM kind comes from its content.
          assetFields: Object.fromEntries(Object.entries(fields).filter(([name]) => name === 'checksum')),
          tags: ['mail', parsed.data.kind.toLowerCase().replaceAll('_', '-')],
          namePrefix: `Mail ${parsed.data.receivedOn} `,
          // A scan belongs to its mail item: two of one name on one day stay two files.
          standalone: true,
          context: parsed.data,
        };
      });
      const item = await recordMailItem(db, { ...context, scanAssetId: asset.id, loggedByEmail: user.email });
      await audit(db, request, {
        action: 'mailroom.received',
        target: item.id,
        details: { entityId: item.entityId, kind: item.kind, sender: item.sender, scanAssetId: asset.id },
      });
      return reply.code(201).send({
        ...item,
        loggedByEmail: user.email,
        closedByEmail: null,
        acknowledgedByEmail: null,
      });
    },
  );

  app.post(
    '/api/admin/mail/:id/close',
    {
      preHandler: requireArea('mailroom'),
      schema: {
        tags: ['mailroom'],
        summary: 'Close an item with a note (stops the reminders of a service of process)',
        params: idParams,
        body: closeBody,
        response: { 200: staffMailItemSchema },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const item = await closeMailItem(db, request.params.id.toLowerCase(), request.body.note, user.email);
      await audit(db, request, {
        action: 'mailroom.closed',
        target: item.id,
        details: { note: request.body.note, status: item.status },
      });
      return item;
    },
  );
};
