// What an order sells that can be paid for only once: its "sold key". Two orders with one key buy one thing, so the
// database keeps at most one PAID order per key (decided under the key's lock in
// platform/services/billing/order-payments.ts) and a path finding an open unpaid order with its key adopts it.
// Annual reports are sold per compliance obligation (a year's report); an EIN, a dissolution and a change of
// registered agent to us once per entity;
// a foreign qualification once per entity and state. Formations, amendments and certificates may be bought again.
import type { OrderKind } from './order-kinds';

export interface SoldItemInput {
  kind: OrderKind;
  entityId: string | null;
  /** The order's filing state (a foreign qualification's new state). */
  state: string;
  /** The annual report's obligation, when known. */
  obligationId?: string | null;
}

/** Whether the kind is sold per compliance obligation (a year's report), so its key needs the obligation. */
export const soldPerObligation = (kind: string): boolean => kind === 'ANNUAL_REPORT';

export function soldKeyOf({ kind, entityId, state, obligationId }: SoldItemInput): string | null {
  if (!entityId) return null;
  switch (kind) {
    case 'ANNUAL_REPORT':
      return obligationId ? `obligation:${obligationId}` : `entity:${entityId}:ANNUAL_REPORT`;
    case 'EIN':
    case 'DISSOLUTION':
    case 'CHANGE_OF_AGENT':
      return `entity:${entityId}:${kind}`;
    case 'FOREIGN_QUALIFICATION':
      return `entity:${entityId}:FOREIGN_QUALIFICATION:${state.toUpperCase()}`;
    default:
      return null;
  }
}

/** Why a succeeded payment for an order is not kept (and is refunded), or null when it pays the order. */
export type ExtraPaymentReason = 'order already paid' | 'order canceled' | 'already paid by another order';

export function extraPaymentReason(
  order: { paymentStatus: string; status: string; paidBy: string | null },
  intentId: string,
  coveredByOrderId: string | null,
): ExtraPaymentReason | null {
  if (order.paymentStatus === 'PAID' || order.paymentStatus === 'REFUNDED')
    return order.paidBy === intentId ? null : 'order already paid';
  if (order.status === 'CANCELED') return 'order canceled';
  if (coveredByOrderId) return 'already paid by another order';
  return null;
}
