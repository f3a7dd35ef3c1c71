// Onboarding wizard state and the rule deciding whether a step may be left forwards.
import type { EntityType } from '../../../../domain/catalog';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '../../../../domain/email';
import { blockingProblems, checkBusinessName } from '../../../../domain/name-check';
import { type Contact, EMPTY_CONTACT, type EntityDetail } from '../../lib/checkout-record';

export const STEP_TITLES = ['Contact Info', 'Services', 'Business Details', 'Review'] as const;

const STEP_MESSAGES: Record<number, string> = {
  1: 'Please fill in all required contact information',
  2: 'Please select packages or individual services',
  3: 'Please select states and provide business names for each',
};

const NAME_ERRORS_MESSAGE = 'Please correct the business names marked as errors: the state would refuse them';

export interface WizardState {
  contact: Contact;
  packages: string[];
  services: string[];
  states: string[];
  /** Per state (kept when a state is deselected, so re-selecting it brings its details back). */
  entities: Record<string, EntityDetail>;
  industry: string;
  description: string;
  /** The trust's name, asked when the selection includes a trust formation. */
  trustName: string;
  /** Several states at once, all with the same entity type. */
  multiState: boolean;
  multiEntityType: EntityType;
}

export const INITIAL_WIZARD: WizardState = {
  contact: EMPTY_CONTACT,
  packages: [],
  services: [],
  states: [],
  entities: {},
  industry: '',
  description: '',
  trustName: '',
  multiState: false,
  multiEntityType: 'LLC',
};

/** States whose business name has an error the state's rules show here. */
const statesWithNameErrors = (state: WizardState) =>
  state.states.filter((code) => {
    const entity = state.entities[code];
    return entity && blockingProblems(checkBusinessName({ name: entity.businessName, state: code, ...entity })).length;
  });

/**
 * The message that blocks leaving `step` forwards, or null when the step is complete. `nameErrorStates` are the
 * states whose name the server found in error (e.g. not distinguishable from a name already formed there).
 */
export function stepError(step: number, state: WizardState, nameErrorStates: readonly string[] = []): string | null {
  switch (step) {
    case 1: {
      const { firstName, lastName, email } = state.contact;
      if (![firstName, lastName, email].every((value) => value.trim())) return STEP_MESSAGES[1];
      return isValidEmail(email) ? null : INVALID_EMAIL_MESSAGE;
    }
    case 2:
      return state.packages.length + state.services.length > 0 ? null : STEP_MESSAGES[2];
    case 3: {
      if (!state.states.some((code) => state.entities[code]?.businessName.trim())) return STEP_MESSAGES[3];
      const serverErrors = state.states.filter((code) => nameErrorStates.includes(code));
      return statesWithNameErrors(state).length + serverErrors.length > 0 ? NAME_ERRORS_MESSAGE : null;
    }
    default:
      return null;
  }
}
