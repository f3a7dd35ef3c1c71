// Electronic signature of formation documents: which order documents the client signs (and in what capacity),
// the consent the client gives before signing (ESIGN Act, 15 U.S.C. 7001, and the Uniform Electronic Transactions
// Act), and when the pipeline reminds the client and tells staff while it waits. Pure: bundled into the workflow.

/** The capacity in which the client signs each template; a template absent here needs no client signature. */
export const SIGNATURE_CAPACITY: Readonly<Record<string, string>> = {
  articles_organization: 'Organizer',
  articles_incorporation: 'Incorporator',
  operating_agreement: 'Member',
  registered_agent_consent: 'Authorized person',
  annual_report: 'Authorized person',
  articles_amendment: 'Authorized person',
  application_for_authority: 'Authorized person',
  ss4: 'Responsible party',
  form_8821: 'Taxpayer',
  certificate_cancellation: 'Authorized person',
  statement_change_agent: 'Authorized person',
};

/** Whether the client must sign this template before it is filed. */
export const needsSignature = (template: string): boolean => Object.hasOwn(SIGNATURE_CAPACITY, template);

/** The consent shown next to the checkbox, stored with each signature and printed on its certificate. */
export const ESIGN_CONSENT_TEXT =
  'I agree to use electronic records and signatures for this document. I understand that my electronic ' +
  'signature has the same legal effect as a handwritten signature under the Electronic Signatures in Global and ' +
  'National Commerce Act (ESIGN Act) and the Uniform Electronic Transactions Act (UETA), that I may ask for a ' +
  'paper copy or withdraw this consent before signing by contacting support, and that I can open and keep PDF files.';

/** How a signature was given. */
export const SIGNATURE_METHODS = ['electronic', 'wetInk'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/** One day, the unit of the reminder schedule (shorter in tests: SIGNATURE_REMINDER_DAY_MS). */
export const DAY_MS = 86_400_000;

/** After how many days of waiting the client is reminded (by email), and when staff are told. */
const CLIENT_REMINDER_DAYS = [1, 3, 7] as const;
const STAFF_ALERT_DAYS = 10;

export type SignatureReminder =
  | { kind: 'client'; reminder: number; afterMs: number }
  | { kind: 'staff'; afterMs: number };

/** The reminders of one signing round, in order, each with its delay from the start of the wait. */
export function signatureReminders(dayMs: number = DAY_MS): SignatureReminder[] {
  return [
    ...CLIENT_REMINDER_DAYS.map((days, i) => ({ kind: 'client' as const, reminder: i + 1, afterMs: days * dayMs })),
    { kind: 'staff' as const, afterMs: STAFF_ALERT_DAYS * dayMs },
  ];
}

/** A full name as typed by the signer: letters (with their accents), spaces and the usual name punctuation, with at
 * least two letters that are not marks (a mark only ever follows a letter). */
export function signerNameProblem(fullName: string): string | null {
  const name = fullName.trim();
  if (name.length > 120) return 'The name is too long (120 characters at most)';
  if (!/^(?:\p{L}\p{M}*|[ .,'-])*$/u.test(name)) return "The name may hold letters, spaces and . , ' - only";
  if ((name.match(/\p{L}/gu)?.length ?? 0) < 2 || !/^\p{L}/u.test(name)) return 'Type your full name to sign';
  return null;
}

/** A name's words without case, accents or punctuation, to compare two spellings of one person. */
const nameWords = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

/** Whether a typed signature names the order's contact: both the first and the last name appear in it. */
export function signerNameMatches(typed: string, contact: { firstName: string; lastName: string }): boolean {
  const words = new Set(nameWords(typed));
  const wanted = [...nameWords(contact.firstName), ...nameWords(contact.lastName)];
  return wanted.length > 0 && wanted.every((word) => words.has(word));
}
