// The people on record of an entity (officers, directors, managers, members), kept over time: its owner (or its
// organisation's owners and admins) lists, adds, corrects and ends them (until set, never deleted); staff of the pipeline may read them. Another client's entity
// answers 404 (audited), a person of another entity 404, hostile or malformed input 400 {message}. Every write is
// audited with what changed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { PERSON_ROLES, personInputSchema, personPatchSchema } from '../../domain/people-on-record';
import { canUseArea } from '../../domain/roles';
import { isUuid } from '../../domain/uuid';
import { forbidden, HttpError, notFound } from '../../platform/errors';
import { audit } from '../../platform/services/audit';
import { addPerson, findEntity, listPeople, updatePerson } from '../../platform/services/entities';
import { organizationAccess } from '../../platform/services/organizations';
import { messageResponse } from '../lib/message-response';
import { refuseForeign } from '../lib/ownership';
import { requireUser, sessionUser } from '../plugins/auth';

const entityParams = z.object({ id: z.string().max(100) });
const personParams = z.object({ id: z.string().max(100), personId: z.string().max(100) });

const personResponse = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(PERSON_ROLES),
  title: z.string().nullable(),
  address: z.string().nullable(),
  since: z.string().nullable(),
  until: z.string().nullable(),
  serving: z.boolean(),
});

export const entityPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  /**
   * The entity if the user may act on its people: its owner; a member of its organisation (any role reads, an owner
   * or admin writes: a member or viewer 403); staff of the pipeline read. Another client's answers 404 (audited),
   * staff who do not own it 403 on a write.
   */
  const entityFor = async (request: Parameters<typeof sessionUser>[0], id: string, write: boolean) => {
    const user = sessionUser(request);
    if (!isUuid(id)) throw notFound(`Entity not found: ${id}`);
    const entity = await findEntity(db, id.toLowerCase());
    if (!entity) throw notFound(`Entity not found: ${id}`);
    if (entity.userId === user.id) return entity;
    if (entity.organizationId) {
      const membership = await organizationAccess(db, user.id, entity.organizationId, write ? 'write' : 'read').catch(
        (err: unknown) => {
          if (err instanceof HttpError && err.statusCode === 404) return null;
          throw err;
        },
      );
      if (membership) return entity;
    }
    if (!canUseArea(user.role, 'pipeline')) throw await refuseForeign(db, request, 'entity', id);
    if (write) throw forbidden("Only the entity's owner changes its people on record");
    return entity;
  };

  app.get(
    '/api/entities/:id/people',
    {
      preHandler: requireUser,
      schema: {
        tags: ['entities'],
        summary: "The entity's people on record: those serving, then those who ceased to serve (owner or staff)",
        params: entityParams,
        response: { 200: z.array(personResponse), 404: messageResponse },
      },
    },
    async (request, reply) => {
      const entity = await entityFor(request, request.params.id, false);
      reply.header('Cache-Control', 'no-store');
      return listPeople(db, entity.id);
    },
  );

  app.post(
    '/api/entities/:id/people',
    {
      preHandler: requireUser,
      schema: {
        tags: ['entities'],
        summary: 'Add a person on record ({ name, role, title?, address?, since? }) (owner)',
        params: entityParams,
        body: personInputSchema,
        response: { 201: personResponse, 400: messageResponse, 403: messageResponse, 404: messageResponse },
      },
    },
    async (request, reply) => {
      const entity = await entityFor(request, request.params.id, true);
      const person = await addPerson(db, entity.id, request.body);
      await audit(db, request, {
        action: AUDIT_ACTIONS.compliancePersonAdded,
        target: `entity:${entity.id}`,
        details: { personId: person.id, name: person.name, role: person.role, title: person.title },
      });
      reply.code(201);
      return person;
    },
  );

  app.patch(
    '/api/entities/:id/people/:personId',
    {
      preHandler: requireUser,
      schema: {
        tags: ['entities'],
        summary: 'Correct a person on record, or end their service with { until } (owner); never deletes',
        params: personParams,
        body: personPatchSchema,
        response: { 200: personResponse, 400: messageResponse, 403: messageResponse, 404: messageResponse },
      },
    },
    async (request) => {
      const entity = await entityFor(request, request.params.id, true);
      const { personId } = request.params;
      if (!isUuid(personId)) throw notFound(`Person not found: ${personId}`);
      const { before, after } = await updatePerson(db, entity.id, personId.toLowerCase(), request.body);
      const ended = before.until === null && after.until !== null;
      const changed = Object.fromEntries(
        (Object.keys(request.body) as (keyof typeof before)[])
          .filter((key) => before[key] !== after[key])
          .map((key) => [key, { from: before[key], to: after[key] }]),
      );
      await audit(db, request, {
        action: ended ? AUDIT_ACTIONS.compliancePersonEnded : AUDIT_ACTIONS.compliancePersonChanged,
        target: `entity:${entity.id}`,
        details: { personId: after.id, name: after.name, changed },
      });
      return after;
    },
  );
};
