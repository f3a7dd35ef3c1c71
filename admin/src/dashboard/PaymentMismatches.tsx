// The dashboard's 'Payment mismatches' card: what the daily reconciliation found between Stripe's charges and
// refunds and our orders, still open, each resolved here by a refund (through Stripe), a link to its order or a note.
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatCents } from '../format';
import type { PaymentMismatch as Mismatch, MismatchResolution } from '../providers/dashboardCalls';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';

const QUERY_KEY = ['payment-mismatches'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const cents = (value: number | null) => (value === null ? '' : formatCents(value));

export const PaymentMismatches = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const list = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.getPaymentMismatches() });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.dashboard.mismatches.title')}
          {list.data && list.data.open > 0 && <Chip size="small" color="error" label={list.data.open} sx={{ ml: 1 }} />}
        </Typography>
        {list.isPending ? (
          <Skeleton height={40} />
        ) : list.error ? (
          <Alert severity="error">
            {translate('app.dashboard.mismatches.load_failed', { error: errorMessage(list.error) })}
          </Alert>
        ) : !list.data.data.length ? (
          <Typography color="text.secondary">{translate('app.dashboard.mismatches.empty')}</Typography>
        ) : (
          <List dense disablePadding aria-label={translate('app.dashboard.mismatches.list')}>
            {list.data.data.map((mismatch) => (
              <MismatchRow key={mismatch.id} mismatch={mismatch} />
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};

const MismatchRow = ({ mismatch }: { mismatch: Mismatch }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const resolve = useMutation({
    mutationFn: (resolution: MismatchResolution) => dataProvider.resolvePaymentMismatch(mismatch.id, resolution),
    onSuccess: (resolved) => {
      notify('app.notification.payment_mismatch_resolved', {
        type: 'success',
        messageArgs: { resolution: resolved.resolution ?? '' },
      });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
    onError: (error) =>
      notify('app.notification.payment_mismatch_failed', {
        type: 'error',
        messageArgs: { error: errorMessage(error) },
      }),
  });
  const note = text.trim();
  return (
    <ListItem disableGutters divider sx={{ display: 'block' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color="error" variant="outlined" label={mismatch.kind} />
        <Typography variant="body2">{mismatch.detail}</Typography>
        <Typography variant="body2" color="text.secondary">
          {cents(mismatch.amountCents)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        <TextField
          size="small"
          label={translate('app.dashboard.mismatches.note')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button
          size="small"
          color="error"
          disabled={resolve.isPending || !mismatch.paymentIntentId}
          onClick={() => resolve.mutate({ action: 'refund', ...(note ? { note } : {}) })}
        >
          {translate('app.dashboard.mismatches.refund')}
        </Button>
        <Button
          size="small"
          disabled={resolve.isPending || !UUID.test(note)}
          onClick={() => resolve.mutate({ action: 'link', orderId: note })}
        >
          {translate('app.dashboard.mismatches.link')}
        </Button>
        <Button
          size="small"
          disabled={resolve.isPending || !note}
          onClick={() => resolve.mutate({ action: 'note', note })}
        >
          {translate('app.dashboard.mismatches.save_note')}
        </Button>
      </Box>
    </ListItem>
  );
};
