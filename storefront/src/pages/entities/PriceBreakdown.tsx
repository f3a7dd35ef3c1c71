import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatUsd } from '../../lib/format';
import type { KindPricing } from './entity-api';

/** Our service fee and the state's (or the IRS's) fee, and the total, as the server prices the order. */
export function PriceBreakdown({ pricing }: { pricing: KindPricing }) {
  return (
    <Box component="section" aria-label="Price" data-testid="entity-order-price">
      {pricing.breakdown.map((line) => (
        <Box key={`${line.type}-${line.id}`} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
          <Typography variant="body2">{line.name}</Typography>
          <Typography variant="body2">{formatUsd(line.price)}</Typography>
        </Box>
      ))}
      {pricing.stateFeeNote && (
        <Typography variant="caption" color="text.secondary" component="p">
          {pricing.stateFeeNote}
        </Typography>
      )}
      <Divider sx={{ my: 1 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700 }}>Total</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="entity-order-total">
          {formatUsd(pricing.total)}
        </Typography>
      </Box>
    </Box>
  );
}
