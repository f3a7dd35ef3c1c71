// A PipelineClient without Temporal for API tests: the same rules as the workflow (domain/pipeline.ts) on an
// in-memory state per order, and a switch that makes it behave like an unreachable Temporal. As with Temporal, an
// order has a running workflow only once paid and until it is canceled or complete (in the database).
import {
  type PipelineClient,
  stillStarting,
  TEMPORAL_UNREACHABLE,
  WORKFLOW_ENDED,
} from '../../api/lib/pipeline-client';
import { plannedDocuments } from '../../domain/order-documents';
import type { Actor } from '../../domain/pipeline';
import {
  applyAction,
  initialPipelineState,
  type PipelineAction,
  type PipelineState,
  refusalFor,
} from '../../domain/pipeline';
import { conflict, serviceUnavailable } from '../../platform/errors';
import type { Db } from '../../platform/infra/prisma';

export interface FakePipeline extends PipelineClient {
  down: boolean;
  calls: { orderId: string; action: PipelineAction; actor: Actor }[];
  states: Map<string, PipelineState>;
}

/**
 * `db`: the test's database (read when called). `signaturesRequired`: the order's documents wait for the client's
 * signatures after confirm (as in new workflow runs).
 */
export function fakePipeline(db: () => Db, { signaturesRequired = false } = {}): FakePipeline {
  const states = new Map<string, PipelineState>();
  const fake: FakePipeline = {
    down: false,
    calls: [],
    states,
    async act(orderId, { action, actor }) {
      return apply(orderId, action, actor);
    },
    async respond(orderId, { message, actor }) {
      return apply(orderId, { action: 'clientResponse', message }, actor);
    },
    async sign(orderId, { actor, ...signature }) {
      return apply(orderId, { action: 'signDocument', ...signature }, actor);
    },
    // As the real client: null when the workflow cannot be asked.
    state: (orderId) => runningState(orderId).catch(() => null),
    async currentState(orderId) {
      return runningState(orderId);
    },
  };
  const paidOrder = (orderId: string) =>
    db().order.findFirst({ where: { id: orderId, paymentStatus: { in: ['PAID', 'REFUNDED'] } } });
  const runningState = async (orderId: string) => {
    if (fake.down) throw serviceUnavailable(TEMPORAL_UNREACHABLE);
    const order = await paidOrder(orderId);
    // Not paid: no workflow yet (as the real client after its wait). Canceled or complete: the run has ended.
    if (!order) throw stillStarting();
    if (order.status === 'CANCELED' || order.status === 'COMPLETE') throw serviceUnavailable(WORKFLOW_ENDED);
    return stateOf(orderId);
  };
  const stateOf = (orderId: string) => {
    if (!states.has(orderId))
      states.set(
        orderId,
        initialPipelineState(
          orderId,
          ['DE'],
          plannedDocuments({ packages: ['PREMIUM'], services: [], states: ['DE'], entities: [] }),
          { signaturesRequired },
        ),
      );
    return states.get(orderId)!;
  };
  let ids = 0;
  async function apply(orderId: string, action: PipelineAction, actor: Actor) {
    const state = await runningState(orderId);
    const refusal = refusalFor(state, action);
    if (refusal) throw conflict(refusal);
    fake.calls.push({ orderId, action, actor });
    const next = { ...applyAction(state, action, `cr-${++ids}`).state, generating: false };
    states.set(orderId, next);
    return next;
  }
  return fake;
}
