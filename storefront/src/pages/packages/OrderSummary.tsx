import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { BreakdownType, Pricing } from '../../../../domain/pricing';
import { formatUsd } from '../../lib/format';

const GROUPS: { type: BreakdownType; title: string }[] = [
  { type: 'package', title: 'Packages' },
  { type: 'service', title: 'Services' },
  { type: 'state_fee', title: 'State Filing Fees' },
];

function Row({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 500 }}>
        {formatUsd(amount)}
      </Typography>
    </Box>
  );
}

/** The breakdown and totals of the shared pricing calculation. */
export function OrderSummary({ pricing }: { pricing: Pricing }) {
  const empty = pricing.breakdown.length === 0;
  return (
    <Box component="section" aria-labelledby="order-summary-title">
      <Typography
        id="order-summary-title"
        tabIndex={-1}
        variant="h6"
        component="h2"
        sx={{ fontWeight: 700, mb: 1, scrollMarginTop: 88, outline: 'none' }}
      >
        Order Summary
      </Typography>
      {empty ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          Nothing selected yet. Choose a package or services and a state to see your price.
        </Typography>
      ) : (
        GROUPS.map(({ type, title }) => {
          const lines = pricing.breakdown.filter((line) => line.type === type);
          if (lines.length === 0) return null;
          return (
            <Box key={type} sx={{ mb: 1.5 }}>
              <Typography variant="overline" color="text.secondary" component="h3">
                {title}
              </Typography>
              {lines.map((line) => (
                <Row key={`${line.type}-${line.id}`} label={line.name} amount={line.price} />
              ))}
            </Box>
          );
        })
      )}
      <Divider sx={{ my: 1 }} />
      <Row label="Subtotal" amount={pricing.subtotal} />
      <Row label="State filing fees" amount={pricing.stateFeesTotal} />
      <Divider sx={{ my: 1 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
          Total
        </Typography>
        <Typography
          component="output"
          aria-label="Order total"
          aria-live="polite"
          variant="h5"
          sx={{ fontWeight: 700, color: 'primary.main' }}
        >
          {formatUsd(pricing.total)}
        </Typography>
      </Box>
    </Box>
  );
}
