// What an order does: a formation, or later work on an entity it formed. Every kind runs on the same pipeline
// (domain/pipeline.ts, one Temporal workflow); the plan of each kind is in domain/order-kind-plans.ts, its stages in
// domain/order-kind-stages.ts.
// Pure and free of zod: the storefront, the back-office and the workflow sandbox may import it.

export const ORDER_KINDS = [
  'FORMATION',
  'ANNUAL_REPORT',
  'AMENDMENT',
  'FOREIGN_QUALIFICATION',
  'GOOD_STANDING',
  'EIN',
  'DISSOLUTION',
] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** The kinds ordered for a formed entity (all but formation). */
export const ENTITY_ORDER_KINDS = ORDER_KINDS.filter((kind) => kind !== 'FORMATION') as Exclude<
  OrderKind,
  'FORMATION'
>[];
export type EntityOrderKind = (typeof ENTITY_ORDER_KINDS)[number];

export const isOrderKind = (value: unknown): value is OrderKind =>
  typeof value === 'string' && (ORDER_KINDS as readonly string[]).includes(value);

export const isEntityOrderKind = (value: unknown): value is EntityOrderKind =>
  isOrderKind(value) && value !== 'FORMATION';

/** How a kind reads on a chip, a card or a list. */
export const ORDER_KIND_LABELS: Record<OrderKind, string> = {
  FORMATION: 'Formation',
  ANNUAL_REPORT: 'Annual report',
  AMENDMENT: 'Amendment',
  FOREIGN_QUALIFICATION: 'Foreign qualification',
  GOOD_STANDING: 'Good standing',
  EIN: 'EIN',
  DISSOLUTION: 'Dissolution',
};

/** The entity page's button that starts an order of the kind. */
export const ORDER_KIND_BUTTONS: Record<EntityOrderKind, string> = {
  ANNUAL_REPORT: 'File annual report',
  AMENDMENT: 'Amend',
  FOREIGN_QUALIFICATION: 'Register in another state',
  GOOD_STANDING: 'Certificate of good standing',
  EIN: 'Get an EIN',
  DISSOLUTION: 'Dissolve',
};

/** What staff enter to complete the kind (the filing's confirmation field), and its format where one applies. */
export const ORDER_KIND_COMPLETION: Record<OrderKind, { label: string; pattern?: RegExp; hint?: string }> = {
  FORMATION: { label: 'Confirmation number' },
  ANNUAL_REPORT: { label: 'Confirmation number' },
  AMENDMENT: { label: 'Confirmation number' },
  FOREIGN_QUALIFICATION: { label: 'Confirmation number' },
  GOOD_STANDING: { label: 'Certificate number' },
  EIN: { label: 'EIN', pattern: /^\d{2}-\d{7}$/, hint: 'an EIN reads 12-3456789' },
  DISSOLUTION: { label: 'Confirmation number' },
};

/** Why a confirmation does not complete an order of this kind (an EIN must read 12-3456789), or null. */
export function completionRefusal(kind: OrderKind, confirmation: string): string | null {
  const { label, pattern, hint } = ORDER_KIND_COMPLETION[kind];
  if (pattern && !pattern.test(confirmation.trim())) return `${label}: ${hint}`;
  return null;
}
