// Organisations (a firm or a company group): created by a client, who becomes its owner; members invited by email
// with a role, removed at once; the registry of its entities (filters, CSV export), existing companies added one by
// one or imported from a CSV file, an owner's own entity moved in; the compliance calendar across its entities and
// its .ics feed. Every route reads the caller's membership (platform/services/organizations/access.ts): another
// organisation's id answers 404, a role that may not do it 403.
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { parse } from 'csv-parse/sync';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { obligationViewSchema } from '../../domain/contracts/compliance';
import {
  importResultSchema,
  organizationMembersSchema,
  organizationSchema,
  organizationWithRoleSchema,
  registryEntitySchema,
} from '../../domain/contracts/organizations';
import { isValidEmail } from '../../domain/email';
import {
  checkExistingCompany,
  EXISTING_ENTITY_TYPES,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  readImportHeader,
} from '../../domain/existing-companies';
import { ORGANIZATION_NAME_MAX, ORGANIZATION_ROLES } from '../../domain/organizations';
import { isUuid, uuidSchema } from '../../domain/uuid';
import { badRequest, forbidden, gone, notFound, payloadTooLarge, unauthorized } from '../../platform/errors';
import { audit } from '../../platform/services/audit';
import { icsFeed, obligationView } from '../../platform/services/compliance';
import { hashPassword } from '../../platform/services/identity';
import {
  acceptAsNewAccount,
  acceptOrganizationInvitation,
  addExistingCompany,
  countRegistry,
  createOrganization,
  findOrganizationInvitation,
  giveEntities,
  importExistingCompanies,
  inviteToOrganization,
  listMembers,
  listOrganizationsOf,
  moveEntityIntoOrganization,
  organizationAccess,
  organizationFeedToken,
  organizationFeedUrl,
  organizationObligations,
  organizationOfFeed,
  REGISTRY_PAGE,
  type RegistryFilters,
  registryEntity,
  registryPage,
  registryRows,
  removeMember,
  rotateOrganizationFeedToken,
} from '../../platform/services/organizations';
import { type CsvColumn, exportFileName, sendCsv } from '../lib/csv-export';
import { messageResponse } from '../lib/message-response';
import { requireUser, sessionUser } from '../plugins/auth';

const orgParams = z.object({ id: z.string().max(100) });
const organizationAnswer = organizationSchema;
const roleSchema = z.enum(ORGANIZATION_ROLES, { error: `role must be one of ${ORGANIZATION_ROLES.join(', ')}` });
const MIN_PASSWORD = 8;
/** A calendar holds at most this many deadlines (the next years of a large portfolio). */
const CALENDAR_LIMIT = 5000;

const registryQuery = z.object({
  stateCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'stateCode must be a two-letter state code')
    .transform((s) => s.toUpperCase())
    .optional(),
  status: z.enum(['ACTIVE', 'DISSOLVED'], { error: 'status must be ACTIVE or DISSOLVED' }).optional(),
  entityType: z
    .enum(EXISTING_ENTITY_TYPES, { error: `entityType must be one of ${EXISTING_ENTITY_TYPES.join(', ')}` })
    .optional(),
  autoFile: z.enum(['true', 'false'], { error: 'autoFile must be true or false' }).optional(),
  dueBefore: z
    .string()
    .max(10)
    .refine((s) => parseCalendarDate(s) !== null, 'dueBefore must be a date as YYYY-MM-DD')
    .optional(),
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(REGISTRY_PAGE).optional(),
  after: z.string().max(100).optional(),
});

const filtersOf = (query: z.infer<typeof registryQuery>): RegistryFilters => ({
  stateCode: query.stateCode,
  status: query.status,
  entityType: query.entityType,
  autoFile: query.autoFile === undefined ? undefined : query.autoFile === 'true',
  dueBefore: query.dueBefore ? (parseCalendarDate(query.dueBefore) ?? undefined) : undefined,
  q: query.q?.trim() || undefined,
});

type RegistryEntity = ReturnType<typeof registryEntity>;
const REGISTRY_COLUMNS: CsvColumn<RegistryEntity>[] = [
  { header: 'name', value: (e) => e.businessName },
  { header: 'stateCode', value: (e) => e.stateCode },
  { header: 'entityType', value: (e) => e.entityType },
  { header: 'formedOn', value: (e) => e.formedOn },
  { header: 'fileNumber', value: (e) => e.fileNumber },
  { header: 'status', value: (e) => e.status },
  { header: 'autoFile', value: (e) => e.autoFile },
  { header: 'nextDeadline', value: (e) => e.nextDeadline?.title },
  { header: 'nextDeadlineDue', value: (e) => e.nextDeadline?.dueDate },
  { header: 'ein', value: (e) => e.ein },
  { header: 'id', value: (e) => e.id },
];

/** The uploaded CSV file's text, at most MAX_IMPORT_BYTES; bytes that are not UTF-8 become U+FFFD (refused per cell). */
async function uploadedCsv(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) throw badRequest('body: send multipart/form-data with the CSV file in the field file');
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, fieldSize: 1000 } });
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest('file: send one file');
    throw badRequest('body: the multipart form is malformed or cut short');
  }
  if (!file) throw badRequest('file: required (a CSV file)');
  if (file.fieldname !== 'file') throw badRequest('file: send the CSV file in the field named file');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw payloadTooLarge(`file: must be at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB`);
    throw badRequest('body: the multipart form is malformed or cut short');
  }
  if (file.file.truncated) throw payloadTooLarge(`file: must be at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB`);
  return new TextDecoder('utf-8', { fatal: false, ignoreBOM: false }).decode(bytes);
}

function csvRecords(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (=HYPERLINK("...")) is kept as text, for the row check to name.
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: 100_000,
      to: MAX_IMPORT_ROWS + 2,
    }) as string[][];
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw badRequest(`file: not a readable CSV file${line ? ` (line ${line})` : ''}`);
  }
}

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });

  const access = (request: FastifyRequest, id: string, need: Parameters<typeof organizationAccess>[3]) =>
    organizationAccess(db, sessionUser(request).id, id, need);

  app.post(
    '/api/organizations',
    {
      preHandler: requireUser,
      schema: {
        tags: ['organizations'],
        summary: 'Create an organisation (a firm or a company group); you become its owner',
        body: z.object(
          {
            name: z
              .string({ error: 'name is required' })
              .trim()
              .min(1, 'name is required')
              .max(ORGANIZATION_NAME_MAX, `name must be at most ${ORGANIZATION_NAME_MAX} characters`),
          },
          { error: 'body must be a JSON object with name' },
        ),
        response: { 201: organizationAnswer, 400: messageResponse },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const organization = await createOrganization(db, user.id, request.body.name);
      await audit(db, request, {
        action: AUDIT_ACTIONS.organizationCreated,
        target: `organization:${organization.id}`,
        details: { name: organization.name },
      });
      return reply.code(201).send(organization);
    },
  );

  app.get(
    '/api/organizations',
    {
      preHandler: requireUser,
      schema: {
        tags: ['organizations'],
        summary: 'The organisations you belong to, with your role in each',
        response: { 200: z.array(organizationWithRoleSchema) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listOrganizationsOf(db, sessionUser(request).id);
    },
  );

  app.get(
    '/api/organizations/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['organizations'],
        summary: 'One organisation you belong to, with your role',
        params: orgParams,
        response: { 200: organizationWithRoleSchema, 404: messageResponse },
      },
    },
    async (request, reply) => {
      const { organization, role } = await access(request, request.params.id, 'read');
      reply.header('Cache-Control', 'no-store');
      return { ...organization, role };
    },
  );

  // ---- Members and invitations ----

  app.get(
    '/api/organizations/:id/members',
    {
      preHandler: requireUser,
      schema: {
        tags: ['organizations'],
        summary: "The organisation's members with their roles, and the invitations waiting",
        params: orgParams,
        response: {
          200: organizationMembersSchema,
          404: messageResponse,
        },
      },
    },
    async (request, reply) => {
      const { organization } = await access(request, request.params.id, 'read');
      reply.header('Cache-Control', 'no-store');
      return listMembers(db, organization.id);
    },
  );

  app.post(
    '/api/organizations/:id/invitations',
    {
      preHandler: requireUser,
      schema: {
        tags: ['organizations'],
        summary:
          'Invite a person by email with a role (OWNER, ADMIN, MEMBER, VIEWER): owners only; the link is emailed',
        params: orgParams,
        body: z.object(
          {
            email: z
              .string({ error: 'email is required' })
              .trim()
              .toLowerCase()
              .max(254, 'email must be at most 254 characters')
              .refine(isValidEmail, 'email: please enter a valid email address, like name@example.com'),
            role: roleSchema,
          },
          { error: 'body must be a JSON object with email and role' },
        ),
        response: {
          201: z.object({ id: z.string(), email: z.string(), role: z.enum(ORGANIZATION_ROLES), expiresAt: z.date() }),
          400: messageResponse,
          403: messageResponse,
          404: messageResponse,
        },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { organization } = await access(request, request.params.id, 'members');
      const invitation = await inviteToOrganization(db, {
        organizationId: organization.id,
        email: request.body.email,
        role: request.body.role,
        invitedById: user.id,
      });
      await audit(db, request, {
        action: AUDIT_ACTIONS.organizationInvited,
        target: `organization:${organization.id}`,
        details: { invitationId: invitation.id, email: invitation.email, role: invitation.role },
      });
      return reply.code(201).send(invitation);
    },
  );

  app.delete(
    '/api/organizations/:id/members/:userId',
    {
      preHandler: requireUser,
      schema: {
        tags: ['organizations'],
        summary: 'Remove a member (owners only): their access ends with their next request, sessions included',
        params: z.object({ id: z.string().max(100), userId: z.string().max(100) }),
        response: { 204: z.null(), 403: messageResponse, 404: messageResponse, 409: messageResponse },
      },
    },
    async (request, reply) => {
      const { organization } = await access(request, request.params.id, 'members');
      const { userId } = request.params;
      if (!isUuid(userId)) throw notFound(`Member not found: ${userId}`);
      const removed = await removeMember(db, organization.id, userId.toLowerCase());
      await audit(db, request, {
        action: AUDIT_ACTIONS.organizationMemberRemoved,
        target: `organization:${organization.id}`,
        details: { userId: userId.toLowerCase(), email: removed.email, role: removed.role },
      });
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/organizations/:id/members/:userId/entities',
    {
      preHandler: requireUser,
      schema: {
        tags: ['organizations'],
        summary: "Give a member the organisation's companies they may order for (owners only; replaces the list)",
        params: z.object({ id: z.string().max(100), userId: z.string().max(100) }),
        body: z.strictObject({ entityIds: z.array(uuidSchema('must be an entity id')).max(10_000) }),
        response: {
          200: z.object({ userId: z.string(), givenEntityIds: z.array(z.string()) }),
          403: messageResponse,
          404: messageResponse,
        },
      },
    },
    async (request) => {
      const { organization } = await access(request, request.params.id, 'members');
      const { userId } = request.params;
      if (!isUuid(userId)) throw notFound(`Member not found: ${userId}`);
      const given = await giveEntities(db, organization.id, userId.toLowerCase(), request.body.entityIds);
      await audit(db, request, {
        action: AUDIT_ACTIONS.organizationMemberEntitiesGiven,
        target: `organization:${organization.id}`,
        details: { userId: userId.toLowerCase(), entityIds: given },
      });
      return { userId: userId.toLowerCase(), givenEntityIds: given };
    },
  );

  const tokenParams = z.object({ token: z.string().min(1).max(200) });

  app.get(
    '/api/organizations/invitations/:token',
    {
      preHandler: app.limitTokenRoutes,
      schema: {
        tags: ['organizations'],
        summary: "An invitation link's organisation, email and role, and whether the email has an account",
        params: tokenParams,
        response: {
          200: z.object({
            organization: organizationAnswer,
            email: z.string(),
            role: z.enum(ORGANIZATION_ROLES),
            hasAccount: z.boolean(),
            accepted: z.boolean(),
            expired: z.boolean(),
          }),
          404: messageResponse,
        },
      },
    },
    async (request, reply) => {
      const invitation = await findOrganizationInvitation(db, request.params.token);
      if (!invitation) throw notFound('This invitation link is not valid.');
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      return {
        organization: invitation.organization,
        email: invitation.email,
        role: invitation.role,
        hasAccount: invitation.hasAccount,
        accepted: invitation.acceptedAt !== null,
        expired: invitation.expiresAt.getTime() <= Date.now(),
      };
    },
  );

  app.post(
    '/api/organizations/invitations/:token/accept',
    {
      preHandler: app.limitTokenRoutes,
      schema: {
        tags: ['organizations'],
        summary:
          'Accept an invitation: signed in with the invited email, or (no account yet) with a password for the new account',
        params: tokenParams,
        body: z
          .object({
            password: z.string().max(1000, 'password must be at most 1000 characters').optional(),
          })
          .optional(),
        response: {
          200: z.object({ organization: organizationAnswer, role: z.enum(ORGANIZATION_ROLES) }),
          400: messageResponse,
          401: messageResponse,
          403: messageResponse,
          404: messageResponse,
          409: messageResponse,
          410: messageResponse,
        },
      },
    },
    async (request) => {
      const { token } = request.params;
      const invitation = await findOrganizationInvitation(db, token);
      if (!invitation) throw notFound('This invitation link is not valid.');
      if (invitation.acceptedAt) throw notFound('This invitation link is not valid. It may have been used already.');
      if (invitation.expiresAt.getTime() <= Date.now()) throw gone('This invitation link has expired.');
      const answer = { organization: invitation.organization, role: invitation.role };
      const user = request.currentUser;
      if (user) {
        if (user.email.toLowerCase() !== invitation.email.toLowerCase())
          throw forbidden(`This invitation was sent to ${invitation.email}: sign in with that address to accept it`);
        const accepted = await acceptOrganizationInvitation(db, token, user.id);
        if (accepted.outcome === 'expired') throw gone('This invitation link has expired.');
        if (accepted.outcome !== 'joined')
          throw notFound('This invitation link is not valid. It may have been used already.');
        await audit(db, request, {
          action: AUDIT_ACTIONS.organizationJoined,
          target: `organization:${invitation.organizationId}`,
          details: { invitationId: invitation.id, role: invitation.role, newAccount: false },
        });
        return answer;
      }
      if (invitation.hasAccount) throw unauthorized(`Sign in as ${invitation.email} to accept this invitation`);
      const password = request.body?.password;
      if (!password) throw badRequest('password is required to create your account');
      if (password.length < MIN_PASSWORD) throw badRequest(`password: must be at least ${MIN_PASSWORD} characters`);
      const created = await acceptAsNewAccount(db, token, invitation.email, await hashPassword(password));
      if (created === null) throw unauthorized(`Sign in as ${invitation.email} to accept this invitation`);
      if (created === 'spent') throw notFound('This invitation link is not valid. It may have been used already.');
      await request.session.regenerate();
      request.session.userId = created.user.id;
      await request.session.save();
      await audit(db, request, {
        action: AUDIT_ACTIONS.organizationJoined,
        target: `organization:${invitation.organizationId}`,
        actor: created.user,
        details: { invitationId: invitation.id, role: invitation.role, newAccount: true },
      });
      return answer;
    },
  );

  // ---- Registry and existing companies ----

  app.get(
    '/api/organizations/:id/entities',
    {
      preHandler: requireUser,
      schema: {
        tags: ['organizations'],
        summary:
          "The organisation's registry (the shape of GET /api/entities, with file number, automatic filing and next deadline); filters stateCode, status, entityType, autoFile, dueBefore, q; X-Total-Count",
        params: orgParams,
        querystring: registryQuery,
        response: { 200: z.array(registryEntitySchema), 400: messageResponse, 404: messageResponse },
      },
    },
    async (request, reply) => {
      const { organization } = await access(request, request.params.id, 'read');
      const filters = filtersOf(request.query);
      const after = request.query.after && isUuid(request.query.after) ? request.query.after.toLowerCase() : undefined;
      const [rows, total] = await Promise.all([
        registryPage(db, organization.id, filters, request.query.limit ?? REGISTRY_PAGE, after),
        countRegistry(db, organization.id, filters),
      ]);
      reply.header('Cache-Control', 'no-store').header('X-Total-Count', String(total));
      return rows.map(registryEntity);
    },
  );

  app.get(
    '/api/organizations/:id/entities.csv',
    {
      preHandler: requireUser,
      schema: {
        tags: ['organizations'],
        summary: "The organisation's registry as a CSV download, with the registry's filters",
        params: orgParams,
        querystring: registryQuery,
      },
    },
    async (request, reply) => {
      const { organization } = await access(request, request.params.id, 'read');
      return sendCsv(
        reply,
        exportFileName('registry'),
        REGISTRY_COLUMNS,
        registryRows(db, organization.id, filtersOf(request.query)),
      );
    },
  );

  app.post(
    '/api/organizations/:id/entities',
    {
      preHandler: requireUser,
      schema: {
        tags: ['organizations'],
        summary:
          'Add an existing company (formed elsewhere): name, stateCode, entityType, formedOn, fileNumber; its deadlines join the calendar. Owners and admins',
        params: orgParams,
        body: z.object(
          {
            name: z.unknown(),
            stateCode: z.unknown(),
            entityType: z.unknown(),
            formedOn: z.unknown(),
            fileNumber: z.unknown(),
          },
          { error: 'body must be a JSON object with name, stateCode, entityType, formedOn and fileNumber' },
        ),
        response: {
          201: z.object({ id: z.string(), obligations: z.number() }),
          400: messageResponse,
          403: messageResponse,
          404: messageResponse,
          409: messageResponse,
        },
      },
    },
    async (request, reply) => {
      const { organization } = await access(request, request.params.id, 'write');
      const check = checkExistingCompany(request.body, new Date());
      if (!check.ok) throw badRequest(check.message);
      const { entityId, obligations } = await addExistingCompany(db, organization.id, check.company);
      await audit(db, request, {
        action: AUDIT_ACTIONS.organizationEntityAdded,
        target: `entity:${entityId}`,
        details: { organizationId: organization.id, ...check.company },
      });
      return reply.code(201).send({ id: entityId, obligations });
    },
  );

  app.post(
    '/api/organizations/:id/entities/import',
    {
      preHandler: requireUser,
      schema: {
        tags: ['organizations'],
        summary:
          'Import existing companies from a CSV file (multipart, field file; columns name, stateCode, entityType, formedOn, fileNumber): all rows or none; ?preview=1 checks without writing',
        consumes: ['multipart/form-data'],
        params: orgParams,
        querystring: z.object({ preview: z.enum(['1', 'true', '0', 'false']).optional() }),
        response: {
          200: importResultSchema,
          400: messageResponse,
          403: messageResponse,
          404: messageResponse,
          413: messageResponse,
        },
      },
    },
    async (request) => {
      const { organization } = await access(request, request.params.id, 'write');
      const preview = request.query.preview === '1' || request.query.preview === 'true';
      const records = csvRecords(await uploadedCsv(request));
      const [header, ...rows] = records;
      if (!header) throw badRequest('file: empty (the first row names the columns)');
      if (rows.length > MAX_IMPORT_ROWS)
        throw payloadTooLarge(`file: at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} companies per import`);
      if (rows.length === 0) throw badRequest('file: no company rows after the header');
      const columns = readImportHeader(header);
      if (!columns.ok) throw badRequest(columns.message);
      const outcome = await importExistingCompanies(db, organization.id, rows, columns.columns, { preview });
      if (!preview && outcome.errors.length === 0)
        await audit(db, request, {
          action: AUDIT_ACTIONS.organizationEntitiesImported,
          target: `organization:${organization.id}`,
          details: { imported: outcome.imported, obligations: outcome.obligations },
        });
      return { imported: outcome.imported, errors: outcome.errors.slice(0, 1000), preview };
    },
  );

  app.post(
    '/api/organizations/:id/entities/move',
    {
      preHandler: requireUser,
      schema: {
        tags: ['organizations'],
        summary: 'Move your own entity into the organisation (owners and admins of it; audited)',
        params: orgParams,
        body: z.object(
          { entityId: z.string({ error: 'entityId is required' }).max(100) },
          { error: 'body must be a JSON object with entityId' },
        ),
        response: { 200: z.object({ id: z.string(), organizationId: z.string() }), 404: messageResponse },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const { organization } = await access(request, request.params.id, 'write');
      const { entityId } = request.body;
      if (!isUuid(entityId)) throw notFound(`Entity not found: ${entityId}`);
      await moveEntityIntoOrganization(db, organization.id, entityId.toLowerCase(), user.id);
      await audit(db, request, {
        action: AUDIT_ACTIONS.organizationEntityMoved,
        target: `entity:${entityId.toLowerCase()}`,
        details: { organizationId: organization.id, from: `user:${user.id}` },
      });
      return { id: entityId.toLowerCase(), organizationId: organization.id };
    },
  );

  // ---- Calendar ----

  const calendarQuery = z.object({
    from: z
      .string()
      .max(10)
      .refine((s) => parseCalendarDate(s) !== null, 'from must be a date as YYYY-MM-DD')
      .optional(),
    to: z
      .string()
      .max(10)
      .refine((s) => parseCalendarDate(s) !== null, 'to must be a date as YYYY-MM-DD')
      .optional(),
  });

  app.get(
    '/api/organizations/:id/calendar',
    {
      preHandler: requireUser,
      schema: {
        tags: ['organizations'],
        summary:
          "The organisation's compliance calendar: every entity's obligations by due date (entity name and due date on each); from/to narrow it",
        params: orgParams,
        querystring: calendarQuery,
        response: { 200: z.array(obligationViewSchema), 400: messageResponse, 404: messageResponse },
      },
    },
    async (request, reply) => {
      const { organization } = await access(request, request.params.id, 'read');
      const range = {
        from: request.query.from ? (parseCalendarDate(request.query.from) ?? undefined) : undefined,
        to: request.query.to ? (parseCalendarDate(request.query.to) ?? undefined) : undefined,
      };
      const rows = await organizationObligations(db, organization.id, range, CALENDAR_LIMIT);
      const now = new Date();
      reply.header('Cache-Control', 'no-store');
      return rows.map((row) => obligationView(row, now));
    },
  );

  app.get(
    '/api/organizations/:id/calendar/feed',
    {
      preHandler: requireUser,
      schema: {
        tags: ['organizations'],
        summary: "The secret address of the organisation's calendar feed (.ics), for a calendar app",
        params: orgParams,
        response: { 200: z.object({ url: z.string() }), 404: messageResponse },
      },
    },
    async (request, reply) => {
      const { organization } = await access(request, request.params.id, 'read');
      const token = await organizationFeedToken(db, organization.id);
      reply.header('Cache-Control', 'no-store');
      return { url: organizationFeedUrl(config.publicUrl, organization.id, token) };
    },
  );

  app.post(
    '/api/organizations/:id/calendar/feed',
    {
      preHandler: requireUser,
      schema: {
        tags: ['organizations'],
        summary: 'A new secret feed address (owners and admins): the previous one stops working at once',
        params: orgParams,
        response: { 200: z.object({ url: z.string() }), 403: messageResponse, 404: messageResponse },
      },
    },
    async (request) => {
      const { organization } = await access(request, request.params.id, 'write');
      const token = await rotateOrganizationFeedToken(db, organization.id);
      await audit(db, request, {
        action: AUDIT_ACTIONS.organizationFeedRotated,
        target: `organization:${organization.id}`,
      });
      return { url: organizationFeedUrl(config.publicUrl, organization.id, token) };
    },
  );

  app.get(
    '/api/organizations/:id/calendar.ics',
    {
      preHandler: app.limitTokenRoutes,
      schema: {
        tags: ['organizations'],
        summary:
          "The organisation's calendar feed (iCalendar); the token comes from GET /api/organizations/:id/calendar/feed",
        params: orgParams,
        querystring: z.object({ token: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const token = request.query.token ?? '';
      if (!isUuid(id) || !(await organizationOfFeed(db, id, token))) throw notFound('Calendar feed not found');
      const rows = await organizationObligations(db, id.toLowerCase(), {}, CALENDAR_LIMIT);
      const now = new Date();
      reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="organization-compliance.ics"')
        .header('Cache-Control', 'private, max-age=300')
        .header('Referrer-Policy', 'no-referrer');
      return icsFeed(
        rows.map((row) => obligationView(row, now)),
        config.publicUrl,
      );
    },
  );
};
