// The onboarding workflow's custom search attributes, so that operators can filter workflows in the Temporal Web
// UI and `client.workflow.list({ query })` by order stage, customer email, states and amount. The outbox relay
// sets all four when it starts the workflow (with a memo of the order's summary); the workflow keeps OrderStage
// and the memo's stage current after each transition (`recordSearchStage`). Each server must know them first: the dev servers
// register them at launch (scripts/temporal/dev-server.ts), a cluster with `temporal operator search-attribute
// create`.
import { defineSearchAttributeKey, type SearchAttributePair, SearchAttributeType } from '@temporalio/common';
import { upsertMemo, upsertSearchAttributes, workflowInfo } from '@temporalio/workflow';
import type { PipelineStage } from '../domain/order-stages';

/** @internal */
export const ORDER_STAGE = defineSearchAttributeKey('OrderStage', SearchAttributeType.KEYWORD);
/** @internal */
export const CUSTOMER_EMAIL = defineSearchAttributeKey('CustomerEmail', SearchAttributeType.KEYWORD);
/** @internal */
export const ORDER_STATES = defineSearchAttributeKey('OrderStates', SearchAttributeType.KEYWORD_LIST);
/** @internal */
export const ORDER_AMOUNT_USD = defineSearchAttributeKey('OrderAmountUSD', SearchAttributeType.DOUBLE);

const ORDER_SEARCH_ATTRIBUTES = [ORDER_STAGE, CUSTOMER_EMAIL, ORDER_STATES, ORDER_AMOUNT_USD] as const;

/** The stage shown in OrderStage: the pipeline stage, or CANCELED once the order is canceled. */
export type SearchStage = PipelineStage | 'CANCELED';

/** The type names the Temporal CLI takes (`--search-attribute Name=Type`, `search-attribute create --type`). */
const CLI_TYPES: Record<(typeof ORDER_SEARCH_ATTRIBUTES)[number]['type'], string> = {
  KEYWORD: 'Keyword',
  KEYWORD_LIST: 'KeywordList',
  DOUBLE: 'Double',
};

/** `Name=Type` of each attribute, as `temporal server start-dev --search-attribute` takes them. */
export const searchAttributeDefinitions = (): string[] =>
  ORDER_SEARCH_ATTRIBUTES.map((key) => `${key.name}=${CLI_TYPES[key.type]}`);

/** The order summary kept in the workflow's memo (shown by the Web UI next to the workflow). */
export interface OrderMemo {
  orderId: string;
  customer: string;
  email: string;
  company: string;
  states: string[];
  packages: string[];
  services: string[];
  totalUSD: number;
  paidAt: string | null;
  /** The order's stage, kept current by the workflow like OrderStage (PENDING_REVIEW at start). */
  stage: SearchStage;
}

/** The four attributes of a paid order at the start of its workflow (in review). */
export function orderSearchAttributes(order: {
  contactEmail: string;
  states: string[];
  totalUSD: number;
}): SearchAttributePair[] {
  return [
    { key: ORDER_STAGE, value: 'PENDING_REVIEW' },
    { key: CUSTOMER_EMAIL, value: order.contactEmail.toLowerCase() },
    { key: ORDER_STATES, value: [...order.states] },
    { key: ORDER_AMOUNT_USD, value: order.totalUSD },
  ];
}

/**
 * Workflow code: keeps OrderStage and the memo's stage current, each in runs started with it only. Runs started
 * without them (before they existed, whose recorded histories must replay unchanged, or, for the attribute, on a
 * server that does not know it, where an upsert would fail every workflow task) never upsert. The start event
 * decides, so replay is stable.
 */
export function recordSearchStage(stage: SearchStage): void {
  const info = workflowInfo();
  if (info.typedSearchAttributes.get(ORDER_STAGE) !== undefined)
    upsertSearchAttributes([{ key: ORDER_STAGE, value: stage }]);
  if (info.memo?.stage !== undefined) upsertMemo({ stage });
}
