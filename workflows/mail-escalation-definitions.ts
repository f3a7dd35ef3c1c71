// Names and types of the mail room's escalation workflow, shared with the worker that starts it.
// Only pure code here: this file is bundled into the workflow sandbox.
export const MAIL_ESCALATION_WORKFLOW = 'mailEscalationWorkflow';

export interface MailEscalationInput {
  mailItemId: string;
  /** Wait between reminders (MAILROOM_ESCALATION_MS when the item was logged). */
  intervalMs: number;
}

export interface MailEscalationResult {
  mailItemId: string;
  /** Reminders sent before the item was acknowledged or closed. */
  rounds: number;
}
