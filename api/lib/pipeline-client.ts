// The API's view of the order pipeline workflow, behind an interface so routes can be tested without a
// Temporal server. Errors come out as HTTP errors: a refused action is a 409 with the workflow's message,
// Temporal unreachable (or not configured) a 503 saying nothing was applied.
import {
  ApplicationFailure,
  isGrpcDeadlineError,
  QueryNotRegisteredError,
  type WorkflowHandle,
  WorkflowNotFoundError,
  WorkflowUpdateFailedError,
  WorkflowUpdateRPCTimeoutOrCancelledError,
} from '@temporalio/client';
import type { PipelineState } from '../../domain/pipeline';
import { conflict, HttpError, serviceUnavailable } from '../../platform/errors';
import type { TemporalGateway } from '../../platform/infra/temporal';
import {
  type ClientResponseRequest,
  clientResponseUpdate,
  ORDER_STILL_STARTING,
  onboardingWorkflowId,
  pipelineQuery,
  type SignatureRequest,
  type StaffActionRequest,
  signatureUpdate,
  staffActionUpdate,
} from '../../workflows/definitions';

export interface PipelineClient {
  /** Applies a staff action; answers the pipeline once the workflow has accepted it (the database follows). */
  act(orderId: string, request: StaffActionRequest): Promise<PipelineState>;
  /** The client's answer to a change request. */
  respond(orderId: string, request: ClientResponseRequest): Promise<PipelineState>;
  /** A document signed (already stored): the last one moves the order to filing. */
  sign(orderId: string, request: SignatureRequest): Promise<PipelineState>;
  /** The workflow's current state, or null when it cannot be asked (not started, or Temporal unreachable). */
  state(orderId: string): Promise<PipelineState | null>;
  /** The state a change is checked against: waits as long as an action may, and fails as an action does. */
  currentState(orderId: string): Promise<PipelineState>;
}

/** @internal */
export const TEMPORAL_UNREACHABLE =
  'The order pipeline service (Temporal) is unreachable: nothing was changed. Please try again in a few minutes.';
/** @internal */
export const TEMPORAL_NOT_CONFIGURED =
  'The order pipeline service (Temporal) is not configured (TEMPORAL_ADDRESS): orders wait in Pending Review until it is.';
/**
 * The order's workflow has run to its end: the route explains why from the order (canceled, complete).
 * @internal
 */
export const WORKFLOW_ENDED = "This order's pipeline has ended: no further action is possible.";

const NO_ANSWER_IN_TIME =
  'The order pipeline did not confirm the action in time (its worker may be busy or restarting): it will be applied when the worker runs; reload the order to see it.';

/** A paid order whose workflow has not started or not yet loaded the order: a moment later the action goes through. */
/** @internal */
export const stillStarting = () => conflict(ORDER_STILL_STARTING);
export const isStillStarting = (err: unknown) => err instanceof HttpError && err.message === ORDER_STILL_STARTING;

/** How long an action may wait on Temporal before the caller is told it is unreachable. */
const CALL_DEADLINE_MS = 15_000;
const QUERY_DEADLINE_MS = 3_000;
/** How long an action waits for a paid order's workflow to be started (by the outbox relay, within moments). */
const START_WAIT_MS = 5_000;
const START_POLL_MS = 200;

/** The workflow's own failures that are meant for people; anything else from Temporal is not shown. */
const PEOPLE_FACING_FAILURES = new Set(['ActionRefused', 'OrderStarting']);
const GENERIC_REFUSAL =
  'The order pipeline could not take this action: nothing was changed. Reload the order and try again.';

function translate(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof WorkflowUpdateFailedError) {
    const cause = err.cause;
    if (cause instanceof ApplicationFailure && PEOPLE_FACING_FAILURES.has(cause.type ?? ''))
      return conflict(cause.message);
    return conflict(GENERIC_REFUSAL);
  }
  if (err instanceof QueryNotRegisteredError) return stillStarting();
  if (err instanceof WorkflowNotFoundError) return serviceUnavailable(WORKFLOW_ENDED);
  if (err instanceof WorkflowUpdateRPCTimeoutOrCancelledError || isGrpcDeadlineError(err))
    return serviceUnavailable(NO_ANSWER_IN_TIME);
  return serviceUnavailable(TEMPORAL_UNREACHABLE);
}

/**
 * Where the workflow is: not started yet (the outbox starts it within moments), running (it may have started just
 * after the call that did not find it), or ended.
 */
async function runState(handle: WorkflowHandle): Promise<'missing' | 'running' | 'ended'> {
  try {
    const { status } = await handle.describe();
    return status.name === 'RUNNING' ? 'running' : 'ended';
  } catch (err) {
    if (err instanceof WorkflowNotFoundError) return 'missing';
    throw err;
  }
}

/** Calls the workflow, waiting (bounded) while it has not been started yet. */
async function onceStarted<T>(handle: WorkflowHandle, call: (handle: WorkflowHandle) => Promise<T>): Promise<T> {
  const giveUpAt = Date.now() + START_WAIT_MS;
  for (;;) {
    try {
      return await call(handle);
    } catch (err) {
      if (!(err instanceof WorkflowNotFoundError)) throw err;
      const where = await runState(handle);
      if (where === 'ended') throw err;
      if (Date.now() + START_POLL_MS > giveUpAt) throw stillStarting();
      await new Promise((resolve) => setTimeout(resolve, START_POLL_MS));
    }
  }
}

export function createTemporalPipelineClient(temporal: TemporalGateway | null): PipelineClient {
  const withHandle = async <T>(orderId: string, deadlineMs: number, call: (handle: WorkflowHandle) => Promise<T>) => {
    if (!temporal) throw serviceUnavailable(TEMPORAL_NOT_CONFIGURED);
    try {
      const client = await temporal.client();
      const handle = client.workflow.getHandle(onboardingWorkflowId(orderId));
      return await client.withDeadline(Date.now() + deadlineMs, () => onceStarted(handle, call));
    } catch (err) {
      throw translate(err);
    }
  };
  return {
    act: (orderId, request) =>
      withHandle(orderId, CALL_DEADLINE_MS, (handle) => handle.executeUpdate(staffActionUpdate, { args: [request] })),
    respond: (orderId, request) =>
      withHandle(orderId, CALL_DEADLINE_MS, (handle) =>
        handle.executeUpdate(clientResponseUpdate, { args: [request] }),
      ),
    sign: (orderId, request) =>
      withHandle(orderId, CALL_DEADLINE_MS, (handle) => handle.executeUpdate(signatureUpdate, { args: [request] })),
    state: (orderId) =>
      withHandle(orderId, QUERY_DEADLINE_MS, (handle) => handle.query(pipelineQuery)).catch(() => null),
    currentState: (orderId) => withHandle(orderId, CALL_DEADLINE_MS, (handle) => handle.query(pipelineQuery)),
  };
}
