// One button's order for an entity: the kind's fields (web/KindDetailsFields.tsx) with the price and its breakdown, then the same Stripe
// Payment Element as the formation checkout, for the payment intent the server created for the order.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { KindDetailsFields } from '../../../../web/KindDetailsFields';
import {
  detailsRefusalText,
  initialKindForm,
  kindConsequences,
  kindDetailsFrom,
  kindPricing,
} from '../../../../web/kind-details-form';
import { ContinueToPayment, OrderPaymentStep, useOrderPayment } from '../checkout/OrderPayment';
import { type EntityOffer, orderForEntity } from './entity-api';
import { PriceBreakdown } from './PriceBreakdown';

export function EntityOrderDialog({
  entityId,
  offer,
  onClose,
}: {
  entityId: string;
  offer: EntityOffer;
  onClose: () => void;
}) {
  const [form, setForm] = useState(() => initialKindForm(offer));
  const { busy, error, payment, submit } = useOrderPayment(
    () => orderForEntity(entityId, offer.kind, kindDetailsFrom(offer.kind, form)),
    detailsRefusalText,
  );
  const pricing = kindPricing(offer, form);
  const titleId = `entity-order-${offer.kind}`;

  const consequences = kindConsequences(offer.kind);
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{offer.button}</DialogTitle>
      {payment ? (
        <OrderPaymentStep
          payment={payment}
          returnPath={`/entities/${entityId}?ordered=${offer.kind}`}
          onCancel={onClose}
        />
      ) : (
        <Box component="form" onSubmit={submit} aria-label={`${offer.label} order`} noValidate>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            {consequences.length > 0 && (
              <Alert severity="warning" data-testid="order-consequences">
                <AlertTitle>Before you {offer.button.toLowerCase()}</AlertTitle>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {consequences.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </Box>
              </Alert>
            )}
            <KindDetailsFields offer={offer} form={form} onChange={setForm} />
            {pricing && <PriceBreakdown pricing={pricing} />}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </DialogContent>
          <ContinueToPayment busy={busy} disabled={!pricing} onCancel={onClose} />
        </Box>
      )}
    </Dialog>
  );
}
