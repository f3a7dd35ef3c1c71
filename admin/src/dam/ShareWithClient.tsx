// Shares a file with one client (it appears in that client's Documents) or takes the share back.
// The share is the asset's sub-resource /api/assets/:id/share: created by POST, removed by DELETE, both through
// the data provider (ra-data-simple-rest), so no call of its own.
import { Box, Button, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { email, Form, maxLength, required, TextInput, useDataProvider, useNotify } from 'react-admin';
import { errorMessage, submissionErrors } from '../providers/errorMessage';
import type { AssetShare, SharedWith } from './types';

const validateEmail = [required(), email(), maxLength(254)];

export const ShareWithClient = ({
  assetId,
  sharedWith,
  onChanged,
}: {
  assetId: string;
  sharedWith: SharedWith | null;
  onChanged: () => void;
}) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const change = useMutation({
    mutationFn: async (clientEmail: string | null) =>
      (clientEmail
        ? await dataProvider.create<AssetShare>(`assets/${assetId}/share`, { data: { clientEmail } })
        : // DELETE /api/assets/:id/share: the record "share" of the asset's own path
          await dataProvider.delete<AssetShare>(`assets/${assetId}`, { id: 'share' })
      ).data,
    onSuccess: (result) => {
      notify(result.ownerEmail ? 'app.notification.asset_shared' : 'app.notification.asset_unshared', {
        type: 'success',
        messageArgs: { email: result.ownerEmail },
      });
      onChanged();
    },
  });
  // A refusal about the email ('no client account …') shows under the field and clears when it changes; any other
  // is a toast.
  const share = async (values: { clientEmail?: string }) => {
    try {
      await change.mutateAsync(String(values.clientEmail ?? '').trim());
      return undefined;
    } catch (error) {
      const onField = submissionErrors(error, ['clientEmail']);
      if (!onField) notify(errorMessage(error), { type: 'error' });
      return onField;
    }
  };
  const stopSharing = () =>
    change.mutate(null, { onError: (error: Error) => notify(errorMessage(error), { type: 'error' }) });

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
          <Button size="small" color="warning" onClick={stopSharing} disabled={change.isPending}>
            Stop Sharing
          </Button>
        </Box>
      ) : (
        <Form record={{ clientEmail: '' }} onSubmit={share} sanitizeEmptyValues={false}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
            <TextInput
              source="clientEmail"
              label="Client email"
              type="email"
              size="small"
              validate={validateEmail}
              helperText="The file appears in this client's Documents."
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="outlined" disabled={change.isPending} sx={{ whiteSpace: 'nowrap', mt: 1 }}>
              {change.isPending ? 'Sharing...' : 'Share with Client'}
            </Button>
          </Box>
        </Form>
      )}
    </Box>
  );
};
