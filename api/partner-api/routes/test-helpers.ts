// The sandbox a partner drives with its test keys, as Stripe's test_helpers: a test order's next step, a case
// opened, a filing rejected, a payment failed, or every remaining step. Each goes to the order's workflow as staff's
// action would (the same rules, refusals and events); live keys find no such routes (404).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor, PipelineAction, PipelineState } from '../../../domain/pipeline';
import { simulatedStep } from '../../../domain/pipeline-simulation';
import { orderSchema } from '../../../domain/partner-api/views';
import { HttpError } from '../../../platform/errors';
import { recordSimulatedSignature } from '../../../platform/services/documents';
import { failTestPayment, findPartnerOrder, orderView } from '../../../platform/services/partners';
import { callerOf } from '../auth';
import { errorBody, PartnerApiError } from '../errors';
import { idempotent } from '../idempotent';
import { assertOwned } from '../lookups';
import { withPaymentUrl } from '../payment-urls';

const idParams = z.object({ id: z.string().max(100) });
const text = (max: number) => z.string().trim().min(1).max(max);
/** At most this many steps for `complete` (an order has a few dozen at most). */
const MAX_STEPS = 100;

const notAdvanceable = (message: string) => new PartnerApiError(409, 'order_not_advanceable', message, 'id');

/** Why a test order takes no step by itself now, in the partner's words. */
function waitingReason(state: PipelineState): string {
  if (state.canceled) return 'The order is canceled';
  if (state.stage === 'COMPLETE') return 'The order is complete';
  if (state.changeRequest) return 'The order waits for the answer to its open case (POST /api/v1/cases/{id}/answer)';
  if (state.generating) return "The order's documents are being generated: retry in a moment";
  return 'The order takes no step now';
}

export const testHelperRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  // Test keys only: to a live key these routes do not exist.
  app.addHook('preValidation', async (request, reply) => {
    if (request.partner?.mode !== 'LIVE') return;
    const path = request.url.split('?')[0];
    return reply
      .status(404)
      .send(errorBody('invalid_request_error', 'resource_missing', `No such route: ${request.method} ${path}`));
  });

  const actorOf = (request: FastifyRequest): Actor => {
    const caller = callerOf(request);
    return { id: null, email: `${caller.partnerName} (test helper, key ${caller.keyName})` };
  };

  /** The workflow's state of the caller's test order; a refusal (not started, ended) in the partner's shape. */
  async function stateOf(id: string): Promise<PipelineState> {
    try {
      return await app.pipeline.currentState(id.toLowerCase());
    } catch (err) {
      if (err instanceof HttpError && (err.statusCode === 409 || err.statusCode === 503))
        throw notAdvanceable(err.message);
      throw err;
    }
  }

  /** One action sent to the workflow as staff's would be (a signature recorded as simulated first). */
  async function send(request: FastifyRequest, id: string, action: PipelineAction): Promise<PipelineState> {
    const orderId = id.toLowerCase();
    const actor = actorOf(request);
    try {
      if (action.action === 'signDocument') {
        await recordSimulatedSignature(db, orderId, action.documentKey, action.version);
        return await app.pipeline.sign(orderId, { ...action, actor });
      }
      if (action.action === 'clientResponse')
        throw notAdvanceable('Answer the case through POST /api/v1/cases/{id}/answer');
      return await app.pipeline.act(orderId, { action, actor });
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 409) throw notAdvanceable(err.message);
      throw err;
    }
  }

  async function advanceOnce(request: FastifyRequest, id: string): Promise<PipelineState> {
    const state = await stateOf(id);
    const step = simulatedStep(state, new Date().toISOString());
    if (!step) throw notAdvanceable(waitingReason(state));
    return send(request, id, step);
  }

  const answerOrder = async (id: string) => withPaymentUrl(config, orderView(await findPartnerOrder(db, id)));

  const route = <B extends z.ZodType>(
    name: string,
    summary: string,
    body: B | null,
    run: (request: FastifyRequest, id: string, body: z.infer<B>) => Promise<void>,
  ) =>
    app.post(
      `/test_helpers/orders/:id/${name}`,
      { schema: { summary, params: idParams, ...(body ? { body } : {}), response: { 200: orderSchema } } },
      async (request, reply) =>
        idempotent(request, reply, async () => {
          const { id } = request.params as z.infer<typeof idParams>;
          await assertOwned(request, 'order', id);
          await run(request, id, request.body as z.infer<B>);
          return { status: 200, body: await answerOrder(id) };
        }),
    );

  route(
    'advance',
    "Test keys: the test order's next step, as staff, the customer or the state would take it (review, documents, signature, filing)",
    null,
    async (request, id) => {
      await advanceOnce(request, id);
    },
  );

  route(
    'complete',
    'Test keys: every remaining step of the test order, each state filed, until it is complete (409 while a case waits for its answer)',
    null,
    async (request, id) => {
      for (let steps = 0; steps < MAX_STEPS; steps++) {
        const state = await stateOf(id);
        if (state.stage === 'COMPLETE') return;
        const step = simulatedStep(state, new Date().toISOString());
        if (!step) {
          // Documents still generating: a moment later the next step is there.
          if (state.generating && !state.canceled) {
            await new Promise((resolve) => setTimeout(resolve, 200));
            continue;
          }
          throw notAdvanceable(waitingReason(state));
        }
        const next = await send(request, id, step);
        if (next.stage === 'COMPLETE') return;
      }
      throw notAdvanceable(`The order did not complete within ${MAX_STEPS} steps`);
    },
  );

  route(
    'open_case',
    'Test keys: staff request changes on the test order in review (case.opened); answer it with POST /api/v1/cases/{id}/answer',
    z
      .object({
        message: text(2000).optional(),
        /** The fields to answer (as the case lists them); every field of the order when none. */
        fields: z.array(z.string().max(100)).max(50).optional(),
      })
      .nullish(),
    async (request, id, body) => {
      await send(request, id, {
        action: 'requestChanges',
        message: body?.message ?? 'Test case: please confirm these details.',
        fields: body?.fields,
      });
    },
  );

  route(
    'reject_filing',
    "Test keys: the state rejects the test order's pending filing (filing.recorded with status rejected); its documents are prepared again",
    z
      .object({
        /** The state whose filing is rejected (default: the first pending one). */
        state: z.string().length(2).optional(),
        reason: text(500).optional(),
      })
      .nullish(),
    async (request, id, body) => {
      const state = await stateOf(id);
      const pending = state.filings.filter((f) => f.status === 'PENDING').map((f) => f.stateCode);
      const stateCode = body?.state?.toUpperCase() ?? pending[0];
      if (state.stage !== 'FILING' || !stateCode || !pending.includes(stateCode))
        throw new PartnerApiError(
          409,
          'order_not_advanceable',
          `No pending filing${body?.state ? ` in ${body.state}` : ''} to reject: advance the order to its filing first`,
          body?.state ? 'state' : 'id',
        );
      await send(request, id, {
        action: 'rejectFiling',
        stateCode,
        reason: body?.reason ?? 'Rejected by the state (test helper)',
      });
    },
  );

  route(
    'fail_payment',
    "Test keys: the customer's payment of a payment_link test order fails as a declined card (paymentStatus failed; the link still opens for another try)",
    z.object({ reason: text(500).optional() }).nullish(),
    async (_request, id, body) => {
      const failed = await failTestPayment(db, id, body?.reason ?? 'Your card was declined. (test helper)');
      if (!failed)
        throw new PartnerApiError(
          409,
          'payment_not_failable',
          "Only an unpaid payment_link order's payment can fail: a partner_invoice order is billed to you",
          'id',
        );
    },
  );
};
