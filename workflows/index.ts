// Temporal workflow code (runs in the deterministic sandbox): import only pure modules here.
import { ApplicationFailure, allHandlersFinished, condition, proxyActivities, setHandler } from '@temporalio/workflow';
import { nextStage, PIPELINE_STAGES, type PipelineStage } from '../domain/order-stages';
import type { OnboardingActivities } from '../worker/activities';
import { advanceUpdate, cancelSignal, type OnboardingInput, type OnboardingResult, stageQuery } from './definitions';

export * from './definitions';

const { setOrderStage, cancelOrder } = proxyActivities<OnboardingActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

/**
 * The onboarding pipeline of a paid order: review -> documents -> filing -> complete.
 * Staff move the order forward with the `advance` update; the `cancel` signal ends it.
 */
export async function onboardingWorkflow({ orderId }: OnboardingInput): Promise<OnboardingResult> {
  /** The stage recorded in the database. */
  let stage: PipelineStage = 'PENDING_REVIEW';
  /** The stage requested through `advance` (ahead of `stage` while the database write runs). */
  let target: PipelineStage = stage;
  let canceled = false;
  let cancelReason: string | undefined;

  setHandler(stageQuery, () => stage);
  setHandler(cancelSignal, (input) => {
    canceled = true;
    cancelReason = input?.reason;
  });
  setHandler(
    advanceUpdate,
    async () => {
      const next: PipelineStage = nextStage(target)!;
      target = next;
      const reached = () => PIPELINE_STAGES.indexOf(stage) >= PIPELINE_STAGES.indexOf(next);
      await condition(() => reached() || canceled);
      if (!reached()) throw ApplicationFailure.nonRetryable('The order was canceled', 'OrderCanceled');
      return next;
    },
    {
      validator: () => {
        if (canceled) throw new Error('The order is canceled');
        if (target === 'COMPLETE') throw new Error('The order is already complete');
      },
    },
  );

  await setOrderStage(orderId, stage);
  while (stage !== 'COMPLETE') {
    await condition(() => canceled || target !== stage);
    if (canceled) {
      await cancelOrder(orderId, cancelReason);
      await condition(allHandlersFinished);
      return { orderId, stage, canceled: true };
    }
    const next: PipelineStage = nextStage(stage)!;
    await setOrderStage(orderId, next);
    stage = next;
  }
  await condition(allHandlersFinished);
  return { orderId, stage, canceled: false };
}
