// Recording an annual report from the compliance screen while an ANNUAL_REPORT order for it is under way: the
// order is completed, which its workflow allows only at its filing step. Before that, staff are told where it is.
import { kindStageLabel } from './order-kind-stages';
import type { PipelineStage } from './order-stages';

/** Why the filing cannot complete the order under way now (409), or null when it can. */
export function reportOrderRefusal(order: { id: string; stage: PipelineStage | null }): string | null {
  if (order.stage === 'FILING') return null;
  const where = kindStageLabel('ANNUAL_REPORT', order.stage ?? 'PENDING_REVIEW');
  return `Annual-report order #${order.id.slice(0, 8)} files this report and is at '${where}': its filing is recorded once it reaches the filing step, on its order page or here`;
}
