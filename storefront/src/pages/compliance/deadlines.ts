// A client's compliance deadlines as the API gives them (GET /api/compliance/obligations), and their display.

import { OBLIGATION_STATUS_LABELS, type ObligationStatus } from '../../../../domain/compliance-reminders';
import type { obligationViewSchema } from '../../../../domain/contracts/compliance';
import type { Wire } from '../../../../domain/contracts/wire';
import { getWithTotal } from '../../lib/api';
import { formatCalendarDay, formatMonth, formatUsd } from '../../lib/format';

export type Deadline = Wire<typeof obligationViewSchema>;

export interface DeadlinePage {
  items: Deadline[];
  total: number;
}

const DEADLINES_URL = '/api/compliance/obligations';

/** One page of deadlines with the total from the X-Total-Count header. */
export async function fetchDeadlines(params: {
  status?: string;
  offset?: number;
  limit: number;
}): Promise<DeadlinePage> {
  const query = new URLSearchParams({ offset: String(params.offset ?? 0), limit: String(params.limit) });
  if (params.status) query.set('status', params.status);
  const { items, total } = await getWithTotal<Deadline>(`${DEADLINES_URL}?${query}`);
  return { items, total: total ?? 0 };
}

export const statusLabel = (status: ObligationStatus) => OBLIGATION_STATUS_LABELS[status];

export const formatDueDate = formatCalendarDay;

export const feeText = (d: Pick<Deadline, 'feeUSD' | 'feeNote'>) => (d.feeUSD > 0 ? formatUsd(d.feeUSD) : d.feeNote);

/** Deadlines grouped by calendar month, in the order given. */
export function groupByMonth(deadlines: readonly Deadline[]): { month: string; items: Deadline[] }[] {
  const groups: { month: string; items: Deadline[] }[] = [];
  for (const deadline of deadlines) {
    const month = formatMonth(deadline.dueDate);
    const last = groups.at(-1);
    if (last?.month === month) last.items.push(deadline);
    else groups.push({ month, items: [deadline] });
  }
  return groups;
}
