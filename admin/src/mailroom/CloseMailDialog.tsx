// Closes an item with a note (why: handled by phone, forwarded to counsel, junk...); reminders stop.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { closeMail, refusalMessage, type StaffMailItem } from './api';

export const CloseMailDialog = ({
  item,
  onClose,
  onClosed,
}: {
  item: StaffMailItem;
  onClose: () => void;
  onClosed: () => void;
}) => {
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
          Close: {item.sender} for {item.businessName}
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            label="Closing note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            required
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {save.isError && <Alert severity="error">{refusalMessage(save.error)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!note.trim() || save.isPending}>
            Close item
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
