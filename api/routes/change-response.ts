// The client's answer to a staff change request: when staff asked for fields, their corrected values rewrite the
// order's details (checked and recorded as a partner's case answer is); the answer then goes to the order's
// workflow, which records it and returns the order to review.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { changeResponseBodySchema, changeResponseResultSchema } from '../../domain/contracts/pipeline';
import { uuidSchema } from '../../domain/uuid';
import { badRequest, conflict } from '../../platform/errors';
import { audit } from '../../platform/services/audit';
import {
  answerCaseWithDetails,
  findOpenChangeRequest,
  findPlacedOrderHead,
  reopenCase,
} from '../../platform/services/orders';
import { notFoundFor, refuseForeign } from '../lib/ownership';
import { requireUser, sessionUser } from '../plugins/auth';

/** The first problem of the corrected values, named by its field (`details.DE.businessName: is required`). */
function invalidDetails(error: z.ZodError, fields: readonly string[]) {
  const issue = error.issues.find((i) => i.code === 'unrecognized_keys') ?? error.issues[0];
  const keys = issue.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : [];
  const param = ['details', ...issue.path, ...keys].join('.').slice(0, 200);
  const message =
    keys.length > 0 ? `not a field this request asks for (it asks for ${fields.join(', ')})` : issue.message;
  return badRequest(`${param}: ${message}`);
}

const ANSWERED = 'This change request is already answered';

export const changeResponseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.post(
    '/api/orders/:id/change-response',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary:
          "The client's answer to the open change request of its order: the corrected values of the fields staff asked for, if any, rewrite the order's details; the order returns to review",
        params: z.object({ id: uuidSchema('must be an order id') }),
        body: changeResponseBodySchema,
        response: { 200: changeResponseResultSchema },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const id = request.params.id.toLowerCase();
      const order = await findPlacedOrderHead(db, id);
      if (!order) throw notFoundFor('order', id);
      if (order.userId !== user.id) throw await refuseForeign(db, request, 'order', id);
      const { message, details } = request.body;
      const open = await findOpenChangeRequest(db, id);
      const actor = { id: user.id, email: user.email };
      if (!open || open.fields.length === 0) {
        // No fields asked for (or no open request: the workflow refuses it): a message only, as always.
        if (details !== undefined) throw badRequest('details: this change request asks for no fields');
        if (!message) throw badRequest('message: message is required');
        const state = await app.pipeline.respond(id, { message, actor });
        await audit(db, request, { action: AUDIT_ACTIONS.orderChangeResponse, target: id });
        return { stage: state.stage, changeRequest: state.changeRequest };
      }
      if (details === undefined) throw badRequest(`details: the corrected ${open.fields.join(', ')} are required`);
      const outcome = await answerCaseWithDetails(db, {
        changeRequest: open,
        details,
        message,
        audit: (fields) => ({
          action: AUDIT_ACTIONS.orderChangeResponse,
          target: id,
          ip: request.ip,
          actor: request.currentUser ?? null,
          details: { changeRequest: open.id, fields },
        }),
      });
      if (!outcome.ok && outcome.reason === 'invalid') throw invalidDetails(outcome.error, outcome.fields);
      if (!outcome.ok) throw conflict(ANSWERED);
      try {
        const state = await app.pipeline.respond(id, { message: outcome.answer, actor });
        return { stage: state.stage, changeRequest: state.changeRequest };
      } catch (err) {
        // The workflow did not take it: the request stays open for another answer (the new values stay written).
        await reopenCase(db, open.id);
        throw err;
      }
    },
  );
};
