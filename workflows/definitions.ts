// Names and types shared by the onboarding workflow, the worker and the API (queries, updates, signals).
// Only pure code here: this file is bundled into the workflow sandbox.
import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';
import type { PipelineStage } from '../domain/order-stages';

export const ONBOARDING_WORKFLOW = 'onboardingWorkflow';

/** Every order has at most one onboarding workflow, identified by its order id. */
export const onboardingWorkflowId = (orderId: string): string => `onboarding-${orderId}`;

export interface OnboardingInput {
  orderId: string;
}

export interface OnboardingResult {
  orderId: string;
  stage: PipelineStage;
  canceled: boolean;
}

/** The stage the order has reached (recorded in the database). */
export const stageQuery = defineQuery<PipelineStage>('stage');

/** Moves the order to the next stage; answers with the stage reached. Refused once the order is complete or canceled. */
export const advanceUpdate = defineUpdate<PipelineStage>('advance');

/** Cancels the order: it is marked CANCELED and the workflow ends. */
export const cancelSignal = defineSignal<[{ reason?: string }?]>('cancel');
