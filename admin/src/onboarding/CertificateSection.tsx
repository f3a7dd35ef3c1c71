// A good-standing order's certificate: what is on file, and at the filing step the upload of the state's PDF
// (checksum computed in the browser as for every upload). Recording the filing needs it; the server checks both.
import { Alert, Box, Button, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { CERTIFICATE_NAME_PREFIX } from '../../../domain/order-certificates';
import { sha256OfFile } from '../dam/upload';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';
import type { OrderDetail } from './types';
import { useRefreshOrder } from './useRefreshOrder';

export const CertificateSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const order = useRecordContext<OrderDetail>();
  const refreshOrder = useRefreshOrder();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File }) =>
      dataProvider.uploadCertificate(id, { checksum: await sha256OfFile(file), file }),
    onSuccess: () => {
      notify('app.onboarding.certificate.uploaded', { type: 'success' });
      refreshOrder();
    },
    // The same file can be chosen again after a refusal.
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });
  if (!order) return null;
  const certificate = order.documents.find((document) => document.name.startsWith(CERTIFICATE_NAME_PREFIX));
  const atFiling = order.stage === 'FILING' && order.status === 'IN_PROGRESS';
  const busy = upload.isPending;

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
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload.mutate({ id: order.id, file });
            }}
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
      {upload.error && (
        <Alert severity="error" role="alert">
          {errorMessage(upload.error)}
        </Alert>
      )}
    </Box>
  );
};
