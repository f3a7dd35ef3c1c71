// A good-standing order's certificate: what is on file, and at the filing step the upload of the state's PDF
// (checksum computed in the browser as for every upload). Recording the filing needs it; the server checks both.
import { Alert, Box, Button, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CERTIFICATE_NAME_PREFIX } from '../../../domain/order-certificates';
import { sha256OfFile } from '../dam/upload';
import { errorMessage } from '../providers/errorMessage';
import { httpClient } from '../providers/httpClient';
import type { OrderDetail } from './types';

async function uploadCertificate(orderId: string, file: File) {
  const form = new FormData();
  form.append('checksum', await sha256OfFile(file));
  form.append('file', file, file.name);
  await httpClient(`/api/admin/orders/${orderId}/certificate`, { method: 'POST', body: form });
}

export const CertificateSection = ({ order, onDone }: { order: OrderDetail; onDone: () => void }) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const certificate = order.documents.find((document) => document.name.startsWith(CERTIFICATE_NAME_PREFIX));
  const atFiling = order.stage === 'FILING' && order.status === 'IN_PROGRESS';

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      await uploadCertificate(order.id, file);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="certificate-section">
      <Typography variant="body2">
        {certificate
          ? translate('app.onboarding.certificate.on_file', { name: certificate.name, version: certificate.version })
          : translate(atFiling ? 'app.onboarding.certificate.missing' : 'app.onboarding.certificate.after_filing')}
      </Typography>
      {atFiling && (
        <Box>
          <input
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            hidden
            aria-label={translate('app.onboarding.certificate.upload')}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
          <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
            {translate(
              busy
                ? 'app.onboarding.certificate.uploading'
                : certificate
                  ? 'app.onboarding.certificate.replace'
                  : 'app.onboarding.certificate.upload',
            )}
          </Button>
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Box>
  );
};
