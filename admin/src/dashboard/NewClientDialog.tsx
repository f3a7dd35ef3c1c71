import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { fieldErrorMessage } from '../providers/errorMessage';

/** Creates a record of the clients resource (POST /api/clients); the server emails the invitation to set a password. */
export const NewClientDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setEmail('');
    setError(null);
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(translate('app.dashboard.new_client.email_required'));
      return;
    }
    setBusy(true);
    try {
      const { data: client } = await dataProvider.create<{ id: string; email: string }>('clients', {
        data: { email: email.trim() },
      });
      notify('app.notification.client_created', { type: 'success', messageArgs: { email: client.email } });
      // The new account shows in Recent Activity.
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
      close();
    } catch (err) {
      setError(fieldErrorMessage(err, 'email'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('app.dashboard.new_client.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.dashboard.new_client.intro')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            type="email"
            label={translate('app.dashboard.new_client.email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('app.dashboard.new_client.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
