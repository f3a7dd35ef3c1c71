import { Button, Dialog, DialogContentText, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  CreateBase,
  type RaRecord,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import { fieldErrorMessage } from '../providers/errorMessage';

interface Client extends RaRecord {
  email: string;
}

const ClientForm = ({ onCancel }: { onCancel: () => void }) => {
  const { save } = useSaveContext();
  const translate = useTranslate();
  // A refusal (a malformed or taken email) is about the one field: shown under it, not as a toast.
  const submit = async (values: Partial<Client>) => {
    let refusal: unknown;
    await save?.(values, {
      onError: (error) => {
        refusal = error;
      },
    });
    return refusal === undefined ? undefined : { email: fieldErrorMessage(refusal, 'email') };
  };
  return (
    <SimpleForm
      onSubmit={submit}
      noValidate
      toolbar={
        <Toolbar sx={{ justifyContent: 'flex-end', gap: 1 }}>
          <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
          <SaveButton label="app.dashboard.new_client.submit" alwaysEnable />
        </Toolbar>
      }
    >
      <DialogContentText sx={{ mb: 2 }}>{translate('app.dashboard.new_client.intro')}</DialogContentText>
      <TextInput
        source="email"
        type="email"
        label="app.dashboard.new_client.email"
        validate={required('app.dashboard.new_client.email_required')}
        autoFocus
      />
    </SimpleForm>
  );
};

/** Creates a record of the clients resource (POST /api/clients); the server emails the invitation to set a password. */
export const NewClientDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const created = (client: Client) => {
    notify('app.notification.client_created', { type: 'success', messageArgs: { email: client.email } });
    // The new account shows in Recent Activity.
    void queryClient.invalidateQueries({ queryKey: ['audit'] });
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="new-client-title">
      <DialogTitle id="new-client-title">{translate('app.dashboard.new_client.title')}</DialogTitle>
      <CreateBase<Client> resource="clients" redirect={false} mutationOptions={{ onSuccess: created }}>
        <ClientForm onCancel={onClose} />
      </CreateBase>
    </Dialog>
  );
};
