// What the order sold, each with its status: the client sees what is done, what is still to do, and what staff
// waived and why.

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DELIVERABLE_STATUS_LABELS } from '../../../../domain/deliverables';
import { statusColour } from '../../lib/format';
import type { OrderDetail } from './order-detail';

export function OrderDeliverables({ deliverables }: { deliverables: OrderDetail['deliverables'] }) {
  if (deliverables.length === 0)
    return <Typography color="text.secondary">This order has nothing to deliver beyond its filings.</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {deliverables.map((item) => (
        <Box
          component="li"
          key={item.id}
          data-testid="deliverable"
          sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography sx={{ fontWeight: 500, minWidth: 220 }}>{item.name}</Typography>
          <Chip size="small" label={DELIVERABLE_STATUS_LABELS[item.status]} color={statusColour(item.status)} />
          {item.waivedReason && (
            <Typography variant="body2" color="text.secondary">
              {item.waivedReason}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
