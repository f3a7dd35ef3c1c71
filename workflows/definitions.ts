// Names and types shared by the onboarding workflow, the worker and the API (queries, updates).
// Only pure code here: this file is bundled into the workflow sandbox.
import { defineQuery, defineUpdate } from '@temporalio/workflow';
import type { SignatureMethod } from '../domain/e-signature';
import type { PipelineStage } from '../domain/order-stages';
import type { Actor, PipelineState, StaffAction } from '../domain/pipeline';

export const ONBOARDING_WORKFLOW = 'onboardingWorkflow';

/** Every order has at most one onboarding workflow, identified by its order id. */
export const onboardingWorkflowId = (orderId: string): string => `onboarding-${orderId}`;

/** What a person is told while an order's workflow has not yet started or loaded the order. */
export const ORDER_STILL_STARTING = 'The order is still starting, try again in a moment.';

export interface OnboardingInput {
  orderId: string;
}

export interface OnboardingResult {
  orderId: string;
  stage: PipelineStage;
  canceled: boolean;
}

export interface StaffActionRequest {
  action: StaffAction;
  actor: Actor;
}

/** A document signed (by the client, or a wet-ink scan recorded by staff), already stored by the API. */
export interface SignatureRequest {
  documentKey: string;
  version: number;
  method: SignatureMethod;
  actor: Actor;
}

export interface ClientResponseRequest {
  message: string;
  actor: Actor;
}

/** The stage the order has reached. */
export const stageQuery = defineQuery<PipelineStage>('stage');

/** The whole pipeline: stage, each state's filing, the documents and the transition history. */
export const pipelineQuery = defineQuery<PipelineState>('pipeline');

/**
 * A staff action (approve, request changes, confirm or regenerate documents, record a filing or a rejection,
 * cancel). Its validator refuses an action that does not fit the current state, before it enters history.
 * Answers the pipeline as soon as the workflow has accepted the action (durable from then on); the database
 * write of the transition follows a moment later, as the workflow's activity.
 */
export const staffActionUpdate = defineUpdate<PipelineState, [StaffActionRequest]>('staffAction');

/** The client's answer to an open change request: the order returns to review. */
export const clientResponseUpdate = defineUpdate<PipelineState, [ClientResponseRequest]>('clientResponse');

/**
 * One document's signature: validated against the pipeline's rules (waiting for signatures, the current version,
 * not yet signed); the last one moves the order to State Filing.
 */
export const signatureUpdate = defineUpdate<PipelineState, [SignatureRequest]>('signature');
