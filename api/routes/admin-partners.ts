// Back-office partners (ra-data-simple-rest resource `partners`) and their API keys: issue (answered once),
// revoke, rotate. Staff approve a partner by setting its status to APPROVED; live keys need that.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { issuedKeySchema, PARTNER_STATUSES, partnerKeySchema, partnerSchema } from '../../domain/contracts/partners';
import { safeText } from '../../domain/safe-text';
import { isUuid } from '../../domain/uuid';
import { notFound } from '../../platform/errors';
import { listPage, listQuerySchema, parseListQuery } from '../../platform/list-query';
import { audit } from '../../platform/services/audit';
import {
  createPartner,
  findPartner,
  issueKey,
  partnerRows,
  partnerView,
  revokeKey,
  rotateKey,
  updatePartner,
} from '../../platform/services/partners';
import { requireArea } from '../plugins/auth';

const partnerFields = z.object(
  {
    name: safeText().trim().min(1, 'is required').max(200),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email('must be a valid email address')),
  },
  { error: 'body must be a JSON object with name and email' },
);
const partnerUpdate = partnerFields.partial().extend({ status: z.enum(PARTNER_STATUSES).optional() });
const newKey = z.object(
  {
    mode: z
      .enum(['test', 'live'], { error: "must be 'test' or 'live'" })
      .transform((m) => m.toUpperCase() as 'TEST' | 'LIVE'),
    name: safeText().trim().min(1, 'is required').max(100),
  },
  { error: 'body must be a JSON object with mode and name' },
);
const idParams = z.object({ id: z.string().max(100) });
const keyParams = idParams.extend({ keyId: z.string().max(100) });
const listFilter = z.object({ q: z.string().max(200).optional(), status: z.enum(PARTNER_STATUSES).optional() });

export const adminPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const preHandler = requireArea('partners');
  const schema = { tags: ['admin'] };

  async function loadPartner(id: string) {
    const row = isUuid(id) ? await findPartner(db, id) : null;
    if (!row) throw notFound(`Partner not found: ${id}`);
    return row;
  }

  app.get(
    '/api/admin/partners',
    { preHandler, schema: { ...schema, querystring: listQuerySchema, response: { 200: z.array(partnerSchema) } } },
    async (request, reply) => {
      const query = parseListQuery(request.query, {
        sortable: ['createdAt', 'name', 'status'],
        defaultSort: ['createdAt', 'DESC'],
        filter: listFilter,
      });
      const rows = partnerRows(db, query.filter);
      const found = await listPage(reply, 'partners', query, rows.find, rows.count);
      return found.map((row) => partnerView(row));
    },
  );

  app.get(
    '/api/admin/partners/:id',
    { preHandler, schema: { ...schema, params: idParams, response: { 200: partnerSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return partnerView(await loadPartner(request.params.id));
    },
  );

  app.post(
    '/api/admin/partners',
    { preHandler, schema: { ...schema, body: partnerFields, response: { 201: partnerSchema } } },
    async (request, reply) => {
      const row = await createPartner(db, request.body);
      await audit(db, request, { action: AUDIT_ACTIONS.partnerCreate, target: row.id, details: request.body });
      return reply.status(201).send(partnerView(row));
    },
  );

  app.put(
    '/api/admin/partners/:id',
    { preHandler, schema: { ...schema, params: idParams, body: partnerUpdate, response: { 200: partnerSchema } } },
    async (request) => {
      const before = await loadPartner(request.params.id);
      const row = await updatePartner(db, before, request.body);
      await audit(db, request, { action: AUDIT_ACTIONS.partnerUpdate, target: row.id, details: request.body });
      return partnerView(row);
    },
  );

  app.post(
    '/api/admin/partners/:id/keys',
    { preHandler, schema: { ...schema, params: idParams, body: newKey, response: { 201: issuedKeySchema } } },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound(`Partner not found: ${id}`);
      const issued = await issueKey(db, id, request.body);
      await audit(db, request, {
        action: AUDIT_ACTIONS.partnerKeyCreate,
        target: id,
        details: { keyId: issued.id, name: issued.name, mode: issued.mode, prefix: issued.prefix },
      });
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send(issued);
    },
  );

  app.delete(
    '/api/admin/partners/:id/keys/:keyId',
    { preHandler, schema: { ...schema, params: keyParams, response: { 200: partnerKeySchema } } },
    async (request) => {
      const { id, keyId } = request.params;
      if (!isUuid(id) || !isUuid(keyId)) throw notFound('Not found: no such key');
      const key = await revokeKey(db, id, keyId);
      await audit(db, request, {
        action: AUDIT_ACTIONS.partnerKeyRevoke,
        target: id,
        details: { keyId, name: key.name },
      });
      return { ...key, revoked: true };
    },
  );

  app.post(
    '/api/admin/partners/:id/keys/:keyId/rotate',
    { preHandler, schema: { ...schema, params: keyParams, response: { 201: issuedKeySchema } } },
    async (request, reply) => {
      const { id, keyId } = request.params;
      if (!isUuid(id) || !isUuid(keyId)) throw notFound('Not found: no such key');
      const successor = await rotateKey(db, id, keyId);
      await audit(db, request, {
        action: AUDIT_ACTIONS.partnerKeyRotate,
        target: id,
        details: { keyId, successorId: successor.id, name: successor.name },
      });
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send(successor);
    },
  );
};
