// One staff action on an order's workflow, as POST /api/admin/orders/:id/actions takes it and as the compliance
// screen's 'record filing' completes an annual-report order under way: the kind's completion (or a change
// request's fields and due date) checked, the workflow asked, the outcome audited (a refusal with its reason).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CERTIFICATE_MISSING } from '../../domain/order-certificates';
import { completionRefusal } from '../../domain/order-kinds';
import { caseDueDateSchema, caseFieldsSchema } from '../../domain/partner-api/cases';
import type { PipelineState } from '../../domain/pipeline';
import type { StaffAction } from '../../domain/staff-actions';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors';
import { audit } from '../../platform/services/audit';
import { orderCompletionFacts } from '../../platform/services/documents';
import { findPlacedOrderHead } from '../../platform/services/orders';
import { sessionUser } from '../plugins/auth';
import { isStillStarting } from './pipeline-client';

/** What completing the order needs of a recorded filing: the kind's confirmation format, and its certificate. */
async function completionProblem(app: FastifyInstance, orderId: string, confirmationNumber: string) {
  const order = await orderCompletionFacts(app.db, orderId);
  if (!order) return null;
  const refusal = completionRefusal(order.kind, confirmationNumber);
  if (refusal) return badRequest(refusal);
  if (!order.certificateOnFile) return conflict(CERTIFICATE_MISSING);
  return null;
}

/** A change request's fields and due date that do not fit the order: the readable refusal (400). */
async function changeRequestProblem(app: FastifyInstance, orderId: string, action: StaffAction) {
  if (action.action !== 'requestChanges') return null;
  const order = await findPlacedOrderHead(app.db, orderId);
  if (!order) return null;
  if (action.fields) {
    const fields = caseFieldsSchema(order.kind, order.states).safeParse(action.fields);
    if (!fields.success) return badRequest(`fields: ${fields.error.issues[0].message}`);
  }
  if (action.dueDate) {
    const due = caseDueDateSchema.safeParse(action.dueDate);
    if (!due.success) return badRequest(`dueDate: ${due.error.issues[0].message}`);
  }
  return null;
}

/** Applies the action through the workflow; answers its state once accepted. Throws the refusal (audited). */
export async function performStaffAction(
  app: FastifyInstance,
  request: FastifyRequest,
  orderId: string,
  action: StaffAction,
): Promise<PipelineState> {
  const { db } = app;
  const user = sessionUser(request);
  const refused = async (failure: HttpError | Error) => {
    const status = (failure as { statusCode?: number }).statusCode;
    if (status === 404) return failure;
    await audit(db, request, {
      action: 'order.action',
      target: orderId,
      success: false,
      details: { ...action, status, refusal: failure.message },
    });
    return failure;
  };
  if (action.action === 'recordFiling') {
    const problem = await completionProblem(app, orderId, action.confirmationNumber);
    // A malformed confirmation is the form's fault (400, as before); a missing certificate is audited.
    if (problem?.statusCode === 400) throw problem;
    if (problem) throw await refused(problem);
  }
  const invalid = await changeRequestProblem(app, orderId, action);
  if (invalid) throw invalid;
  let state: PipelineState;
  try {
    state = await app.pipeline.act(orderId, { action, actor: { id: user.id, email: user.email } });
  } catch (err) {
    // The workflow is asked first (it knows the stage); the database only explains why it could not answer.
    const refusal = err instanceof HttpError && err.statusCode === 409 && !isStillStarting(err);
    throw await refused(refusal ? err : ((await whyNoAnswer(app, orderId)) ?? (err as Error)));
  }
  await audit(db, request, { action: 'order.action', target: orderId, details: { ...action, stage: state.stage } });
  return state;
}

const STILL_DELIVERING =
  'The order is filed: what it has still to deliver is marked done or waived on its deliverables';

/** When the workflow could not take an action: no paid order (404), or one whose workflow has ended (409). */
async function whyNoAnswer(app: FastifyInstance, id: string) {
  const order = await findPlacedOrderHead(app.db, id);
  if (!order) return notFound(`Order not found: ${id}`);
  if (order.status === 'CANCELED') return conflict('The order is canceled: no further action is possible');
  if (order.status === 'COMPLETE') return conflict('The order is already complete');
  // Filed with deliverables still pending: the pipeline is done, what is left is marked on the deliverables.
  if (order.stage === 'COMPLETE') return conflict(STILL_DELIVERING);
  return null;
}
