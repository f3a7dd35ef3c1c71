// Temporal workflow code (runs in the deterministic sandbox): import only pure modules here.
import {
  ActivityFailure,
  ApplicationFailure,
  allHandlersFinished,
  CancellationScope,
  condition,
  isCancellation,
  patched,
  proxyActivities,
  setHandler,
  uuid4,
} from '@temporalio/workflow';
import type { PipelineStage } from '../domain/order-stages';
import {
  type Actor,
  applyAction,
  type DocumentState,
  initialPipelineState,
  type PipelineAction,
  type PipelineState,
  REVIEW_REMINDER_HOURS,
  refusalFor,
  type Transition,
} from '../domain/pipeline';
import { simulatedStep } from '../domain/pipeline-simulation';
import type { OnboardingActivities } from '../worker/activities';
import {
  clientResponseUpdate,
  type OnboardingInput,
  type OnboardingResult,
  ORDER_STILL_STARTING,
  pipelineQuery,
  signatureUpdate,
  staffActionUpdate,
  stageQuery,
} from './definitions';
import { recordSearchStage } from './search-attributes';
import { remindSignatures } from './signature-reminders';

export * from './definitions';
export * from './mail-escalation';
export * from './mail-escalation-definitions';
export * from './webhook-delivery';
export * from './webhook-delivery-definitions';

const retry = { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' };
// Database writes of milliseconds: a short limit, so an attempt lost with a killed worker is retried within seconds
// (each activity is idempotent, a late attempt changes nothing twice).
const activities = proxyActivities<OnboardingActivities>({ startToCloseTimeout: '10 seconds', retry });
// The activity renders and stores the documents itself (milliseconds each): this is the step's only retry policy.
const { generateOrderDocument, generateOrderDocuments } = proxyActivities<OnboardingActivities>({
  startToCloseTimeout: '20 seconds',
  retry,
});
// A refund that still fails after these attempts is recorded on the order for staff to follow up.
const { refundPayment } = proxyActivities<OnboardingActivities>({
  startToCloseTimeout: '1 minute',
  retry: { ...retry, maximumAttempts: 8 },
});

interface Accepted {
  seq: number;
  eventId: string;
  transition: Transition;
  actor: Actor | null;
}

/**
 * The onboarding pipeline of a paid order: review -> documents -> filing -> complete, as the order's kind plans
 * them (domain/order-kind-stages.ts: an EIN records its submission to the IRS, a good standing is not signed),
 * driven by staff actions (updates with validators) and the client's answer to a change request. The pure rules live in
 * domain/pipeline.ts; this function holds the state, runs each action's effects as activities, in order,
 * reminds staff when an order waits in review for a day, and waits for the client's signatures before filing
 * (reminding the client on durable timers, workflows/signature-reminders.ts). A test-mode order takes those steps
 * itself, the state filing simulated (domain/pipeline-simulation.ts).
 */
export async function onboardingWorkflow({ orderId }: OnboardingInput): Promise<OnboardingResult> {
  // Runs started before e-signature existed replay without it (no marker in their history).
  const signaturesRequired = patched('e-signature');
  // Runs started before staff actions answered on acceptance replay with the answer after the write.
  const staffAnswersOnAcceptance = patched('staff-action-answers-on-acceptance');
  // Runs started before the batch keep scheduling one activity per document.
  const documentsInOneActivity = patched('documents-in-one-activity');
  // Runs started before plans named their stages run every stage (review, documents, signature, filing).
  const kindStages = patched('order-kind-stages');
  // Set once the order's plan is loaded. The handlers are registered before that first await, so an action that
  // arrives while the run is still starting waits for the plan instead of finding no handler.
  let ready = false;
  let state!: PipelineState;
  const started = (): PipelineState => {
    if (!ready) throw ApplicationFailure.nonRetryable(ORDER_STILL_STARTING, 'OrderStarting');
    return state;
  };
  const inbox: Accepted[] = [];
  let accepted = 0;
  let processed = 0;

  const accept = (action: PipelineAction, actor: Actor | null): Accepted => {
    const refusal = refusalFor(started(), action);
    if (refusal) throw ApplicationFailure.nonRetryable(refusal, 'ActionRefused');
    const transition = applyAction(state, action, uuid4());
    state = transition.state;
    const item = { seq: ++accepted, eventId: uuid4(), transition, actor };
    inbox.push(item);
    return item;
  };
  /** Accepts the action now (later ones are checked against it) and answers once its effects are recorded. */
  const act = async (action: PipelineAction, actor: Actor | null): Promise<PipelineState> => {
    const item = accept(action, actor);
    await condition(() => processed >= item.seq);
    return state;
  };
  /**
   * A staff action answers as soon as it is accepted: the answer is durable once this workflow task completes, and
   * the database write follows as the main loop's activity (retried, and scheduled again by a replay after a lost
   * worker). Later actions are checked against the accepted state, so the order of the writes is the order of the
   * actions.
   */
  const staffAct = async (action: PipelineAction, actor: Actor | null): Promise<PipelineState> => {
    if (!staffAnswersOnAcceptance) return act(action, actor);
    accept(action, actor);
    return state;
  };
  /** Checked again on acceptance: an action taken in while the run was starting is validated there. */
  const validate = (action: PipelineAction) => {
    const refusal = ready && refusalFor(state, action);
    if (refusal) throw ApplicationFailure.nonRetryable(refusal, 'ActionRefused');
  };
  /** A handler that runs at once when the plan is loaded (as it always did), else as soon as it is. */
  const whenStarted =
    <A, R>(handler: (arg: A) => Promise<R>) =>
    (arg: A): Promise<R> =>
      ready ? handler(arg) : condition(() => ready).then(() => handler(arg));

  setHandler(stageQuery, () => started().stage);
  setHandler(pipelineQuery, () => started());
  setHandler(
    staffActionUpdate,
    whenStarted(({ action, actor }) => staffAct(action, actor)),
    { validator: ({ action }) => validate(action) },
  );
  setHandler(
    clientResponseUpdate,
    whenStarted(({ message, actor }) => act({ action: 'clientResponse', message }, actor)),
    { validator: ({ message }) => validate({ action: 'clientResponse', message }) },
  );
  setHandler(
    signatureUpdate,
    whenStarted(({ actor, ...signature }) => act({ action: 'signDocument', ...signature }, actor)),
    { validator: ({ actor: _actor, ...signature }) => validate({ action: 'signDocument', ...signature }) },
  );

  const plan = await activities.loadOrderPlan(orderId);
  // The kind's plan: a kind without a signature step files unsigned, one with a submission step records it first.
  const steps = (kindStages && plan.steps) || null;
  state = initialPipelineState(orderId, plan.states, plan.documents, {
    signaturesRequired: signaturesRequired && (!steps || steps.includes('signature')),
    submissionRequired: steps?.includes('submission') ?? false,
  });
  ready = true;

  /** Writes one history entry (and the order's stage) to the database, then to the queried state. */
  const record = async (
    eventId: string,
    stage: PipelineStage,
    action: string,
    actor: Actor | null,
    note: string | null,
  ) => {
    const at = new Date().toISOString();
    await activities.recordTransition({ orderId, eventId, stage, action, actor, note });
    recordSearchStage(state.canceled ? 'CANCELED' : stage);
    const entry = { stage, action, actorEmail: actor?.email ?? null, note, at };
    state = { ...state, history: [...state.history, entry] };
  };

  // Documents render in the background so that a cancel is handled at once; only one batch runs at a time
  // (the rules refuse confirm and regenerate while generating).
  let generation: CancellationScope | null = null;
  const generate = (documents: DocumentState[]) => {
    const scope = new CancellationScope();
    generation = scope;
    scope
      .run(async () => {
        // One activity for the batch: its claims and versions take a few queries, not several per document, and
        // Temporal schedules, runs and completes one task instead of one per document.
        if (documentsInOneActivity) await generateOrderDocuments({ orderId, documents });
        else await Promise.all(documents.map((document) => generateOrderDocument({ orderId, ...document })));
        state = { ...state, generating: false };
        const note = documents.map((d) => `${d.key} v${d.version}`).join(', ');
        // Recorded by the main loop, in turn with staff actions: a confirm accepted right after this cannot reach
        // the database before it (one writer of the order's stage, in order).
        const entry = { stage: 'DOCUMENTS' as const, action: 'documentsReady', note };
        inbox.push({ seq: ++accepted, eventId: uuid4(), transition: { state, entry, effects: [] }, actor: null });
      })
      .catch((err) => {
        if (!isCancellation(err)) throw err;
      });
  };

  /** A paid order's refund; a refund that cannot be made is recorded for staff rather than failing the run. */
  const refund = async () => {
    try {
      const { refundId } = await refundPayment({ orderId });
      if (refundId) await record(uuid4(), state.stage, 'refunded', null, refundId);
    } catch (err) {
      const reason = err instanceof ActivityFailure && err.cause ? err.cause.message : String(err);
      await record(uuid4(), state.stage, 'refundFailed', null, reason);
    }
  };

  // The reminders of the current signing round run beside the main loop, on durable timers.
  const signingReminders = remindSignatures({
    orderId,
    dayMs: plan.signatureReminderDayMs,
    stillWaiting: (round) => state.signing && state.signingRound === round && !state.canceled,
    activities,
  });

  /** A test-mode order's next step, taken as staff's or the client's would be (a staff action wins a race). */
  const takeSimulatedStep = async () => {
    const step = simulatedStep(state, new Date().toISOString());
    if (!step) return;
    if (step.action === 'signDocument')
      await activities.signSimulated({ orderId, documentKey: step.documentKey, version: step.version });
    if (inbox.length === 0 && refusalFor(state, step) === null) accept(step, null);
  };

  await record(uuid4(), 'PENDING_REVIEW', 'paid', null, null);

  let reminders = 0;
  for (;;) {
    // Decided from the order's stored mode (its plan), never from a caller's input.
    if (plan.simulated && inbox.length === 0) await takeSimulatedStep();
    const waitingForStaff = state.stage === 'PENDING_REVIEW' && !state.changeRequest;
    const arrived = await condition(
      () => inbox.length > 0,
      waitingForStaff ? `${REVIEW_REMINDER_HOURS} hours` : undefined,
    );
    if (arrived === false) {
      await activities.remindStaff({ orderId, reminder: ++reminders });
      continue;
    }
    const item = inbox.shift()!;
    const { transition, actor } = item;
    await record(item.eventId, transition.entry.stage, transition.entry.action, actor, transition.entry.note);
    for (const effect of transition.effects) {
      switch (effect.kind) {
        case 'openChangeRequest':
          await activities.openChangeRequest({
            orderId,
            changeRequestId: transition.state.changeRequest!.id,
            message: effect.message,
            fields: effect.fields,
            dueDate: effect.dueDate,
            actor,
          });
          break;
        case 'answerChangeRequest':
          await activities.answerChangeRequest({ orderId, ...effect });
          break;
        case 'openFilings':
          await activities.openFilings({ orderId, states: effect.states });
          break;
        case 'recordFiling':
          await activities.recordFiling({ orderId, filing: effect.filing });
          break;
        case 'generateDocuments':
          generate(effect.documents);
          break;
        case 'requestSignatures':
          await activities.requestSignatures({ orderId, round: effect.round, documents: effect.documents });
          signingReminders.start(effect.round);
          break;
        case 'voidSignatures':
          await activities.voidSignatures({ orderId, keys: effect.keys });
          break;
        case 'cancel':
          (generation as CancellationScope | null)?.cancel();
          await activities.cancelOrder({ orderId, reason: effect.reason, actor });
          break;
        case 'complete':
          await activities.completeOrder({ orderId });
          break;
      }
    }
    processed = item.seq;
    if (!transition.state.signing || transition.state.canceled) signingReminders.stop();
    // The item's own outcome ends the run, not the latest state: an action accepted after it (a cancel) waits in
    // the inbox and is processed, and answered, in its turn.
    if (transition.state.canceled) {
      await refund();
      break;
    }
    if (transition.state.stage === 'COMPLETE') break;
  }
  await condition(allHandlersFinished);
  return { orderId, stage: state.stage, canceled: state.canceled };
}
