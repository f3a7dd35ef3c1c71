// Who an order waits for and its estimate, in staff's words, on the board's cards and the order page; an order
// past its estimate says so in red.
import { Box, Typography } from '@mui/material';
import type { progressSchema } from '../../../domain/contracts/progress';
import type { Wire } from '../../../domain/contracts/wire';
import { staffEstimateText } from '../../../domain/estimate-labels';
import { holderColour } from '../format';

export const HolderBadge = ({ progress }: { progress: Wire<typeof progressSchema> }) => (
  <Box data-testid="holder-badge" sx={{ display: 'grid', gap: 0.25 }}>
    <Typography
      variant="body2"
      data-testid="holder"
      data-holder={progress.holder.kind}
      sx={{ fontWeight: 600, color: holderColour(progress.holder.kind) }}
    >
      {progress.holder.staff}
    </Typography>
    {progress.estimate && (
      <Typography
        variant="body2"
        data-testid="estimate"
        data-overdue={progress.estimate.overdue}
        sx={{
          color: progress.estimate.overdue ? 'error.main' : 'text.secondary',
          fontWeight: progress.estimate.overdue ? 600 : 400,
        }}
      >
        {staffEstimateText(progress.estimate)}
      </Typography>
    )}
  </Box>
);

/** Card styles for an order past its estimate: a red border and tint the board's reader can scan for. */
export const overdueCardSx = { borderColor: 'error.main', borderWidth: 2, bgcolor: 'rgba(211, 47, 47, 0.04)' } as const;
