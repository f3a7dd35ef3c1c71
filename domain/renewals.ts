// Renewals of a formation's annual services, apart from Stripe and the database: which services an order renews,
// what each costs a year (the catalog's prices), the Stripe price lookup key that sells it, when the first renewal
// is charged (the formation anniversary: the order paid the first year), when its notice is due, and how the
// client and staff see it.

import { calendarDate, daysBetween } from './calendar-dates';
import { PACKAGE_BY_ID, SERVICE_BY_ID } from './catalog';
import { REGISTERED_AGENT_RENEWAL_FEE } from './compliance-rules';

export const REGISTERED_AGENT = 'REGISTERED_AGENT';
/** The order's annual services that renew (the registered agent renews for every formed entity). */
const ANNUAL_SERVICE_IDS = ['NOMINEE_ANNUAL', 'BINDER_ANNUAL', 'BOI_CTA_ANNUAL'] as const;
const RENEWAL_SERVICE_IDS = [REGISTERED_AGENT, ...ANNUAL_SERVICE_IDS] as const;
export type RenewalServiceId = (typeof RENEWAL_SERVICE_IDS)[number];

export const isRenewalServiceId = (id: string): id is RenewalServiceId =>
  (RENEWAL_SERVICE_IDS as readonly string[]).includes(id);

/** The service's name and yearly price in cents, from the catalog (registered agent: $150/yr from the second year). */
export function renewalService(id: RenewalServiceId): { name: string; amountCents: number } {
  if (id === REGISTERED_AGENT)
    return { name: 'Registered Agent Service', amountCents: REGISTERED_AGENT_RENEWAL_FEE * 100 };
  const service = SERVICE_BY_ID.get(id);
  if (!service) throw new Error(`The catalog has no service ${id}`);
  return { name: service.name, amountCents: service.price * 100 };
}

/** The annual services an order bought, chosen or in its packages, each once. */
export function annualServicesOf(order: { packages: string[]; services: string[] }): RenewalServiceId[] {
  const bought = new Set([
    ...order.services,
    ...order.packages.flatMap((id) => PACKAGE_BY_ID.get(id)?.includedServices ?? []),
  ]);
  return ANNUAL_SERVICE_IDS.filter((id) => bought.has(id));
}

/** The Stripe price lookup key of a service's yearly renewal: 'renewal_nominee_annual_yearly'. */
export const renewalLookupKey = (id: RenewalServiceId): string => `renewal_${id.toLowerCase()}_yearly`;

/** The service a lookup key sells, or null for a key that is not a renewal's. */
export function parseRenewalLookupKey(key: string | null | undefined): RenewalServiceId | null {
  const match = /^renewal_([a-z_]+)_yearly$/.exec(key ?? '');
  const id = match?.[1].toUpperCase() ?? '';
  return isRenewalServiceId(id) ? id : null;
}

/** The first renewal: the formation's first anniversary (29 February falls on the 28th). */
export const firstRenewalOn = (formedOn: Date): Date =>
  calendarDate(formedOn.getUTCFullYear() + 1, formedOn.getUTCMonth() + 1, formedOn.getUTCDate());

/** Stripe statuses in which a subscription will charge again ('pending': not made yet, charges once it is). */
const LIVE_STATUSES = ['pending', 'trialing', 'active', 'past_due', 'incomplete'];

export interface RenewalFacts {
  status: string;
  nextChargeOn: Date;
  cancelAtPeriodEnd: boolean;
  paymentFailed: boolean;
}

export type RenewalState = 'renews' | 'payment_failed' | 'ending' | 'ended';

/** How a renewal stands on `today`. */
export function renewalState(renewal: RenewalFacts, today: Date): RenewalState {
  const over = daysBetween(today, renewal.nextChargeOn) < 0;
  if (!LIVE_STATUSES.includes(renewal.status) || (renewal.cancelAtPeriodEnd && over)) return 'ended';
  if (renewal.cancelAtPeriodEnd) return 'ending';
  if (renewal.paymentFailed || renewal.status === 'past_due') return 'payment_failed';
  return 'renews';
}

export const RENEWAL_STATE_LABELS: Record<RenewalState, string> = {
  renews: 'Renews',
  payment_failed: 'Payment failed',
  ending: 'Cancelled',
  ended: 'Ended',
};

/** Whether a cancellation can still be taken back: the renewal is cancelled and its paid year has not ended. */
export const canResumeRenewal = (renewal: RenewalFacts, today: Date): boolean =>
  renewalState(renewal, today) === 'ending';

/** Whether the client may still cancel it (a cancelled or ended renewal has nothing left to cancel). */
export const canCancelRenewal = (renewal: RenewalFacts, today: Date): boolean =>
  ['renews', 'payment_failed'].includes(renewalState(renewal, today));

interface AgentObligationTerms {
  dueDate: Date;
  feeUSD: number;
  feeNote: string;
  /** Set once the service has ended: nothing more is due or reminded. */
  endedOn: Date | null;
}

/**
 * The registered agent's calendar entry as its renewal stands (the renewal is its one source): due on the next
 * charge at the renewal's amount; nothing to pay once cancelled; over once the subscription has ended.
 */
export function agentObligationTerms(renewal: RenewalFacts & { amountCents: number }): AgentObligationTerms {
  const ended = !LIVE_STATUSES.includes(renewal.status);
  if (ended || renewal.cancelAtPeriodEnd)
    return {
      dueDate: renewal.nextChargeOn,
      feeUSD: 0,
      feeNote: 'Cancelled: the service ends on this date and is not charged again',
      endedOn: ended ? renewal.nextChargeOn : null,
    };
  return {
    dueDate: renewal.nextChargeOn,
    feeUSD: Math.round(renewal.amountCents / 100),
    feeNote: 'Registered agent service, per year, renewed automatically',
    endedOn: null,
  };
}

/** Said before the registered agent is cancelled: the state requires one. */
export const REGISTERED_AGENT_WARNING =
  'Every state requires your company to keep a registered agent. If our service ends, appoint another agent with the state before then, or your company may lose its good standing.';
