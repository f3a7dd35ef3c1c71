// The stages of each kind's plan: the steps the one onboarding workflow runs for an order of the kind (a subset of
// review -> documents -> signature -> filing -> complete, plus a submission the kind records before its outcome:
// an EIN's 'Submitted to the IRS'), and how each reads on the order pages. The workflow receives the steps with
// the order's plan (worker/pipeline/order-records.ts) and the pure rules (domain/pipeline.ts) follow them.
// The stages themselves are each kind's module's (domain/kinds/<kind>.ts).
import { kindModule, ORDER_KIND_MODULES, type OrderKind } from './kinds';
import { type PlanStage, type PlanStep, STEP_STAGE } from './kinds/types';
import type { PipelineStage } from './order-stages';
import type { StaffActionName } from './staff-actions';

export type { PlanStep } from './kinds/types';

/**
 * Each kind's stages, from its module (domain/kinds/<kind>.ts).
 * @internal
 */
export const ORDER_KIND_STAGES = Object.fromEntries(
  Object.values(ORDER_KIND_MODULES).map((m) => [m.kind, m.stages]),
) as unknown as Record<OrderKind, readonly PlanStage[]>;

const kindOf = (kind: string): OrderKind => kindModule(kind).kind as OrderKind;

/** The steps an order of the kind runs, in order (a formation's for an unknown kind). */
export const planSteps = (kind: string): PlanStep[] => ORDER_KIND_STAGES[kindOf(kind)].map((s) => s.step);

/**
 * The step an order waits in, from its stage and its recorded history (null once complete).
 * @internal
 */
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

/** The staff action's label for the kind, or the general one given. */
export const kindActionLabel = (kind: string, action: StaffActionName, general: string): string =>
  kindModule(kind).actionLabels[action] ?? general;

/** How a recorded step reads for the kind, or null where the general wording fits. */
export const kindHistoryLabel = (kind: string, action: string): string | null =>
  kindModule(kind).historyLabels[action] ?? null;
