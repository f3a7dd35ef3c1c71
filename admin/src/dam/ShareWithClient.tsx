// Shares a file with one client (it appears in that client's Documents) or takes the share back.
import { Box, Button, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';
import type { SharedWith } from './types';

export const ShareWithClient = ({
  assetId,
  sharedWith,
  onChanged,
}: {
  assetId: string;
  sharedWith: SharedWith | null;
  onChanged: () => void;
}) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const change = useMutation({
    mutationFn: (clientEmail: string | null) =>
      clientEmail ? dataProvider.shareAsset(assetId, clientEmail) : dataProvider.unshareAsset(assetId),
    onSuccess: (result) => {
      setEmail('');
      notify(result.ownerEmail ? 'app.notification.asset_shared' : 'app.notification.asset_unshared', {
        type: 'success',
        messageArgs: { email: result.ownerEmail },
      });
      onChanged();
    },
    onError: (error: Error) => notify(errorMessage(error), { type: 'error' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(email.trim());
  };

  return (
    <Box component="section" aria-labelledby="share-title" sx={{ mt: 2 }}>
      <Typography id="share-title" variant="subtitle1">
        Client access
      </Typography>
      {sharedWith ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" data-testid="asset-shared-with">
            Shared with {sharedWith.email}: it is in their Documents.
          </Typography>
          <Button size="small" color="warning" onClick={() => change.mutate(null)} disabled={change.isPending}>
            Stop Sharing
          </Button>
        </Box>
      ) : (
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
          <TextField
            label="Client email"
            type="email"
            size="small"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            helperText="The file appears in this client's Documents."
            slotProps={{ htmlInput: { maxLength: 254 } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="outlined" disabled={change.isPending} sx={{ whiteSpace: 'nowrap', mt: 0.25 }}>
            {change.isPending ? 'Sharing...' : 'Share with Client'}
          </Button>
        </Box>
      )}
    </Box>
  );
};
