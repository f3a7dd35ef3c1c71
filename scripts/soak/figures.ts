// The soak's figures: percentiles and rates, printed at the end.
export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

export interface Figures {
  customers: number;
  orders: number;
  /** Paid orders of later kinds, for entities the run formed. */
  laterOrders: number;
  /** Later orders taken to Complete (their effect on the entity checked), by kind. */
  laterCompleted: Record<string, number>;
  /** Orders a formation's package included (its EIN), taken to Complete before the formation completed. */
  includedCompleted: number;
  ordersPerMinute: number;
  webhookToWorkflowStartMs: { p50: number; p95: number };
  staffActionMs: { p50: number; p95: number; count: number };
  pdfs: number;
  pdfsPerSecond: number;
  requests: number;
  unanswered: number;
  seconds: number;
}

const round = (n: number, digits = 1) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : n);

export function formatFigures(f: Figures): string {
  return [
    `customers ${f.customers}, paid orders ${f.orders} (${f.laterOrders} for formed entities, completed: ${
      Object.entries(f.laterCompleted)
        .map(([kind, n]) => `${kind} ${n}`)
        .join(', ') || 'none'
    }; ${f.includedCompleted} included in packages completed), run ${f.seconds} s, ${f.requests} answers (${f.unanswered} requests found no API and went to the other)`,
    `orders per minute end to end: ${round(f.ordersPerMinute)}`,
    `webhook -> workflow start: p50 ${f.webhookToWorkflowStartMs.p50} ms, p95 ${f.webhookToWorkflowStartMs.p95} ms`,
    `staff action (API answer): p50 ${f.staffActionMs.p50} ms, p95 ${f.staffActionMs.p95} ms (${f.staffActionMs.count} actions)`,
    `PDFs: ${f.pdfs}, ${round(f.pdfsPerSecond, 2)} per second while documents were generated`,
  ].join('\n');
}
