// Cases: when staff request changes on a partner's order, the partner lists the case (the fields staff picked, a
// due date) and answers it with those fields' values, which rewrite the order's details and then go to the
// order's workflow exactly as a client's change response does (api/routes/change-response.ts), returning the
// order to review.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../../domain/audit-actions';
import { caseAnswerBodySchema, caseSchema, unflattenCaseAnswer } from '../../../domain/partner-api/cases';
import { listOf, listQuerySchema } from '../../../domain/partner-api/views';
import { HttpError } from '../../../platform/errors';
import { answerCaseWithDetails, reopenCase } from '../../../platform/services/orders';
import { caseView, findCase, listPartnerCases } from '../../../platform/services/partners';
import { callerOf } from '../auth';
import { PartnerApiError } from '../errors';
import { idempotent } from '../idempotent';
import { assertOwned, invalidCursor } from '../lookups';

const idParams = z.object({ id: z.string().max(100) });

/** The first problem of the values, named by its field (`details.DE.businessName`): a field not asked for first. */
function invalidDetails(error: z.ZodError, fields: readonly string[]) {
  const issue = error.issues.find((i) => i.code === 'unrecognized_keys') ?? error.issues[0];
  const keys = issue.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : [];
  const param = ['details', ...issue.path, ...keys].join('.').slice(0, 200);
  const message = keys.length > 0 ? `not a field this case asks for (it asks for ${fields.join(', ')})` : issue.message;
  return new PartnerApiError(400, 'parameter_invalid', `${param}: ${message}`, param);
}

const answered = () => new PartnerApiError(409, 'case_answered', 'This case is already answered', 'id');

export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/cases',
    {
      schema: {
        summary: 'Your cases (changes staff need on your orders), newest first; status filters open or answered ones',
        querystring: listQuerySchema.extend({ status: z.enum(['open', 'answered']).optional() }),
        response: { 200: listOf(caseSchema) },
      },
    },
    async (request) => {
      const page = await listPartnerCases(db, callerOf(request), request.query);
      if (!page) throw invalidCursor();
      return {
        object: 'list' as const,
        data: page.rows.map(caseView),
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
      };
    },
  );

  app.get(
    '/cases/:id',
    { schema: { summary: 'One case', params: idParams, response: { 200: caseSchema } } },
    async (request) => {
      await assertOwned(request, 'case', request.params.id);
      return caseView(await findCase(db, request.params.id));
    },
  );

  app.post(
    '/cases/:id/answer',
    {
      schema: {
        summary:
          "Answer a case with values for the fields it lists, and only those (checked against the order kind's details schema): they replace the order's details, and the order returns to review",
        params: idParams,
        body: caseAnswerBodySchema,
        response: { 200: caseSchema },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, async () => {
        const caller = callerOf(request);
        await assertOwned(request, 'case', request.params.id);
        const row = await findCase(db, request.params.id);
        if (row.respondedAt) throw answered();
        const outcome = await answerCaseWithDetails(db, {
          changeRequest: row,
          details: unflattenCaseAnswer(request.body.details),
          message: request.body.message,
          audit: (fields) => ({
            action: AUDIT_ACTIONS.orderChangeResponse,
            target: row.order.id,
            ip: request.ip,
            details: { case: row.id, partner: caller.partnerName, key: caller.keyName, mode: caller.mode, fields },
          }),
        });
        if (!outcome.ok && outcome.reason === 'invalid') throw invalidDetails(outcome.error, outcome.fields);
        if (!outcome.ok) throw answered();
        const { answer } = outcome;
        try {
          await app.pipeline.respond(row.order.id, {
            message: answer,
            actor: { id: null, email: `${caller.partnerName} (partner API key ${caller.keyName})` },
          });
        } catch (err) {
          // The workflow did not take it: the case stays open for another answer (the new values stay written).
          await reopenCase(db, row.id);
          // The workflow refused (no open change request any more, the order canceled): the same refusal, our shape.
          if (err instanceof HttpError && err.statusCode === 409)
            throw new PartnerApiError(409, 'case_not_open', err.message, 'id');
          throw err;
        }
        const answeredAt = new Date().toISOString();
        return { status: 200, body: { ...caseView(row), status: 'answered' as const, answer, answeredAt } };
      }),
  );
};
