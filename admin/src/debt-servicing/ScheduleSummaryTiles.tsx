import type { ScheduleSummary } from '../../../domain/amortization';
import { formatCents, formatCount } from '../format';
import { StatTiles } from '../layout/StatTiles';

/** The schedule's headline figures. */
export const ScheduleSummaryTiles = ({ summary }: { summary: ScheduleSummary }) => (
  <StatTiles
    tiles={[
      { label: 'Payment', value: formatCents(summary.periodicPayment) },
      { label: 'Total Interest', value: formatCents(summary.totalInterest) },
      { label: 'Total Paid', value: formatCents(summary.totalPaid) },
      { label: 'Payments', value: formatCount(summary.numberOfPayments) },
    ]}
  />
);
