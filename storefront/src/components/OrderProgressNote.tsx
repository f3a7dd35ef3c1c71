// Who a client's order waits for and when it should be done, on the dashboard rows and the order page.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { progressSchema } from '../../../domain/contracts/progress';
import type { Wire } from '../../../domain/contracts/wire';
import { clientEstimateText } from '../../../domain/estimate-labels';
import { holderColour } from '../lib/format';

export function OrderProgressNote({
  progress,
  large = false,
}: {
  progress: Wire<typeof progressSchema>;
  large?: boolean;
}) {
  if (progress.holder.kind === 'none') return null;
  return (
    <Box data-testid="order-progress" sx={{ display: 'grid', gap: 0.25 }}>
      <Typography
        data-testid="order-holder"
        data-holder={progress.holder.kind}
        variant={large ? 'h6' : 'body2'}
        component="p"
        sx={{ fontWeight: 600, color: holderColour(progress.holder.kind) }}
      >
        {progress.holder.client}
      </Typography>
      {progress.estimate && (
        <Typography data-testid="order-estimate" variant="body2" color="text.secondary">
          {clientEstimateText(progress.estimate)}
        </Typography>
      )}
    </Box>
  );
}
