// Pieces the kind modules share: text and state fields, a state's name.
import { z } from 'zod';
import { STATE_BY_CODE } from '../catalog';
import { safeText } from '../safe-text';

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A required text field, trimmed, with messages for people naming it as its label does ('Enter the new name'). */
export const requiredText = (what: string, max: number) =>
  safeText()
    .trim()
    .min(1, `Enter ${what}`)
    .max(max, `${sentence(what)} can be at most ${max} characters`);

/** An optional text field, trimmed. */
export const optionalText = (what: string, max: number) =>
  safeText()
    .trim()
    .max(max, `${sentence(what)} can be at most ${max} characters`)
    .optional();

/** The people on record a filing lists (officers, directors, managers, members), prefilled from the entity's record. */
export const peopleDetail = () => optionalText('the people on record', 4000);

/** A state of the catalog, by its code; `choose` is the message for people when none of them is given. */
export const stateCodeSchema = (choose?: string) =>
  z.string({ error: choose ?? 'must be a state code' }).refine((code) => STATE_BY_CODE.has(code), {
    error: (issue) => choose ?? `unknown state '${String(issue.input)}'`,
  });

export const stateName = (code: string) => STATE_BY_CODE.get(code)?.name ?? code;

/** The state's own filing fee line. */
export const stateFilingFeeName = (name: string) => `${name} filing fee`;

/** A state filing's emails: the client signs the kind's documents so we can file them. */
export const stateFilingEmails = { documents: 'documents', filing: 'file with the state' } as const;
