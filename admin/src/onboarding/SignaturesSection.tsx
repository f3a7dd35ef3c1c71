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
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { adminOrderSignaturesSchema, signatureSchema } from '../../../domain/contracts/signatures';
import type { Wire } from '../../../domain/contracts/wire';
import { API_URL } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';
import { getJson, httpClient } from '../providers/httpClient';

type SignatureRow = Wire<typeof signatureSchema>;

const STATUS = {
  PENDING: { label: 'Waiting on client', color: 'warning' },
  SIGNED: { label: 'Signed', color: 'success' },
  VOID: { label: 'Void (regenerated)', color: 'default' },
} as const;

const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

function WetInkDialog({ orderId, row, onClose }: { orderId: string; row: SignatureRow; onClose(done: boolean): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!file || !reason.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await httpClient(`${API_URL}/admin/orders/${orderId}/documents/${row.assetId}/wet-ink`, {
        method: 'POST',
        body: JSON.stringify({ reason: reason.trim(), version: row.version, contentBase64: await base64Of(file) }),
      });
      onClose(true);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm" aria-labelledby="wet-ink-title">
      <DialogTitle id="wet-ink-title">Record a wet-ink signature</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            {row.name}: upload the client's signed scan (PDF). It becomes the document's signed version; the reason is
            written to the audit log.
          </Typography>
          <Button variant="outlined" component="label">
            {file ? file.name : 'Choose the signed scan (PDF)'}
            <input
              hidden
              type="file"
              accept="application/pdf,.pdf"
              aria-label="Signed scan (PDF)"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            minRows={2}
            helperText="Why the client signed on paper (e.g. signed at the office, no email access)."
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!file || !reason.trim() || busy}>
          {busy ? 'Recording...' : 'Record signature'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function SignaturesSection({ orderId, onChange }: { orderId: string; onChange(): void }) {
  const [recording, setRecording] = useState<SignatureRow | null>(null);
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['order-signatures', orderId],
    queryFn: () => getJson<Wire<typeof adminOrderSignaturesSchema>>(`${API_URL}/admin/orders/${orderId}/signatures`),
  });
  if (isPending) return <Typography color="text.secondary">Loading signatures...</Typography>;
  if (error) return <Alert severity="error">Could not load the signatures: {errorMessage(error)}</Alert>;
  if (data.documents.length === 0)
    return <Typography color="text.secondary">Documents are offered for signature once confirmed.</Typography>;
  return (
    <>
      {data.waiting > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Waiting on the client: {data.waiting} document{data.waiting === 1 ? '' : 's'} to sign before filing.
        </Alert>
      )}
      <List dense aria-label="Signatures">
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
                  Record wet-ink signature
                </Button>
              ) : undefined
            }
          >
            <ListItemText
              primary={
                <>
                  {row.name} <Chip size="small" label={STATUS[row.status].label} color={STATUS[row.status].color} />
                </>
              }
              secondary={
                row.status === 'SIGNED'
                  ? `${row.method === 'wetInk' ? `Wet ink, recorded by ${row.signerEmail}: ${row.reason}` : `Signed electronically by ${row.signerName} (${row.signerEmail})`} · ${row.signedAt ? new Date(row.signedAt).toUTCString() : ''}`
                  : `Signs as ${row.capacity} · version ${row.version}`
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
            if (done) {
              void refetch();
              onChange();
            }
          }}
        />
      )}
    </>
  );
}
