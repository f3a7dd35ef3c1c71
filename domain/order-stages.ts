// The onboarding pipeline an order moves through once paid: review -> documents -> filing -> complete.
export const PIPELINE_STAGES = ['PENDING_REVIEW', 'DOCUMENTS', 'FILING', 'COMPLETE'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export const ORDER_STATUSES = ['PENDING', 'IN_PROGRESS', 'COMPLETE', 'CANCELED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Pending',
  IN_PROGRESS: 'In Progress',
  COMPLETE: 'Complete',
  CANCELED: 'Canceled',
};

/** The customer-facing status of an order in a given stage. */
export function statusForStage(stage: PipelineStage): OrderStatus {
  if (stage === 'PENDING_REVIEW') return 'PENDING';
  if (stage === 'COMPLETE') return 'COMPLETE';
  return 'IN_PROGRESS';
}

export const isActiveStatus = (status: string): boolean => status === 'PENDING' || status === 'IN_PROGRESS';

export const orderStatusLabel = (status: string): string => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
