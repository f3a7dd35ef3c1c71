import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';

/** Cancels an order nobody has paid (an automatic filing waiting on payment): its pay link stops working. */
export const CancelUnpaidButton = ({ orderId, shortId }: { orderId: string; shortId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const cancel = useMutation({
    mutationFn: () => dataProvider.cancelUnpaidOrder(orderId, 'Canceled by staff before payment'),
    onSuccess: () => {
      notify('app.notification.unpaid_order_canceled', { type: 'success', messageArgs: { id: shortId } });
      refresh();
    },
    onError: (error) =>
      notify('app.notification.unpaid_order_cancel_failed', {
        type: 'error',
        messageArgs: { error: errorMessage(error) },
      }),
  });
  return (
    <Button
      size="small"
      color="error"
      disabled={cancel.isPending}
      data-testid="cancel-unpaid"
      aria-label={translate('app.onboarding.card.cancel_unpaid_label', { id: shortId })}
      onClick={() => {
        if (window.confirm(translate('app.onboarding.card.cancel_unpaid_confirm', { id: shortId }))) cancel.mutate();
      }}
    >
      {translate('app.onboarding.card.cancel_unpaid')}
    </Button>
  );
};
