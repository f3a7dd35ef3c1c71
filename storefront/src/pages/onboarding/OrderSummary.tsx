import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Pricing } from '../../../../domain/pricing';
import { formatUsd } from '../../lib/format';

const SECTION_LABELS = { package: 'Packages', service: 'Services', state_fee: 'State filing fees' } as const;

/** The price breakdown and total from calculatePricing. */
export function OrderSummary({ pricing, title = 'Order Summary' }: { pricing: Pricing; title?: string }) {
  const sections = (['package', 'service', 'state_fee'] as const)
    .map((type) => ({ type, lines: pricing.breakdown.filter((line) => line.type === type) }))
    .filter((section) => section.lines.length > 0);
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {sections.length === 0 ? (
        <Typography color="text.secondary">Choose packages, services and a state to see your price.</Typography>
      ) : (
        <Stack spacing={1.5}>
          {sections.map((section) => (
            <Box key={section.type}>
              <Typography variant="overline" color="text.secondary">
                {SECTION_LABELS[section.type]}
              </Typography>
              {section.lines.map((line) => (
                <Box key={`${line.type}-${line.id}`} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <Typography variant="body2">{line.name}</Typography>
                  <Typography variant="body2">{formatUsd(line.price)}</Typography>
                </Box>
              ))}
            </Box>
          ))}
          <Divider />
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Typography variant="body2">Subtotal</Typography>
            <Typography variant="body2">{formatUsd(pricing.subtotal)}</Typography>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Typography variant="body2">State fees</Typography>
            <Typography variant="body2">{formatUsd(pricing.stateFeesTotal)}</Typography>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 700 }}>Total</Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="order-total">
              {formatUsd(pricing.total)}
            </Typography>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
