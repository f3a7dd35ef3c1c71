// Test-mode orders (placed with a partner's test key) run on the real pipeline but take staff's and the client's
// steps themselves, the state filing simulated, so a partner sees every stage and event within seconds.
// Pure: bundled into the workflow sandbox.
import { type PipelineAction, type PipelineState, refusalFor, unsignedDocuments } from './pipeline';

/**
 * Whether the order's customer is emailed (signature requests and reminders, change requests, completion): not for a
 * test-mode order, whose customer is a partner's test data and may carry a real person's address. Decided by the
 * order's stored mode.
 */
export const emailsCustomer = (order: { testMode: boolean }): boolean => !order.testMode;

/** The note a simulated step leaves in the order's history. */
const SIMULATED_NOTE = 'Simulated: test mode';

/** A state filing's confirmation number that no filing office gave (says so, and names the order and state). */
const simulatedConfirmationNumber = (orderId: string, stateCode: string): string =>
  `TEST-${orderId.slice(0, 8).toUpperCase()}-${stateCode}`;

/**
 * The step the order takes next on its own, or null while it waits (documents generating, an open change request
 * the partner answers) or is done. `now` is an ISO time (the filing date of a simulated filing).
 */
export function simulatedStep(state: PipelineState, now: string): PipelineAction | null {
  const step = nextStep(state, now);
  return step && refusalFor(state, step) === null ? step : null;
}

function nextStep(state: PipelineState, now: string): PipelineAction | null {
  if (state.canceled || state.changeRequest) return null;
  switch (state.stage) {
    case 'PENDING_REVIEW':
      return { action: 'approve', note: SIMULATED_NOTE };
    case 'DOCUMENTS': {
      if (state.generating) return null;
      if (!state.signing) return { action: 'confirmDocuments', note: SIMULATED_NOTE };
      const unsigned = unsignedDocuments(state)[0];
      return unsigned
        ? { action: 'signDocument', documentKey: unsigned.key, version: unsigned.version, method: 'electronic' }
        : null;
    }
    case 'FILING': {
      const filing = state.filings.find((f) => f.status === 'PENDING');
      if (!filing) return null;
      // A plan with a submission step (an EIN's SS-4 sent to the IRS) records it before the outcome.
      if (state.submissionRequired && !state.submitted.includes(filing.stateCode))
        return {
          action: 'recordSubmission',
          stateCode: filing.stateCode,
          submittedAt: now.slice(0, 10),
          note: SIMULATED_NOTE,
        };
      return {
        action: 'recordFiling',
        stateCode: filing.stateCode,
        confirmationNumber: simulatedConfirmationNumber(state.orderId, filing.stateCode),
        filedAt: now.slice(0, 10),
      };
    }
    case 'COMPLETE':
      return null;
  }
}
