// The stages of each kind's plan: the steps the one onboarding workflow runs for an order of the kind (a subset of
// review -> documents -> signature -> filing -> complete, plus a submission the kind records before its outcome:
// an EIN's 'Submitted to the IRS'), and how each reads on the order pages. The workflow receives the steps with
// the order's plan (worker/pipeline/order-records.ts) and the pure rules (domain/pipeline.ts) follow them.
// Pure, without imports of code: the storefront, the back-office and the workflow sandbox may import it.
import type { OrderKind } from './order-kinds';
import type { PipelineStage } from './order-stages';
import type { StaffActionName } from './staff-actions';

export const PLAN_STEPS = ['review', 'documents', 'signature', 'submission', 'filing', 'complete'] as const;
export type PlanStep = (typeof PLAN_STEPS)[number];

/** The pipeline stage (the order's `stage`, the board's columns) each step runs in. */
const STEP_STAGE: Record<PlanStep, PipelineStage> = {
  review: 'PENDING_REVIEW',
  documents: 'DOCUMENTS',
  signature: 'DOCUMENTS',
  submission: 'FILING',
  filing: 'FILING',
  complete: 'COMPLETE',
};

/**
 * A step of a plan; without a label it is shown as part of the step before (a formation's signatures). A `recorded`
 * step's label says what happened ('Filed with the state'): the order reaches it only when staff record it.
 */
export interface PlanStage {
  step: PlanStep;
  label?: string;
  recorded?: true;
}

const stage = (step: PlanStep, label?: string): PlanStage => ({ step, label });
const recorded = (step: PlanStep, label: string): PlanStage => ({ step, label, recorded: true });

/** A state filing's plan: review, the kind's documents and the client's signature, the filing, its outcome. */
const stateFiling = (documents: string, complete: string, filing = 'Filed with the state'): PlanStage[] => [
  stage('review', 'Review'),
  stage('documents', documents),
  stage('signature', 'Signed'),
  recorded('filing', filing),
  recorded('complete', complete),
];

export const ORDER_KIND_STAGES: Record<OrderKind, readonly PlanStage[]> = {
  // The spec's four stages; the client's signatures are part of Document Preparation there.
  FORMATION: [
    stage('review', 'Pending Review'),
    stage('documents', 'Document Preparation'),
    stage('signature'),
    stage('filing', 'State Filing'),
    stage('complete', 'Complete'),
  ],
  ANNUAL_REPORT: stateFiling('Report prepared', 'Report filed'),
  AMENDMENT: stateFiling('Amendment prepared', 'Amendment filed'),
  FOREIGN_QUALIFICATION: stateFiling('Application prepared', 'Registered'),
  // The request is ours to the state: nothing for the client to sign.
  GOOD_STANDING: [
    stage('review', 'Review'),
    stage('documents', 'Request prepared'),
    recorded('filing', 'Requested from the state'),
    recorded('complete', 'Certificate received'),
  ],
  // Staff record the SS-4's submission, then the EIN the IRS assigns, which completes the order.
  EIN: [
    stage('review', 'Review'),
    stage('documents', 'SS-4 prepared'),
    stage('signature', 'Signed'),
    recorded('submission', 'Submitted to the IRS'),
    recorded('complete', 'EIN assigned'),
  ],
  DISSOLUTION: stateFiling('Certificate prepared', 'Dissolved'),
};

const kindOf = (kind: string): OrderKind =>
  Object.hasOwn(ORDER_KIND_STAGES, kind) ? (kind as OrderKind) : 'FORMATION';

/** The steps an order of the kind runs, in order (a formation's for an unknown kind). */
export const planSteps = (kind: string): PlanStep[] => ORDER_KIND_STAGES[kindOf(kind)].map((s) => s.step);

/** The step an order waits in, from its stage and its recorded history (null once complete). */
export function currentPlanStep(
  kind: string,
  stage: PipelineStage | null,
  events: readonly { action: string }[],
): PlanStep | null {
  const steps = planSteps(kind);
  const lastOf = (actions: string[]) => events.findLastIndex((e) => actions.includes(e.action));
  switch (stage ?? 'PENDING_REVIEW') {
    case 'PENDING_REVIEW':
      return 'review';
    case 'DOCUMENTS': {
      // Confirmed documents (or signatures coming in) since the last batch was prepared: waiting on the client.
      const last =
        events[
          lastOf([
            'approve',
            'documentsReady',
            'regenerateDocument',
            'rejectFiling',
            'confirmDocuments',
            'signDocument',
          ])
        ];
      const signing = last?.action === 'confirmDocuments' || last?.action === 'signDocument';
      return signing && steps.includes('signature') ? 'signature' : 'documents';
    }
    case 'FILING': {
      const submitted = lastOf(['recordSubmission']) > lastOf(['rejectFiling']);
      if (steps.includes('submission') && !submitted) return 'submission';
      return steps.includes('filing') ? 'filing' : 'complete';
    }
    case 'COMPLETE':
      return null;
  }
}

/** The labelled stages shown for the kind, and the one the order is in (their count once complete). */
export function planProgress(
  kind: string,
  stage: PipelineStage | null,
  events: readonly { action: string }[],
): { labels: string[]; active: number } {
  const stages = ORDER_KIND_STAGES[kindOf(kind)];
  const labels = stages.flatMap((s) => (s.label ? [s.label] : []));
  const step = currentPlanStep(kind, stage, events);
  if (step === null) return { labels, active: labels.length };
  // A step without a label counts as the labelled one before it.
  const index = stages.findIndex((s) => s.step === step);
  const active = stages.slice(0, index + 1).filter((s) => s.label).length - 1;
  return { labels, active: Math.max(active, 0) };
}

/**
 * Where the order is, in the kind's words: the step it is at, or, while it waits for staff to record a step that says
 * what happened (an EIN's 'Submitted to the IRS'), the last step it reached. The formation's spec stages name the
 * work under way and read as they are.
 */
export function planStageLabel(kind: string, stage: PipelineStage | null, events: readonly { action: string }[]) {
  const stages = ORDER_KIND_STAGES[kindOf(kind)];
  const step = currentPlanStep(kind, stage, events);
  const index = step === null ? stages.length - 1 : stages.findIndex((s) => s.step === step);
  const reached = step !== null && stages[index]?.recorded ? index - 1 : index;
  const labelled = stages.slice(0, reached + 1).findLast((s) => s.label);
  return labelled?.label ?? stages[0]?.label ?? '';
}

/** How a pipeline stage reads for the kind: the label of its first step in that stage. */
export function kindStageLabel(kind: string, stage: string): string {
  const found = ORDER_KIND_STAGES[kindOf(kind)].find((s) => STEP_STAGE[s.step] === stage && s.label);
  return found?.label ?? stage;
}

/** Staff actions that read in the kind's words (an EIN's filing is the IRS's answer). */
const KIND_ACTION_LABELS: Partial<Record<OrderKind, Partial<Record<StaffActionName, string>>>> = {
  EIN: {
    recordSubmission: 'Record submission to the IRS',
    recordFiling: 'Record EIN assigned',
    rejectFiling: 'Record IRS rejection',
  },
};

/** The staff action's label for the kind, or the general one given. */
export const kindActionLabel = (kind: string, action: StaffActionName, general: string): string =>
  KIND_ACTION_LABELS[kindOf(kind)]?.[action] ?? general;

/** How recorded steps read in the kind's words, where the kind has its own. */
const KIND_HISTORY_LABELS: Partial<Record<OrderKind, Record<string, string>>> = {
  EIN: { recordSubmission: 'Submitted to the IRS', recordFiling: 'EIN assigned', rejectFiling: 'Returned by the IRS' },
};

/** How a recorded step reads for the kind, or null where the general wording fits. */
export const kindHistoryLabel = (kind: string, action: string): string | null =>
  KIND_HISTORY_LABELS[kindOf(kind)]?.[action] ?? null;
