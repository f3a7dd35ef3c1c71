// The registered-agent mail room: what staff log for a formed entity and how its client must react. Pure rules,
// shared by the API, the worker, the workflow and both front ends.

export const MAIL_KINDS = [
  'SERVICE_OF_PROCESS',
  'STATE_NOTICE',
  'TAX_NOTICE',
  'OTHER_OFFICIAL',
  'SOLICITATION',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  SERVICE_OF_PROCESS: 'Service of process',
  STATE_NOTICE: 'State notice',
  TAX_NOTICE: 'Tax notice',
  OTHER_OFFICIAL: 'Other official mail',
  SOLICITATION: 'Solicitation (not from the state)',
};

/** NEW until the client opens it; a service of process then waits for ACKNOWLEDGED; staff may CLOSE any item. */
export const MAIL_STATUSES = ['NEW', 'VIEWED', 'ACKNOWLEDGED', 'CLOSED'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Shown with every solicitation: look-alike "compliance" offers are the commonest mail an agent receives. */
export const SOLICITATION_WARNING =
  'This is a solicitation, not a notice from the state or a government agency: nothing here needs to be paid or filed.';

/** Papers served in a lawsuit: missing them leads to a default judgment, so the client must acknowledge them. */
export const needsAcknowledgement = (kind: MailKind): boolean => kind === 'SERVICE_OF_PROCESS';

/** Default wait between reminders of an unacknowledged service of process (MAILROOM_ESCALATION_MS). */
export const DEFAULT_ESCALATION_MS = 24 * 60 * 60 * 1000;

/** Whether an item still waits for the client (escalation goes on while this holds). */
export const awaitsAcknowledgement = (item: { kind: MailKind; status: MailStatus }): boolean =>
  needsAcknowledgement(item.kind) && (item.status === 'NEW' || item.status === 'VIEWED');

/** The status after the client opens an item (viewing never undoes an acknowledgement or a closing). */
export const statusAfterView = (status: MailStatus): MailStatus => (status === 'NEW' ? 'VIEWED' : status);

/** Why an acknowledgement is refused, or null when it is accepted (acknowledging twice is accepted, unchanged). */
export function acknowledgementRefusal(item: { kind: MailKind; status: MailStatus }): string | null {
  if (!needsAcknowledgement(item.kind)) return 'Only a service of process needs an acknowledgement';
  if (item.status === 'CLOSED') return 'This item was closed by our staff';
  return null;
}

/** The Temporal workflow id of one item's escalation timer (at most one per item). */
export const mailEscalationWorkflowId = (mailItemId: string): string => `mail-escalation-${mailItemId}`;
