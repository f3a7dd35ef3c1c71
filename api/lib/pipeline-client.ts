// The API's view of the order pipeline workflow, behind an interface so routes can be tested without a
// Temporal server. Errors come out as HTTP errors: a refused action is a 409 with the workflow's message,
// Temporal unreachable (or not configured) a 503 saying nothing was applied.
import {
  isGrpcDeadlineError,
  type WorkflowHandle,
  WorkflowNotFoundError,
  WorkflowUpdateFailedError,
  WorkflowUpdateRPCTimeoutOrCancelledError,
} from '@temporalio/client';
import type { PipelineState } from '../../domain/pipeline';
import { HttpError, serviceUnavailable } from '../../platform/errors';
import type { TemporalGateway } from '../../platform/infra/temporal';
import {
  type ClientResponseRequest,
  clientResponseUpdate,
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

export const TEMPORAL_UNREACHABLE =
  'The order pipeline service (Temporal) is unreachable: nothing was changed. Please try again in a few minutes.';
export const TEMPORAL_NOT_CONFIGURED =
  'The order pipeline service (Temporal) is not configured (TEMPORAL_ADDRESS): orders wait in Pending Review until it is.';
export const WORKFLOW_NOT_STARTED =
  "This order's pipeline has not started yet (Temporal was unreachable when it was paid); it starts as soon as Temporal is back. Please try again shortly.";

export const NO_ANSWER_IN_TIME =
  'The order pipeline did not confirm the action in time (its worker may be busy or restarting): it will be applied when the worker runs; reload the order to see it.';

export const refused = (message: string) => new HttpError(409, message);

/** How long an action may wait on Temporal before the caller is told it is unreachable. */
const CALL_DEADLINE_MS = 15_000;
const QUERY_DEADLINE_MS = 3_000;

function translate(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof WorkflowUpdateFailedError) return refused(err.cause?.message ?? err.message);
  if (err instanceof WorkflowNotFoundError) return serviceUnavailable(WORKFLOW_NOT_STARTED);
  if (err instanceof WorkflowUpdateRPCTimeoutOrCancelledError || isGrpcDeadlineError(err))
    return serviceUnavailable(NO_ANSWER_IN_TIME);
  return serviceUnavailable(TEMPORAL_UNREACHABLE);
}

export function createTemporalPipelineClient(temporal: TemporalGateway | null): PipelineClient {
  const withHandle = async <T>(orderId: string, deadlineMs: number, call: (handle: WorkflowHandle) => Promise<T>) => {
    if (!temporal) throw serviceUnavailable(TEMPORAL_NOT_CONFIGURED);
    try {
      const client = await temporal.client();
      const handle = client.workflow.getHandle(onboardingWorkflowId(orderId));
      return await client.withDeadline(Date.now() + deadlineMs, () => call(handle));
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
