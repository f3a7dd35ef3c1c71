// What an order kind is: one module (domain/kinds/<kind>.ts) holding everything that differs per kind, its names
// and button, stages and staff actions in its own words, the details it asks (a zod schema whose fields carry their
// form label and help), its documents, price rule, completion and certificate, and what it can be ordered for.
// The registry (domain/kinds/index.ts) requires every field of these interfaces, so an incomplete kind does not
// compile. Everything else (the storefront's and back-office's forms, the partner API, offers, emails) reads them.
import { z } from 'zod';
import type { EntityType } from '../catalog';
import type { PipelineStage } from '../order-stages';
import type { StaffActionName } from '../staff-actions';
import type { StateFee } from '../state-fees';

/** @internal */
export const PLAN_STEPS = ['review', 'documents', 'signature', 'submission', 'filing', 'complete'] as const;
export type PlanStep = (typeof PLAN_STEPS)[number];

/** The pipeline stage (the order's `stage`, the board's columns) each step runs in. */
export const STEP_STAGE: Record<PlanStep, PipelineStage> = {
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

export const stage = (step: PlanStep, label?: string): PlanStage => ({ step, label });
export const recorded = (step: PlanStep, label: string): PlanStage => ({ step, label, recorded: true });

/** A state filing's plan: review, the kind's documents and the client's signature, the filing, its outcome. */
export const stateFiling = (documents: string, complete: string, filing = 'Filed with the state'): PlanStage[] => [
  stage('review', 'Review'),
  stage('documents', documents),
  stage('signature', 'Signed'),
  recorded('filing', filing),
  recorded('complete', complete),
];

/** What a plan needs to know of the entity an order is for. */
export interface PlanEntity {
  businessName: string;
  stateCode: string;
  entityType: EntityType;
  status: 'ACTIVE' | 'DISSOLVED';
  ein: string | null;
}

/** How a details field shows in a form: its label and help; `state` picks a state, `multiline` takes paragraphs. */
export interface KindFieldMeta {
  label: string;
  help?: string;
  input?: 'text' | 'multiline' | 'state';
}

/** The form metadata of the details schemas' fields (kept apart from zod's global registry: JSON Schema unchanged). */
export const kindFieldRegistry = z.registry<KindFieldMeta>();

/** A details field with its form label and help. */
export const field = <T extends z.ZodType>(schema: T, meta: KindFieldMeta): T => {
  kindFieldRegistry.add(schema, meta);
  return schema;
};

interface ServiceFee {
  id: string;
  name: string;
  price: number;
}

/** What staff enter to complete the kind (the filing's confirmation field), and its format where one applies. */
export interface Completion {
  label: string;
  pattern?: RegExp;
  hint?: string;
}

/**
 * What completing an entity order changes, as data platform/services/entities/entity-order-effects.ts carries out
 * (idempotent): a kind reusing one of these needs no code there.
 */
type CompletionEffect =
  /** Nothing on the entity (a certificate is in its documents). */
  | { type: 'none' }
  /** The entity's oldest open report obligation is filed, naming the order. */
  | { type: 'fileReport' }
  /** The entity's columns take the details named (a new name, a new agent). */
  | { type: 'updateEntity'; columns: Partial<Record<'businessName' | 'registeredAgent', string>> }
  /** The confirmation staff recorded is stored on the entity (the EIN). */
  | { type: 'storeConfirmation'; column: 'ein' }
  /** The order's entity in the filing state becomes a formed entity with its own obligations, pointing home. */
  | { type: 'registerInFilingState' }
  /** The entity is dissolved: every open obligation ends. */
  | { type: 'dissolve' }
  /** We become the entity's registered agent: the agent another filing named is cleared (null is ours). */
  | { type: 'appointOurAgent' };

/** What every kind says of itself. */
interface KindBase<K extends string> {
  kind: K;
  /** How it reads on a chip, a card or a list. */
  label: string;
  /** Its stages on the one pipeline, each in its own words. */
  stages: readonly PlanStage[];
  /** Staff actions in the kind's words (an EIN's filing is the IRS's answer); {} where the general ones fit. */
  actionLabels: Partial<Record<StaffActionName, string>>;
  /** How recorded steps read in its history; {} where the general wording fits. */
  historyLabels: Partial<Record<string, string>>;
  completion: Completion;
  /** What staff record to complete it, in words. */
  completes: string;
  /** Completed with a file the state issues, uploaded on the order page (a good standing's certificate). */
  certificate: boolean;
  /** The emails' words: what the client signs, and what we do once it is signed ('file with the state'). */
  emails: { documents: string; filing: string };
}

/** The storefront's checkout: a new company, its documents and price from the cart (domain/pricing.ts). */
export interface FormationKind<K extends string = string> extends KindBase<K> {
  orderedFor: 'new company';
}

/** Work on a formed entity, ordered from its page, by phone or through the partner API. */
export interface EntityKind<K extends string = string, S extends z.ZodObject = z.ZodObject> extends KindBase<K> {
  orderedFor: 'formed entity';
  /** The entity page's button that starts it. */
  button: string;
  /** What we do, in a sentence the order form shows where the kind asks nothing. */
  summary: string;
  /** Whether a dissolved entity may still order it (its own refusal then says where not). */
  afterDissolution: boolean;
  /** What ordering it changes for good, told before the client pays (a dissolution ends the company). */
  consequences?: readonly string[];
  /** The details asked of the client: a strict zod schema, each field with its label and help (`field`). */
  details: S;
  /** Details that fit, for pricing the offer before the client fills the form (a test parses them). */
  example: z.infer<S>;
  /** The detail naming a state the order files in, priced per state (the form lists each state with its price). */
  stateChoice?: keyof z.infer<S> & string;
  /** The detail listing the people on record (officers, managers), prefilled from the entity's record; null if none. */
  peopleField: (keyof z.infer<S> & string) | null;
  /** The templates it generates (domain/document-templates.ts). */
  documents(details: z.infer<S>): string[];
  /** Our service fee. */
  service: ServiceFee;
  /** The fee of the office it files with, for an entity of this type in this state; null where it has no such filing. */
  stateFee(stateCode: string, entityType: EntityType): StateFee | null;
  /** The price line of that fee ('Delaware filing fee', 'IRS fee'). */
  stateFeeName(stateName: string): string;
  /** The state it files in: the entity's own, or one its details name. */
  filingState(entity: PlanEntity, details: z.infer<S>): string;
  /** Why it does not fit the entity now (a 409), or null. */
  refusal(entity: PlanEntity, details: z.infer<S>): string | null;
  /** What completion changes, in words, and as the effect platform/services/entities/entity-order-effects.ts makes. */
  changes: string;
  effect: CompletionEffect;
}

export type OrderKindModule = FormationKind | EntityKind;
