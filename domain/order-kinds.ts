// What an order does: a formation, or later work on an entity it formed. Each kind is one module
// (domain/kinds/<kind>.ts, registered in domain/kinds/index.ts); these are the tables derived from them that lists,
// chips and the back-office read. Every kind runs on the same pipeline (domain/pipeline.ts, one Temporal workflow).
import {
  ENTITY_ORDER_KINDS,
  type EntityOrderKind,
  isEntityOrderKind,
  isOrderKind,
  ORDER_KIND_MODULES,
  ORDER_KINDS,
  type OrderKind,
} from './kinds';
import type { Completion } from './kinds/types';

export { ENTITY_ORDER_KINDS, type EntityOrderKind, isEntityOrderKind, isOrderKind, ORDER_KINDS, type OrderKind };

const byKind = <K extends OrderKind, T>(kinds: readonly K[], value: (kind: K) => T) =>
  Object.fromEntries(kinds.map((kind) => [kind, value(kind)])) as Record<K, T>;

/** How a kind reads on a chip, a card or a list. */
export const ORDER_KIND_LABELS: Record<OrderKind, string> = byKind(ORDER_KINDS, (k) => ORDER_KIND_MODULES[k].label);

/** What staff enter to complete the kind (the filing's confirmation field), and its format where one applies. */
export const ORDER_KIND_COMPLETION: Record<OrderKind, Completion> = byKind(
  ORDER_KINDS,
  (k) => ORDER_KIND_MODULES[k].completion,
);

/** Why a confirmation does not complete an order of this kind (an EIN must read 12-3456789), or null. */
export function completionRefusal(kind: OrderKind, confirmation: string): string | null {
  const { label, pattern, hint } = ORDER_KIND_COMPLETION[kind];
  if (pattern && !pattern.test(confirmation.trim())) return `${label}: ${hint}`;
  return null;
}
