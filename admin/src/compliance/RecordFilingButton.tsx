// Records an obligation as filed (date and confirmation); the server schedules the next deadline.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';
import type { ComplianceRecord } from './types';

const today = () => new Date().toISOString().slice(0, 10);

export const RecordFilingButton = ({ record }: { record: ComplianceRecord }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [filedOn, setFiledOn] = useState(today);
  const [confirmation, setConfirmation] = useState('');
  const save = useMutation({
    mutationFn: () => dataProvider.recordComplianceFiling(record.id, { filedOn, confirmation }),
    onSuccess: ({ next }) => {
      setOpen(false);
      notify(next ? 'app.notification.filed_next' : 'app.notification.filed', {
        type: 'success',
        messageArgs: { dueDate: next?.dueDate },
      });
      refresh();
    },
    onError: (error: Error) => notify(errorMessage(error), { type: 'error' }),
  });
  if (record.status === 'FILED') return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const titleId = `record-filing-${record.id}`;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap' }}>
        Record filing
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <form onSubmit={submit}>
          <DialogTitle id={titleId}>
            Record filing: {record.title} for {record.businessName}
          </DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
            <TextField
              label="Filed on"
              type="date"
              value={filedOn}
              onChange={(event) => setFiledOn(event.target.value)}
              required
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
            />
            <TextField
              label="Confirmation number"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              required
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              Save filing
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};
