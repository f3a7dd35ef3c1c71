// The top of a completed order: a formation says the company is formed and links to each entity it formed;
// another kind links to the entity it worked on. A formation filed while its package has more to deliver says the
// company is formed and what is still to deliver, never that the order is complete.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { isFormationKind } from '../../../../domain/kinds';
import type { OrderDetail } from './order-detail';

export function OrderCompletion({ order }: { order: OrderDetail }) {
  const formation = isFormationKind(order.kind);
  const delivering = formation && order.stage === 'COMPLETE' && order.status === 'IN_PROGRESS';
  if (order.status !== 'COMPLETE' && !delivering) return null;
  const entities = order.formedEntities.length
    ? order.formedEntities
    : order.entityId
      ? [{ id: order.entityId, stateCode: '', businessName: 'Your company' }]
      : [];
  return (
    <Alert
      severity={delivering ? 'info' : 'success'}
      data-testid={delivering ? 'order-formed' : 'order-complete'}
      component="section"
      aria-label={delivering ? 'Company formed' : 'Order complete'}
    >
      <AlertTitle component="h2" sx={{ fontWeight: 700 }}>
        {formation ? 'Your company is formed' : 'Your order is complete'}
      </AlertTitle>
      {formation
        ? 'Every state has filed it. Your documents are below; your company, its deadlines and its services are on its page.'
        : 'Your documents are below; the company and its deadlines are on its page.'}
      {delivering && order.completionBlocker && (
        <Box component="p" sx={{ m: 0, mt: 1, fontWeight: 600 }} data-testid="still-to-deliver">
          {order.completionBlocker}. Your order stays in progress until each is delivered.
        </Box>
      )}
      {entities.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {entities.map((entity) => (
            <li key={entity.id}>
              <Link component={RouterLink} to={`/entities/${entity.id}`} sx={{ fontWeight: 600 }}>
                {entity.stateCode ? `${entity.businessName} (${entity.stateCode})` : entity.businessName}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
