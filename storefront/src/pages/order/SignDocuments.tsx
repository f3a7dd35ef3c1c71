// The client's signing step on the order page: each document waiting for signature shown in full (the PDF in the
// page), the consent to sign electronically (ESIGN Act / UETA), the typed full name and "Adopt and sign"; signed
// documents listed with the signed version to download.
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { signerNameProblem } from '../../../../domain/e-signature';
import { DocumentDownloadButton } from '../../components/DocumentDownloadButton';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import {
  inlineDocumentUrl,
  type SignatureItem,
  signaturesKey,
  signDocument,
  useOrderSignatures,
} from './order-signatures';

function PdfViewer({ item }: { item: SignatureItem }) {
  const link = useQuery({
    queryKey: ['inline-document', item.assetId, item.version],
    queryFn: () => inlineDocumentUrl(item.assetId),
    staleTime: 4 * 60 * 1000,
  });
  if (link.isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', height: 120 }}>
        <CircularProgress size={28} aria-label="Loading the document" />
      </Box>
    );
  if (link.error) return <Alert severity="error">This document could not be opened: {errorMessage(link.error)}</Alert>;
  return (
    <Box
      component="iframe"
      title={`${item.name} (full document)`}
      src={link.data}
      sx={{ width: '100%', height: { xs: 420, md: 640 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  );
}

function SignForm({ orderId, item, consentText }: { orderId: string; item: SignatureItem; consentText: string }) {
  const [consent, setConsent] = useState(false);
  const [fullName, setFullName] = useState('');
  const queryClient = useQueryClient();
  const sign = useMutation({
    mutationFn: () => signDocument(orderId, item, fullName),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: signaturesKey(orderId) }),
        queryClient.invalidateQueries({ queryKey: ['/api/orders', orderId] }),
      ]),
  });
  const nameProblem = fullName.trim() ? signerNameProblem(fullName) : null;
  const ready = consent && fullName.trim() !== '' && !nameProblem && !sign.isPending;
  return (
    <Paper
      component="section"
      aria-label={`Sign ${item.label} (${item.stateCode})`}
      variant="outlined"
      data-testid="document-to-sign"
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          You sign as {item.capacity} · version {item.version}
        </Typography>
      </Box>
      <PdfViewer item={item} />
      <Stack
        component="form"
        spacing={1.5}
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) sign.mutate();
        }}
      >
        <FormControlLabel
          sx={{ alignItems: 'flex-start' }}
          control={
            <Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} sx={{ pt: 0.5 }} />
          }
          label={<Typography variant="body2">{consentText}</Typography>}
        />
        <TextField
          label="Your full name"
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
          autoComplete="name"
          required
          error={Boolean(nameProblem)}
          helperText={nameProblem ?? 'Typing your name and clicking "Adopt and sign" signs this document.'}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        {fullName.trim() && !nameProblem && (
          <Typography aria-hidden sx={{ fontFamily: '"Brush Script MT", "Segoe Script", cursive', fontSize: 28 }}>
            {fullName.trim()}
          </Typography>
        )}
        {sign.error && <Alert severity="error">{errorMessage(sign.error)}</Alert>}
        <Button type="submit" variant="contained" disabled={!ready} sx={{ alignSelf: 'flex-start' }}>
          {sign.isPending ? 'Signing...' : 'Adopt and sign'}
        </Button>
      </Stack>
    </Paper>
  );
}

function SignedRow({ item }: { item: SignatureItem }) {
  const how =
    item.method === 'wetInk'
      ? 'Wet-ink signature recorded by our team'
      : `Signed electronically by ${item.signerName ?? 'you'}`;
  return (
    <Box
      component="li"
      data-testid="signed-document"
      data-asset-id={item.assetId}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, flexWrap: 'wrap' }}
    >
      <CheckCircleOutline color="success" />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 500 }}>{item.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {how}
          {item.signedAt ? ` · ${formatDateTime(item.signedAt)}` : ''}
        </Typography>
      </Box>
      <DocumentDownloadButton id={item.assetId} name={`${item.name} (signed)`} />
    </Box>
  );
}

/** The signing panel; nothing until staff have offered documents for signature. */
export function SignDocuments({ orderId }: { orderId: string }) {
  const { data, error, isPending } = useOrderSignatures(orderId);
  if (isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
        <CircularProgress size={28} aria-label="Loading the documents to sign" />
      </Box>
    );
  if (error) return <Alert severity="error">The documents to sign could not be loaded: {errorMessage(error)}</Alert>;
  if (data.documents.length === 0) return null;
  const pending = data.documents.filter((d) => d.status === 'PENDING' && d.current);
  const signed = data.documents.filter((d) => d.status === 'SIGNED');
  return (
    <Paper component="section" aria-label="Sign your documents" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        Sign your documents
      </Typography>
      {data.canceled ? (
        <Typography color="text.secondary">This order was canceled: nothing is left to sign.</Typography>
      ) : pending.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="waiting-on-you">
          Waiting on you: sign {pending.length} document{pending.length === 1 ? '' : 's'}. We file with the state once
          every document is signed.
        </Alert>
      ) : (
        <Alert severity="success" sx={{ mb: 2 }}>
          Every document is signed. Thank you!
        </Alert>
      )}
      {!data.canceled && (
        <Stack spacing={2}>
          {pending.map((item) => (
            <SignForm key={item.id} orderId={orderId} item={item} consentText={data.consentText} />
          ))}
        </Stack>
      )}
      {signed.length > 0 && (
        <Box component="ul" aria-label="Signed documents" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {signed.map((item) => (
            <SignedRow key={item.id} item={item} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
