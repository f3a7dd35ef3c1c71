// A failed renewal's 'Update card': the client confirms a card through the entity's SetupIntent
// (POST /api/entities/:id/auto-file/card) and names it here; the renewal's unpaid invoice is paid with it at once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { toCalendarDate } from '../../domain/calendar-dates';
import { renewalViewSchema } from '../../domain/contracts/renewals';
import { isUuid } from '../../domain/uuid';
import { serviceUnavailable } from '../../platform/errors';
import { audit } from '../../platform/services/audit';
import { findRenewalWithOwner, payRenewalWithCard, renewalView } from '../../platform/services/renewals';
import { messageResponse } from '../lib/message-response';
import { viaStripe } from '../lib/via-stripe';
import { notFoundFor, refuseForeign } from '../lib/ownership';
import { requireUser, sessionUser } from '../plugins/auth';
import { PAYMENTS_NOT_CONFIGURED } from './payments';

const cardBody = z.strictObject(
  { setupIntentId: z.string({ error: 'setupIntentId is required' }).min(1).max(255) },
  { error: 'body must be a JSON object with setupIntentId' },
);

export const renewalCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/api/renewals/:id/card',
    {
      preHandler: requireUser,
      schema: {
        tags: ['entities'],
        summary: "Pay a failed renewal with a new card (the confirmed SetupIntent of the entity's card form)",
        params: z.object({ id: z.string().max(100) }),
        body: cardBody,
        response: {
          200: renewalViewSchema,
          ...Object.fromEntries([400, 402, 404, 409, 502, 503].map((status) => [status, messageResponse])),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const renewal = isUuid(id) ? await findRenewalWithOwner(db, id.toLowerCase()) : null;
      if (!renewal) throw notFoundFor('renewal', id);
      // Only the client enters their own card.
      if (renewal.entity.userId !== sessionUser(request).id) throw await refuseForeign(db, request, 'renewal', id);
      if (!app.stripe) throw serviceUnavailable(PAYMENTS_NOT_CONFIGURED);
      const stripe = app.stripe;
      const paid = await viaStripe(
        request.log,
        () => payRenewalWithCard(db, stripe, renewal.id, request.body.setupIntentId),
        { context: { renewalId: renewal.id } },
      );
      await audit(db, request, {
        action: AUDIT_ACTIONS.complianceRenewalCardUpdated,
        target: renewal.id,
        details: { entityId: renewal.entityId, serviceId: renewal.serviceId },
      });
      return renewalView(paid, toCalendarDate(new Date()));
    },
  );
};
