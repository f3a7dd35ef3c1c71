// Closes an item with a note (why: handled by phone, forwarded to counsel, junk...); reminders stop.
// The note is the item's closingNote, saved by react-admin's useUpdate (the data provider closes the item).
import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import {
  maxLength,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { MAIL_ITEMS } from '../providers/mailResources';
import { errorMessage } from '../providers/errorMessage';
import type { StaffMailItem } from './types';

const validateNote = [required(), maxLength(2000)];

export const CloseMailDialog = ({
  item,
  onClose,
  onClosed,
}: {
  item: StaffMailItem;
  onClose: () => void;
  onClosed: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate<StaffMailItem>();
  const submit = (values: { closingNote?: string }) =>
    update(
      MAIL_ITEMS,
      { id: item.id, data: { closingNote: values.closingNote?.trim() }, previousData: item },
      {
        mutationMode: 'pessimistic',
        onSuccess: onClosed,
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="close-mail-title" fullWidth maxWidth="sm">
      <DialogTitle id="close-mail-title">
        {translate('app.mailroom.close_dialog.title', { sender: item.sender, businessName: item.businessName })}
      </DialogTitle>
      <SimpleForm
        record={{ closingNote: '' }}
        onSubmit={submit}
        toolbar={
          <DialogActions>
            <Button onClick={onClose}>{translate('app.mailroom.cancel')}</Button>
            <SaveButton label="app.mailroom.close_dialog.submit" />
          </DialogActions>
        }
      >
        <TextInput
          source="closingNote"
          label="app.mailroom.close_dialog.note"
          validate={validateNote}
          multiline
          minRows={2}
        />
      </SimpleForm>
    </Dialog>
  );
};
