import type { FastifyRequest } from 'fastify';
// Renewals of a formation's annual services: an entity's renewals (owner or staff), the client's Cancel (at the end of
// the paid year, at once), the notice's one-click cancel link (no sign-in; the token routes' throttle), and the
// back-office's list of renewals due within 60 days or failed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { toCalendarDate } from '../../domain/calendar-dates';
import { adminRenewalListSchema, renewalListSchema, renewalViewSchema } from '../../domain/contracts/renewals';
import { emailDay } from '../../domain/email-dates';
import { usd } from '../../domain/money-text';
import { canCancelRenewal, canResumeRenewal } from '../../domain/renewals';
import { canUseArea } from '../../domain/roles';
import { isUuid } from '../../domain/uuid';
import { conflict } from '../../platform/errors';
import { listQuerySchema, parseListQuery, setContentRange } from '../../platform/list-query';
import { audit } from '../../platform/services/audit';
import { findEntity } from '../../platform/services/entities';
import {
  adminRenewals,
  cancelRenewal,
  findRenewalWithOwner,
  listEntityRenewals,
  renewalForToken,
  renewalView,
  resumeRenewal,
} from '../../platform/services/renewals';
import { messageResponse } from '../lib/message-response';
import { notFoundFor, refuseForeign } from '../lib/ownership';
import { requireArea, requireUser, sessionUser } from '../plugins/auth';
import { sendPage, wantsJson } from './html-page';
import { cancelRenewalPage, invalidCancelLinkPage, renewalCancelledPage } from './renewal-cancel-page';

const idParams = z.object({ id: z.string().max(100) });
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const formBody = z.object({ _csrf: z.string().optional() }).optional();
const adminFilter = z.strictObject({ view: z.enum(['due', 'failed']).default('due') });

const CANCEL_LINK_INVALID = 'This cancel link is not valid.';
const ALREADY_ENDING = 'This renewal is already cancelled or ended.';
const NOT_RESUMABLE = 'Only a cancelled renewal whose paid year has not ended can be resumed.';

const today = () => toCalendarDate(new Date());

export const renewalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const entityUrl = (entityId: string) => `/entities/${entityId}`;

  app.get(
    '/api/entities/:id/renewals',
    {
      preHandler: requireUser,
      schema: {
        tags: ['entities'],
        summary: "The entity's renewals: each service, its next charge date and amount (owner or staff)",
        params: idParams,
        response: { 200: renewalListSchema, 404: messageResponse },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { id } = request.params;
      const entity = isUuid(id) ? await findEntity(db, id.toLowerCase()) : null;
      if (!entity) throw notFoundFor('entity', id);
      if (entity.userId !== user.id && !canUseArea(user.role, 'pipeline'))
        throw await refuseForeign(db, request, 'entity', id);
      reply.header('Cache-Control', 'no-store');
      const day = today();
      return (await listEntityRenewals(db, entity.id)).map((row) => renewalView(row, day));
    },
  );

  /** The renewal of the caller's entity, or of a client's for compliance staff (byStaff); 404 and audited otherwise. */
  async function ownRenewal(request: FastifyRequest, id: string) {
    const user = sessionUser(request);
    const renewal = isUuid(id) ? await findRenewalWithOwner(db, id.toLowerCase()) : null;
    if (!renewal) throw notFoundFor('renewal', id);
    const byStaff = renewal.entity.userId !== user.id;
    if (byStaff && !canUseArea(user.role, 'compliance')) throw await refuseForeign(db, request, 'renewal', id);
    return { renewal, byStaff };
  }

  app.post(
    '/api/renewals/:id/cancel',
    {
      preHandler: requireUser,
      schema: {
        tags: ['entities'],
        summary: 'Cancel a renewal at the end of the paid year, at once (owner, or compliance staff for the client)',
        params: idParams,
        response: { 200: renewalViewSchema, 404: messageResponse, 409: messageResponse, 502: messageResponse },
      },
    },
    async (request) => {
      const { renewal, byStaff } = await ownRenewal(request, request.params.id);
      if (!canCancelRenewal(renewal, today())) throw conflict(ALREADY_ENDING);
      const cancelled = await cancelRenewal(app.stripe, db, renewal.id, byStaff ? 'staff' : 'client');
      await audit(db, request, {
        action: AUDIT_ACTIONS.complianceRenewalCancelled,
        target: renewal.id,
        details: { entityId: renewal.entityId, serviceId: renewal.serviceId, via: 'entity page', byStaff },
      });
      return renewalView(cancelled, today());
    },
  );

  app.post(
    '/api/renewals/:id/resume',
    {
      preHandler: requireUser,
      schema: {
        tags: ['entities'],
        summary: 'Take a cancellation back before the paid year ends: it renews again (owner, or compliance staff)',
        params: idParams,
        response: { 200: renewalViewSchema, 404: messageResponse, 409: messageResponse, 502: messageResponse },
      },
    },
    async (request) => {
      const { renewal, byStaff } = await ownRenewal(request, request.params.id);
      if (!canResumeRenewal(renewal, today())) throw conflict(NOT_RESUMABLE);
      const resumed = await resumeRenewal(app.stripe, db, renewal.id, byStaff ? 'staff' : 'client');
      await audit(db, request, {
        action: AUDIT_ACTIONS.complianceRenewalResumed,
        target: renewal.id,
        details: { entityId: renewal.entityId, serviceId: renewal.serviceId, byStaff },
      });
      return renewalView(resumed, today());
    },
  );

  /** What the cancel link's pages say about its renewal. */
  const describe = (renewal: NonNullable<Awaited<ReturnType<typeof renewalForToken>>>) => {
    const view = renewalView(renewal, today());
    return {
      serviceName: view.serviceName,
      businessName: renewal.entity.businessName,
      amount: usd(renewal.amountCents),
      date: emailDay(renewal.nextChargeOn),
      warning: view.warning,
    };
  };

  app.get(
    '/api/renewals/cancel/:token',
    {
      config: { page: true },
      preHandler: app.limitTokenRoutes,
      schema: {
        tags: ['entities'],
        summary: "A renewal notice's cancel link (HTML): the button that cancels, no sign-in",
        params: tokenParams,
      },
    },
    async (request, reply) => {
      const renewal = await renewalForToken(db, request.params.token);
      if (!renewal) return sendPage(reply, 404, invalidCancelLinkPage(CANCEL_LINK_INVALID));
      const described = describe(renewal);
      if (!canCancelRenewal(renewal, today()))
        return sendPage(reply, 200, renewalCancelledPage(described, entityUrl(renewal.entityId)));
      const csrfToken = await reply.generateCsrf();
      return sendPage(
        reply,
        200,
        cancelRenewalPage({
          token: request.params.token,
          csrfToken,
          renewal: described,
          entityUrl: entityUrl(renewal.entityId),
        }),
      );
    },
  );

  app.post(
    '/api/renewals/cancel/:token',
    {
      config: { page: true },
      preHandler: app.limitTokenRoutes,
      schema: {
        tags: ['entities'],
        summary: "Use a renewal notice's cancel link: cancels at the end of the paid year (form or JSON)",
        params: tokenParams,
        body: formBody,
        response: { 200: renewalViewSchema, 404: messageResponse },
      },
    },
    async (request, reply) => {
      const renewal = await renewalForToken(db, request.params.token);
      if (!renewal) {
        await audit(db, request, {
          action: 'access.denied',
          target: 'renewal cancel link',
          success: false,
          actor: null,
          details: { route: request.routeOptions.url },
        });
        if (wantsJson(request)) return reply.status(404).send({ message: CANCEL_LINK_INVALID });
        return sendPage(reply, 404, invalidCancelLinkPage(CANCEL_LINK_INVALID));
      }
      // A second use changes nothing and says where it stands.
      const cancelled = canCancelRenewal(renewal, today()) ? await cancelRenewal(app.stripe, db, renewal.id) : renewal;
      if (cancelled !== renewal)
        await audit(db, request, {
          action: AUDIT_ACTIONS.complianceRenewalCancelled,
          target: renewal.id,
          actor: null,
          details: { entityId: renewal.entityId, serviceId: renewal.serviceId, via: 'notice link' },
        });
      if (wantsJson(request)) return renewalView(cancelled, today());
      return sendPage(reply, 200, renewalCancelledPage(describe(renewal), entityUrl(renewal.entityId)));
    },
  );

  app.get(
    '/api/admin/renewals',
    {
      preHandler: requireArea('compliance'),
      schema: {
        tags: ['admin'],
        summary: 'Renewals due within 60 days (filter {"view":"due"}) or whose charge failed ({"view":"failed"})',
        querystring: listQuerySchema,
        response: { 200: adminRenewalListSchema },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, {
        sortable: ['nextChargeOn'],
        defaultSort: ['nextChargeOn', 'ASC'],
        filter: adminFilter,
      });
      const { rows, total } = await adminRenewals(db, today(), query.filter.view, [
        query.skip,
        query.skip + query.take - 1,
      ]);
      setContentRange(reply, 'renewals', query.skip, rows.length, total);
      reply.header('Cache-Control', 'no-store');
      return rows;
    },
  );
};
