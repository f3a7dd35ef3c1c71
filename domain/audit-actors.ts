// Who wrote an audit entry that no signed-in person wrote: the product's own parts, named after what they are.
// Entries with a person keep the person's email; anything else unattributed is an anonymous visitor.
import { AUDIT_ACTIONS, type AuditAction } from './audit-actions';

/** @internal */
export const SYSTEM_ACTORS = {
  stripe: 'Stripe',
  scheduler: 'Scheduler',
  workflow: 'Workflow',
  commandLine: 'Command line',
} as const;
/** @internal */
export const ANONYMOUS_ACTOR = 'Anonymous';

const SYSTEM_ACTOR_OF: Partial<Record<AuditAction, string>> = {
  // Stripe's webhook events.
  [AUDIT_ACTIONS.orderPaid]: SYSTEM_ACTORS.stripe,
  [AUDIT_ACTIONS.orderPaymentFailed]: SYSTEM_ACTORS.stripe,
  [AUDIT_ACTIONS.orderPaymentHeld]: SYSTEM_ACTORS.stripe,
  [AUDIT_ACTIONS.orderExtraPaymentRefunded]: SYSTEM_ACTORS.stripe,
  [AUDIT_ACTIONS.membershipSynced]: SYSTEM_ACTORS.stripe,
  // Scans that run on a timetable.
  [AUDIT_ACTIONS.complianceOverdue]: SYSTEM_ACTORS.scheduler,
  [AUDIT_ACTIONS.mailroomEscalated]: SYSTEM_ACTORS.scheduler,
  // The order and mail workflows' own steps.
  [AUDIT_ACTIONS.orderStage]: SYSTEM_ACTORS.workflow,
  [AUDIT_ACTIONS.orderCanceled]: SYSTEM_ACTORS.workflow,
  [AUDIT_ACTIONS.orderRefunded]: SYSTEM_ACTORS.workflow,
  [AUDIT_ACTIONS.orderReviewReminder]: SYSTEM_ACTORS.workflow,
  [AUDIT_ACTIONS.orderSignatureRequested]: SYSTEM_ACTORS.workflow,
  [AUDIT_ACTIONS.orderSignatureReminder]: SYSTEM_ACTORS.workflow,
  [AUDIT_ACTIONS.orderSignatureOverdue]: SYSTEM_ACTORS.workflow,
  [AUDIT_ACTIONS.orderSignatureVoided]: SYSTEM_ACTORS.workflow,
  [AUDIT_ACTIONS.complianceObligationsCreated]: SYSTEM_ACTORS.workflow,
  [AUDIT_ACTIONS.orderIncludedOrderStarted]: SYSTEM_ACTORS.workflow,
  [AUDIT_ACTIONS.orderTrustFormed]: SYSTEM_ACTORS.workflow,
  [AUDIT_ACTIONS.emailSent]: SYSTEM_ACTORS.workflow,
  [AUDIT_ACTIONS.mailroomNotified]: SYSTEM_ACTORS.workflow,
};

/** `npm run user:create`, run by an operator on the server, marks its entries with `details.via`. */
function viaCommandLine(details: unknown): boolean {
  return typeof details === 'object' && details !== null && (details as { via?: unknown }).via === 'user:create';
}

/** The name shown for an entry's actor: the person's email, else the system part that writes that action. */
export function auditActorName(entry: { actorEmail?: string | null; action: string; details?: unknown }): string {
  if (entry.actorEmail) return entry.actorEmail;
  if (viaCommandLine(entry.details)) return SYSTEM_ACTORS.commandLine;
  return SYSTEM_ACTOR_OF[entry.action as AuditAction] ?? ANONYMOUS_ACTOR;
}
