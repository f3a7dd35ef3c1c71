// Closes an item with a note (why: handled by phone, forwarded to counsel, junk...); reminders stop.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { closeMail, type StaffMailItem } from './api';
import { errorMessage } from '../providers/errorMessage';

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
  const [note, setNote] = useState('');
  const save = useMutation({ mutationFn: () => closeMail(item.id, note), onSuccess: onClosed });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="close-mail-title" fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle id="close-mail-title">
          {translate('app.mailroom.close_dialog.title', { sender: item.sender, businessName: item.businessName })}
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            label={translate('app.mailroom.close_dialog.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            required
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.mailroom.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!note.trim() || save.isPending}>
            {translate('app.mailroom.close_dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
