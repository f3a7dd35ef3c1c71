// A PipelineClient without Temporal for API tests: the same rules as the workflow (domain/pipeline.ts) on an
// in-memory state per order, and a switch that makes it behave like an unreachable Temporal.
import { type PipelineClient, refused, TEMPORAL_UNREACHABLE } from '../../api/lib/pipeline-client';
import { plannedDocuments } from '../../domain/order-documents';
import type { Actor } from '../../domain/pipeline';
import {
  applyAction,
  initialPipelineState,
  type PipelineAction,
  type PipelineState,
  refusalFor,
} from '../../domain/pipeline';
import { serviceUnavailable } from '../../platform/errors';

export interface FakePipeline extends PipelineClient {
  down: boolean;
  calls: { orderId: string; action: PipelineAction; actor: Actor }[];
  states: Map<string, PipelineState>;
}

/** `signatures`: the order's documents wait for the client's signatures after confirm (as in new workflow runs). */
export function fakePipeline({ signaturesRequired = false }: { signaturesRequired?: boolean } = {}): FakePipeline {
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
    async state(orderId) {
      return fake.down ? null : stateOf(orderId);
    },
    async currentState(orderId) {
      if (fake.down) throw serviceUnavailable(TEMPORAL_UNREACHABLE);
      return stateOf(orderId);
    },
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
  function apply(orderId: string, action: PipelineAction, actor: Actor) {
    if (fake.down) throw serviceUnavailable(TEMPORAL_UNREACHABLE);
    const state = stateOf(orderId);
    const refusal = refusalFor(state, action);
    if (refusal) throw refused(refusal);
    fake.calls.push({ orderId, action, actor });
    const next = { ...applyAction(state, action, `cr-${++ids}`).state, generating: false };
    states.set(orderId, next);
    return next;
  }
  return fake;
}
