// Automatic filing: the client's switch on their entity (with the card it charges, entered through a Stripe
// SetupIntent), the client's one card on file that automatic filing and renewals charge (shown and changed from any
// of their entities' pages), staff's switch on the client's behalf (audited), and an operator's compliance scan run
// now.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { isUuid } from '../../domain/uuid';
import { serviceUnavailable } from '../../platform/errors';
import { createComplianceQueue, enqueueComplianceScan } from '../../platform/queues/compliance';
import { onQueue } from '../../platform/queues/connection';
import { audit } from '../../platform/services/audit';
import {
  autoFileState,
  changeCardOnFile,
  entityOwnerId,
  setAutoFile,
  startCardSetup,
} from '../../platform/services/compliance';
import { messageResponse } from '../lib/message-response';
import { notFoundFor, refuseForeign } from '../lib/ownership';
import { viaStripe } from '../lib/via-stripe';
import { requireArea, requireUser, sessionUser } from '../plugins/auth';
import { PAYMENTS_NOT_CONFIGURED } from './payments';

const entityParams = z.object({ id: z.string().max(100) });
const cardSchema = z.object({ brand: z.string(), last4: z.string() }).nullable();
const stateSchema = z.object({ entityId: z.string(), autoFile: z.boolean(), card: cardSchema });
const cardBody = z.strictObject(
  { setupIntentId: z.string({ error: 'setupIntentId is required' }).min(1).max(255) },
  { error: 'body must be a JSON object with setupIntentId' },
);
const clientSwitchBody = z.strictObject(
  {
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    /** The SetupIntent the client confirmed their card with (required to turn it on with a new card). */
    setupIntentId: z.string().min(1).max(255).optional(),
  },
  { error: 'body must be a JSON object with enabled' },
);
const staffSwitchBody = z.strictObject(
  { enabled: z.boolean({ error: 'enabled must be true or false' }) },
  { error: 'body must be a JSON object with enabled' },
);
const scanBody = z
  .strictObject(
    {
      date: z
        .string()
        .refine((text) => parseCalendarDate(text) !== null, 'must be a date as YYYY-MM-DD')
        .optional(),
    },
    { error: 'body must be a JSON object' },
  )
  .optional();
const staffEntityBody = z.strictObject(
  { autoFile: z.boolean({ error: 'autoFile must be true or false' }) },
  { error: 'body must be a JSON object with autoFile' },
);
const responses = {
  400: messageResponse,
  404: messageResponse,
  409: messageResponse,
  502: messageResponse,
  503: messageResponse,
};

export const autoFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const producer = createComplianceQueue(config, 'compliance-api');
  app.addHook('onClose', () => producer.close());

  const stripeOrFail = () => {
    if (!app.stripe) throw serviceUnavailable(PAYMENTS_NOT_CONFIGURED);
    return app.stripe;
  };
  /** The client's own entity id; another client's (or none) answers 404, audited. */
  const ownEntity = async (request: Parameters<typeof sessionUser>[0], id: string) => {
    if (!isUuid(id)) throw notFoundFor('entity', id);
    const owner = await entityOwnerId(db, id.toLowerCase());
    if (owner === undefined) throw notFoundFor('entity', id);
    if (owner !== sessionUser(request).id) throw await refuseForeign(db, request, 'entity', id);
    return id.toLowerCase();
  };
  const staffEntity = async (id: string) => {
    if (!isUuid(id) || (await entityOwnerId(db, id.toLowerCase())) === undefined) throw notFoundFor('entity', id);
    return id.toLowerCase();
  };

  app.get(
    '/api/entities/:id/auto-file',
    {
      preHandler: requireUser,
      schema: {
        tags: ['entities'],
        summary: 'Whether your entity is on automatic filing, and the card it charges',
        params: entityParams,
        response: { 200: stateSchema, 404: messageResponse },
      },
    },
    async (request, reply) => {
      const entityId = await ownEntity(request, request.params.id);
      reply.header('Cache-Control', 'no-store');
      return viaStripe(request.log, () => autoFileState(db, app.stripe, entityId));
    },
  );

  app.post(
    '/api/entities/:id/auto-file/card',
    {
      preHandler: requireUser,
      schema: {
        tags: ['entities'],
        summary: 'Start entering the card automatic filing charges: answers a Stripe SetupIntent to confirm',
        params: entityParams,
        response: { 200: z.object({ setupIntentId: z.string(), clientSecret: z.string() }), ...responses },
      },
    },
    async (request) => {
      const entityId = await ownEntity(request, request.params.id);
      const stripe = stripeOrFail();
      return viaStripe(request.log, () => startCardSetup(db, stripe, entityId));
    },
  );

  app.get(
    '/api/entities/:id/card',
    {
      preHandler: requireUser,
      schema: {
        tags: ['entities'],
        summary: 'Your card on file: the one automatic filing and renewals charge (null when none)',
        params: entityParams,
        response: { 200: z.object({ card: cardSchema }), 404: messageResponse, 502: messageResponse },
      },
    },
    async (request, reply) => {
      const entityId = await ownEntity(request, request.params.id);
      reply.header('Cache-Control', 'no-store');
      const { card } = await viaStripe(request.log, () => autoFileState(db, app.stripe, entityId));
      return { card };
    },
  );

  app.put(
    '/api/entities/:id/card',
    {
      preHandler: requireUser,
      schema: {
        tags: ['entities'],
        summary:
          'Change your card on file to the card of a confirmed SetupIntent (POST /api/entities/:id/auto-file/card)',
        params: entityParams,
        body: cardBody,
        response: { 200: z.object({ card: cardSchema }), ...responses },
      },
    },
    async (request) => {
      const entityId = await ownEntity(request, request.params.id);
      const stripe = stripeOrFail();
      const card = await viaStripe(request.log, () =>
        changeCardOnFile(db, stripe, entityId, request.body.setupIntentId),
      );
      await audit(db, request, {
        action: AUDIT_ACTIONS.complianceCardOnFileChanged,
        target: `entity:${entityId}`,
        details: { entityId, brand: card?.brand ?? null, last4: card?.last4 ?? null },
      });
      return { card };
    },
  );

  app.put(
    '/api/entities/:id/auto-file',
    {
      preHandler: requireUser,
      schema: {
        tags: ['entities'],
        summary: 'Turn automatic filing on (with the confirmed SetupIntent of a new card, or the card kept) or off',
        params: entityParams,
        body: clientSwitchBody,
        response: { 200: stateSchema, ...responses },
      },
    },
    async (request) => {
      const entityId = await ownEntity(request, request.params.id);
      const stripe = stripeOrFail();
      const { before, after } = await viaStripe(request.log, () =>
        setAutoFile(db, stripe, { entityId, ...request.body, byStaff: false }),
      );
      await audit(db, request, {
        action: AUDIT_ACTIONS.complianceAutoFileChanged,
        target: `entity:${entityId}`,
        details: { entityId, before, after: after.autoFile, byStaff: false },
      });
      return after;
    },
  );

  /** Staff's switch on the client's behalf, audited as the client's own is. */
  const staffSwitch = async (request: FastifyRequest, id: string, enabled: boolean) => {
    const entityId = await staffEntity(id);
    const stripe = stripeOrFail();
    const { before, after } = await viaStripe(request.log, () =>
      setAutoFile(db, stripe, { entityId, enabled, byStaff: true }),
    );
    await audit(db, request, {
      action: AUDIT_ACTIONS.complianceAutoFileChanged,
      target: `entity:${entityId}`,
      details: { entityId, before, after: after.autoFile, byStaff: true },
    });
    return after;
  };

  app.put(
    '/api/admin/entities/:id/auto-file',
    {
      preHandler: requireArea('compliance'),
      schema: {
        tags: ['admin'],
        summary: "Turn a client's automatic filing on (with the card the client keeps) or off, on their behalf",
        params: entityParams,
        body: staffSwitchBody,
        response: { 200: stateSchema, ...responses },
      },
    },
    async (request) => staffSwitch(request, request.params.id, request.body.enabled),
  );

  app.put(
    '/api/admin/entities/:id',
    {
      preHandler: requireArea('compliance'),
      schema: {
        tags: ['admin'],
        summary: "The entity's automatic filing switched by staff (ra-data-simple-rest update of { autoFile })",
        params: entityParams,
        body: staffEntityBody,
        response: { 200: stateSchema.extend({ id: z.string() }), ...responses },
      },
    },
    async (request) => {
      const after = await staffSwitch(request, request.params.id, request.body.autoFile);
      return { id: after.entityId, ...after };
    },
  );

  app.post(
    '/api/admin/compliance/scan',
    {
      preHandler: requireArea('compliance'),
      schema: {
        tags: ['admin'],
        summary: 'Run the daily compliance scan now (reminders and automatic filing); answers its job id',
        body: scanBody,
        response: { 202: z.object({ jobId: z.string() }), 400: messageResponse, 503: messageResponse },
      },
    },
    async (request, reply) => {
      const date = request.body?.date;
      const jobId = await onQueue(producer.connection, config, 'The compliance scan was not started', () =>
        enqueueComplianceScan(producer.queue, date ? { date } : {}),
      );
      await audit(db, request, {
        action: AUDIT_ACTIONS.complianceScanRequested,
        target: `job:${jobId}`,
        details: { jobId, ...(date ? { date } : {}) },
      });
      return reply.status(202).send({ jobId });
    },
  );
};
