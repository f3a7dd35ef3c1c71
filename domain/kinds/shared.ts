// Pieces the kind modules share: text and state fields, a state's name.
import { z } from 'zod';
import { STATE_BY_CODE } from '../catalog';
import { safeText } from '../safe-text';

/** A required text field, trimmed, with the messages naming it. */
export const requiredText = (what: string, max: number) =>
  safeText().trim().min(1, `${what} is required`).max(max, `${what} must be at most ${max} characters`);

/** An optional text field, trimmed. */
export const optionalText = (what: string, max: number) =>
  safeText().trim().max(max, `${what} must be at most ${max} characters`).optional();

/** The people on record a filing lists (officers, directors, managers, members), prefilled from the entity's record. */
export const peopleDetail = () =>
  optionalText('the people on record', 4000);

/** A state of the catalog, by its code. */
export const stateCodeSchema = () =>
  z
    .string({ error: 'must be a state code' })
    .refine((code) => STATE_BY_CODE.has(code), { error: (issue) => `unknown state '${String(issue.input)}'` });

export const stateName = (code: string) => STATE_BY_CODE.get(code)?.name ?? code;

/** The state's own filing fee line. */
export const stateFilingFeeName = (name: string) => `${name} filing fee`;

/** A state filing's emails: the client signs the kind's documents so we can file them. */
export const stateFilingEmails = { documents: 'documents', filing: 'file with the state' } as const;
