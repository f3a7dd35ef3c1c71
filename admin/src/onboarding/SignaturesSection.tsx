// The order's documents offered for the client's signature, with their state, and for each one still waiting the
// "Record wet-ink signature" button: staff upload the client's signed scan (PDF) with a reason, audited.
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { adminOrderSignaturesSchema } from '../../../domain/contracts/signatures';
import type { Wire } from '../../../domain/contracts/wire';
import { sha256OfFile } from '../dam/upload';
import { formatDateTime, statusColour } from '../format';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';
import type { OrderDetail } from './types';
import { ORDERS, useRefreshOrder } from './useRefreshOrder';

type SignatureRow = Wire<typeof adminOrderSignaturesSchema>['documents'][number];

const STATUS_LABELS = {
  PENDING: 'app.onboarding.signatures.status.PENDING',
  SIGNED: 'app.onboarding.signatures.status.SIGNED',
  VOID: 'app.onboarding.signatures.status.VOID',
} as const;

function WetInkDialog({ orderId, row, onClose }: { orderId: string; row: SignatureRow; onClose(done: boolean): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [file, setFile] = useState<File | null>(null);
  const [reason, setReason] = useState('');
  // The scan is streamed as multipart, with its SHA-256 computed here as for DAM uploads.
  const record = useMutation({
    mutationFn: async (scan: File) =>
      dataProvider.recordWetInk(orderId, row.assetId, {
        reason: reason.trim(),
        version: row.version,
        checksum: await sha256OfFile(scan),
        file: scan,
      }),
    onSuccess: () => {
      notify('app.onboarding.signatures.recorded', { type: 'success' });
      onClose(true);
    },
  });
  const busy = record.isPending;
  const submit = () => {
    if (file && reason.trim()) record.mutate(file);
  };
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm" aria-labelledby="wet-ink-title">
      <DialogTitle id="wet-ink-title">{translate('app.onboarding.signatures.dialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            {translate('app.onboarding.signatures.dialog.intro', { name: row.name })}
          </Typography>
          <Button variant="outlined" component="label">
            {file ? file.name : translate('app.onboarding.signatures.dialog.choose')}
            <input
              hidden
              type="file"
              accept="application/pdf,.pdf"
              aria-label={translate('app.onboarding.signatures.dialog.file')}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <TextField
            label={translate('app.onboarding.signatures.dialog.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            minRows={2}
            helperText={translate('app.onboarding.signatures.dialog.reason_help')}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {record.error && <Alert severity="error">{errorMessage(record.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={!file || !reason.trim() || busy}>
          {translate(busy ? 'app.onboarding.signatures.dialog.recording' : 'app.onboarding.signatures.dialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function SignaturesSection() {
  const translate = useTranslate();
  const [recording, setRecording] = useState<SignatureRow | null>(null);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refreshOrder = useRefreshOrder();
  const orderId = useRecordContext<OrderDetail>()?.id ?? '';
  const { data, error, isPending } = useQuery({
    queryKey: [ORDERS, 'getOrderSignatures', { id: orderId }],
    queryFn: () => dataProvider.getOrderSignatures(orderId),
    enabled: !!orderId,
  });
  if (isPending)
    return <Typography color="text.secondary">{translate('app.onboarding.signatures.loading')}</Typography>;
  if (error)
    return (
      <Alert severity="error">
        {translate('app.onboarding.signatures.load_failed', { error: errorMessage(error) })}
      </Alert>
    );
  if (data.documents.length === 0)
    return <Typography color="text.secondary">{translate('app.onboarding.signatures.empty')}</Typography>;
  return (
    <>
      {data.waiting > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('app.onboarding.signatures.waiting', { smart_count: data.waiting })}
        </Alert>
      )}
      <List dense aria-label={translate('app.onboarding.signatures.list')}>
        {data.documents.map((row) => (
          <ListItem
            key={row.id}
            disableGutters
            divider
            // Room for the button, wider than the list's default action slot.
            sx={row.status === 'PENDING' && row.current ? { pr: '220px' } : undefined}
            secondaryAction={
              row.status === 'PENDING' && row.current ? (
                <Button size="small" onClick={() => setRecording(row)}>
                  {translate('app.onboarding.signatures.record')}
                </Button>
              ) : undefined
            }
          >
            <ListItemText
              primary={
                <>
                  {row.name}{' '}
                  <Chip size="small" label={translate(STATUS_LABELS[row.status])} color={statusColour(row.status)} />
                  {row.nameMatchesContact === false && (
                    <Chip
                      size="small"
                      variant="outlined"
                      color="warning"
                      sx={{ ml: 0.5 }}
                      label={translate('app.onboarding.signatures.name_mismatch')}
                    />
                  )}
                </>
              }
              secondary={
                row.status === 'SIGNED'
                  ? `${
                      row.method === 'wetInk'
                        ? translate('app.onboarding.signatures.wet_ink', { email: row.signerEmail, reason: row.reason })
                        : translate('app.onboarding.signatures.electronic', {
                            name: row.signerName,
                            email: data.accountEmail ?? row.signerEmail,
                            contact: data.contactName,
                          })
                    } · ${row.signedAt ? formatDateTime(row.signedAt) : ''}`
                  : translate('app.onboarding.signatures.pending', { capacity: row.capacity, version: row.version })
              }
            />
          </ListItem>
        ))}
      </List>
      {recording && (
        <WetInkDialog
          orderId={orderId}
          row={recording}
          onClose={(done) => {
            setRecording(null);
            // A recorded scan changes the order too: its documents and, once all are signed, its stage.
            if (done) refreshOrder();
          }}
        />
      )}
    </>
  );
}
