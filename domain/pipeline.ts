// The onboarding pipeline as a pure state machine: which staff and client actions fit an order's current
// state (with the refusal message when one does not) and the state each accepted action leads to.
// The Temporal workflow holds this state and runs the side effects; the API and the back-office use the same
// rules to offer only the actions that fit. Bundled into the workflow sandbox: keep it free of I/O.
import { needsSignature, type SignatureMethod } from './e-signature';
import type { PipelineStage } from './order-stages';
// Type only: the workflow sandbox bundles this file, and the schema (with zod) stays out of it.
import type { StaffAction, StaffActionName } from './staff-actions';

export type { StaffAction, StaffActionName };

const FILING_STATUSES = ['PENDING', 'FILED', 'REJECTED'] as const;
type FilingStatus = (typeof FILING_STATUSES)[number];

export interface Actor {
  id: string | null;
  email: string | null;
}

/** The client's answer to a change request (POST /api/orders/:id/change-response). */
interface ClientResponse {
  action: 'clientResponse';
  message: string;
}

/**
 * A signature of one document at one version: the client's own, or a wet-ink scan recorded by staff.
 * @internal
 */
export interface SignDocument {
  action: 'signDocument';
  documentKey: string;
  version: number;
  method: SignatureMethod;
}

export type PipelineAction = StaffAction | ClientResponse | SignDocument;

export const STAFF_ACTION_LABELS: Record<StaffActionName, string> = {
  approve: 'Approve',
  requestChanges: 'Request changes',
  confirmDocuments: 'Confirm documents',
  regenerateDocument: 'Regenerate document',
  recordSubmission: 'Record submission',
  recordFiling: 'Record filing',
  rejectFiling: 'Record rejection',
  cancel: 'Cancel order',
};

/** How each recorded step reads in a timeline (staff actions, the client's answer and the system's steps). */
export const ACTION_LABELS: Record<string, string> = {
  paid: 'Payment received',
  approve: 'Approved',
  requestChanges: 'Changes requested',
  clientResponse: 'Client answered',
  signDocument: 'Document signed',
  documentsReady: 'Documents ready',
  confirmDocuments: 'Documents confirmed',
  regenerateDocument: 'Document regenerated',
  recordSubmission: 'Submission recorded',
  recordFiling: 'Filing recorded',
  rejectFiling: 'Filing rejected',
  cancel: 'Canceled',
  refunded: 'Refunded',
  refundFailed: 'Refund failed',
};

export interface FilingState {
  stateCode: string;
  status: FilingStatus;
  confirmationNumber: string | null;
  filedAt: string | null;
  rejectionReason: string | null;
}

/** A formation document of the order: one template for one state, at a version. */
export interface DocumentState {
  /** `${stateCode}:${template}` */
  key: string;
  stateCode: string;
  template: string;
  version: number;
}

interface HistoryEntry {
  stage: PipelineStage;
  action: string;
  actorEmail: string | null;
  note: string | null;
  at: string;
}

export interface PipelineState {
  orderId: string;
  stage: PipelineStage;
  canceled: boolean;
  /** An open change request waits for the client's answer. */
  changeRequest: { id: string; message: string } | null;
  /** Documents are being produced: staff cannot confirm or regenerate until they are ready. */
  generating: boolean;
  /** States whose documents the documents stage prepares (all at first, the rejected ones after a rejection). */
  preparing: string[];
  documents: DocumentState[];
  filings: FilingState[];
  history: HistoryEntry[];
  /** Whether the client signs documents before filing (false in runs started before e-signature existed). */
  signaturesRequired: boolean;
  /** Confirmed documents wait for the client's signatures ("waiting on client"): filing has not started. */
  signing: boolean;
  /** Counts the signature requests (each confirm that asks for signatures starts a new round of reminders). */
  signingRound: number;
  /** The signatures given, each for one version of one document (a regenerated document needs a new one). */
  signatures: SignatureState[];
  /** The plan records each filing's submission before its outcome (an EIN's SS-4 sent to the IRS). */
  submissionRequired: boolean;
  /** States whose filing is recorded as submitted in the current round of filing. */
  submitted: string[];
}

interface SignatureState {
  key: string;
  version: number;
  method: SignatureMethod;
}

export function initialPipelineState(
  orderId: string,
  states: string[],
  documents: DocumentState[],
  {
    signaturesRequired = false,
    submissionRequired = false,
  }: { signaturesRequired?: boolean; submissionRequired?: boolean } = {},
): PipelineState {
  return {
    orderId,
    stage: 'PENDING_REVIEW',
    canceled: false,
    changeRequest: null,
    generating: false,
    preparing: [...states],
    documents,
    filings: states.map((stateCode) => ({
      stateCode,
      status: 'PENDING',
      confirmationNumber: null,
      filedAt: null,
      rejectionReason: null,
    })),
    history: [],
    signaturesRequired,
    signing: false,
    signingRound: 0,
    signatures: [],
    submissionRequired,
    submitted: [],
  };
}

/** The documents being prepared that still need the client's signature at their current version. */
export function unsignedDocuments(state: PipelineState): DocumentState[] {
  if (!state.signaturesRequired) return [];
  return state.documents.filter(
    (d) =>
      state.preparing.includes(d.stateCode) &&
      needsSignature(d.template) &&
      !state.signatures.some((s) => s.key === d.key && s.version === d.version),
  );
}

const STAGE_NAMES: Record<PipelineStage, string> = {
  PENDING_REVIEW: 'Pending Review',
  DOCUMENTS: 'Document Preparation',
  FILING: 'State Filing',
  COMPLETE: 'Complete',
};

const inStage = (state: PipelineState, stage: PipelineStage, what: string): string | null =>
  state.stage === stage
    ? null
    : `${what} is only possible in ${STAGE_NAMES[stage]}; the order is in ${STAGE_NAMES[state.stage]}`;

/** Why an action does not fit the order's state, or null when it does. */
export function refusalFor(state: PipelineState, action: PipelineAction): string | null {
  if (state.canceled) return 'The order is canceled: no further action is possible';
  if (state.stage === 'COMPLETE') return 'The order is already complete';
  switch (action.action) {
    case 'approve':
    case 'requestChanges': {
      const what = action.action === 'approve' ? 'Approving' : 'Requesting changes';
      const wrongStage = inStage(state, 'PENDING_REVIEW', what);
      if (wrongStage) return wrongStage;
      if (state.changeRequest) return "A change request is open: wait for the client's answer";
      return null;
    }
    case 'clientResponse':
      if (!state.changeRequest) return 'There is no open change request to answer';
      return null;
    case 'confirmDocuments':
    case 'regenerateDocument': {
      const what = action.action === 'confirmDocuments' ? 'Confirming documents' : 'Regenerating a document';
      const wrongStage = inStage(state, 'DOCUMENTS', what);
      if (wrongStage) return wrongStage;
      if (state.generating) return 'The documents are still being generated';
      if (action.action === 'confirmDocuments' && state.signing)
        return "The documents are confirmed and wait for the client's signatures";
      if (action.action === 'regenerateDocument' && !state.documents.some((d) => d.key === action.documentKey))
        return `The order has no document ${action.documentKey}`;
      return null;
    }
    case 'recordSubmission':
    case 'recordFiling':
    case 'rejectFiling': {
      const what = {
        recordSubmission: 'Recording a submission',
        recordFiling: 'Recording a filing',
        rejectFiling: 'Recording a rejection',
      }[action.action];
      const wrongStage = inStage(state, 'FILING', what);
      if (wrongStage) return wrongStage;
      const filing = state.filings.find((f) => f.stateCode === action.stateCode);
      if (!filing) return `The order has no filing in ${action.stateCode}`;
      if (filing.status === 'FILED') return `${action.stateCode} is already filed`;
      if (filing.status === 'REJECTED')
        return `${action.stateCode} was rejected: its documents are being prepared again`;
      const submitted = state.submitted.includes(action.stateCode);
      if (action.action === 'recordSubmission') {
        if (!state.submissionRequired) return 'This order has no submission step: record its filing';
        if (submitted) return `${action.stateCode} is already recorded as submitted`;
      } else if (state.submissionRequired && !submitted)
        return `Record the submission of ${action.stateCode} first: its outcome follows it`;
      return null;
    }
    case 'signDocument': {
      if (!state.signing) return 'The order is not waiting for signatures';
      const document = state.documents.find((d) => d.key === action.documentKey);
      if (!document) return `The order has no document ${action.documentKey}`;
      if (!needsSignature(document.template)) return `${action.documentKey} does not need a signature`;
      if (action.version !== document.version)
        return `Version ${action.version} of ${action.documentKey} is superseded: version ${document.version} is current`;
      if (!unsignedDocuments(state).some((d) => d.key === document.key))
        return `${action.documentKey} is already signed`;
      return null;
    }
    case 'cancel':
      return null;
  }
}

/** The actions staff may take now (for offering only those in the back-office). */
export function allowedStaffActions(state: PipelineState): StaffActionName[] {
  const probes: StaffAction[] = [
    { action: 'approve' },
    { action: 'requestChanges', message: '-' },
    { action: 'confirmDocuments' },
    { action: 'regenerateDocument', documentKey: state.documents[0]?.key ?? '' },
    ...state.filings
      .filter((f) => f.status === 'PENDING')
      .slice(0, 1)
      .flatMap((f): StaffAction[] => [
        { action: 'recordSubmission', stateCode: f.stateCode, submittedAt: '' },
        { action: 'recordFiling', stateCode: f.stateCode, confirmationNumber: '-', filedAt: '' },
        { action: 'rejectFiling', stateCode: f.stateCode, reason: '-' },
      ]),
    { action: 'cancel', reason: '-' },
  ];
  return probes.filter((probe) => refusalFor(state, probe) === null).map((probe) => probe.action);
}

/** What the workflow must do after an action was applied (side effects, run as activities). */
type PipelineEffect =
  | { kind: 'openChangeRequest'; message: string; fields?: string[]; dueDate?: string }
  | { kind: 'answerChangeRequest'; changeRequestId: string; message: string }
  | { kind: 'generateDocuments'; documents: DocumentState[] }
  | { kind: 'openFilings'; states: string[] }
  /** Offers the documents to the client for signature and starts the round's reminders. */
  | { kind: 'requestSignatures'; round: number; documents: DocumentState[] }
  /** A regenerated document's earlier signature (or open request) no longer counts. */
  | { kind: 'voidSignatures'; keys: string[] }
  | { kind: 'recordFiling'; filing: FilingState }
  | { kind: 'complete' }
  | { kind: 'cancel'; reason: string };

export interface Transition {
  state: PipelineState;
  /** The history entry to record (its stage is the stage after the action). */
  entry: Omit<HistoryEntry, 'at' | 'actorEmail'>;
  effects: PipelineEffect[];
}

const documentsOf = (state: PipelineState, states: string[]) =>
  state.documents.filter((d) => states.includes(d.stateCode));

/** Documents are confirmed (and signed where needed): the prepared states go to filing. */
function startFiling(next: PipelineState, effects: PipelineEffect[]) {
  next.stage = 'FILING';
  next.signing = false;
  const reopened = next.filings.filter((f) => next.preparing.includes(f.stateCode));
  for (const filing of reopened) Object.assign(filing, { status: 'PENDING', rejectionReason: null });
  effects.push({ kind: 'openFilings', states: reopened.map((f) => f.stateCode) });
  // A state filed again is submitted again.
  next.submitted = next.submitted.filter((code) => !next.preparing.includes(code));
  next.preparing = [];
}

/**
 * The state an accepted action leads to and the effects to run. Call only when refusalFor answered null.
 * `newId` is the id a new change request gets (the workflow passes a deterministic one).
 */
export function applyAction(state: PipelineState, action: PipelineAction, newId: string): Transition {
  // A JSON copy: the state is plain data, and structuredClone is missing from the workflow sandbox.
  const next: PipelineState = JSON.parse(JSON.stringify(state));
  const effects: PipelineEffect[] = [];
  let note: string | null = null;
  switch (action.action) {
    case 'approve': {
      next.stage = 'DOCUMENTS';
      next.generating = true;
      note = action.note ?? null;
      effects.push({ kind: 'generateDocuments', documents: documentsOf(next, next.preparing) });
      break;
    }
    case 'requestChanges':
      next.changeRequest = { id: newId, message: action.message };
      note = action.message;
      effects.push({
        kind: 'openChangeRequest',
        message: action.message,
        fields: action.fields,
        dueDate: action.dueDate,
      });
      break;
    case 'clientResponse':
      effects.push({ kind: 'answerChangeRequest', changeRequestId: state.changeRequest!.id, message: action.message });
      next.changeRequest = null;
      note = action.message;
      break;
    case 'confirmDocuments': {
      const unsigned = unsignedDocuments(next);
      if (unsigned.length > 0) {
        // Waiting on the client: the order stays in Document Preparation until every signature is in.
        next.signing = true;
        next.signingRound += 1;
        effects.push({ kind: 'requestSignatures', round: next.signingRound, documents: unsigned });
      } else startFiling(next, effects);
      note = action.note ?? null;
      break;
    }
    case 'signDocument': {
      next.signatures.push({ key: action.documentKey, version: action.version, method: action.method });
      note = `${action.documentKey} v${action.version} (${action.method})`;
      if (unsignedDocuments(next).length === 0) startFiling(next, effects);
      break;
    }
    case 'regenerateDocument': {
      const document = next.documents.find((d) => d.key === action.documentKey)!;
      document.version += 1;
      next.generating = true;
      if (next.signaturesRequired && needsSignature(document.template)) {
        // The new version needs its own signature: staff confirm it again, which asks the client again.
        next.signing = false;
        next.signatures = next.signatures.filter((s) => s.key !== document.key);
        effects.push({ kind: 'voidSignatures', keys: [document.key] });
      }
      note = action.note ? `${action.documentKey}: ${action.note}` : action.documentKey;
      effects.push({ kind: 'generateDocuments', documents: [document] });
      break;
    }
    case 'recordSubmission':
      next.submitted = [...next.submitted, action.stateCode];
      note = `${action.stateCode}: ${action.submittedAt}${action.note ? ` · ${action.note}` : ''}`;
      break;
    case 'recordFiling': {
      const filing = next.filings.find((f) => f.stateCode === action.stateCode)!;
      Object.assign(filing, {
        status: 'FILED',
        confirmationNumber: action.confirmationNumber,
        filedAt: action.filedAt,
        rejectionReason: null,
      });
      note = `${action.stateCode}: ${action.confirmationNumber}`;
      effects.push({ kind: 'recordFiling', filing: { ...filing } });
      if (next.filings.every((f) => f.status === 'FILED')) {
        next.stage = 'COMPLETE';
        effects.push({ kind: 'complete' });
      }
      break;
    }
    case 'rejectFiling': {
      const filing = next.filings.find((f) => f.stateCode === action.stateCode)!;
      Object.assign(filing, { status: 'REJECTED', rejectionReason: action.reason });
      note = `${action.stateCode}: ${action.reason}`;
      effects.push({ kind: 'recordFiling', filing: { ...filing } });
      // The rejected state's documents go back to preparation (new versions); filed states stay filed.
      next.stage = 'DOCUMENTS';
      next.preparing = [action.stateCode];
      next.generating = true;
      const documents = documentsOf(next, next.preparing);
      for (const document of documents) document.version += 1;
      effects.push({ kind: 'generateDocuments', documents: documents.map((d) => ({ ...d })) });
      break;
    }
    case 'cancel':
      next.canceled = true;
      note = action.reason;
      effects.push({ kind: 'cancel', reason: action.reason });
      break;
  }
  return { state: next, entry: { stage: next.stage, action: action.action, note }, effects };
}

/** A card's priority from the order's value in cents: over 300000 high, over 100000 medium, otherwise standard. */
export const PRIORITIES = ['high', 'medium', 'standard'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const HIGH_PRIORITY_OVER_CENTS = 300_000;
export const MEDIUM_PRIORITY_OVER_CENTS = 100_000;

export function priorityFor(totalCents: number): Priority {
  if (totalCents > HIGH_PRIORITY_OVER_CENTS) return 'high';
  if (totalCents > MEDIUM_PRIORITY_OVER_CENTS) return 'medium';
  return 'standard';
}

/** Hours without a staff decision in review before a reminder goes out (and between reminders). */
export const REVIEW_REMINDER_HOURS = 24;
