// Records an obligation as filed (date and confirmation): react-admin's update of the obligation
// (PUT /api/admin/compliance/:id), whose answer names the next deadline the server scheduled.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  DateInput,
  Form,
  maxLength,
  required,
  SaveButton,
  TextInput,
  useNotify,
  useRefresh,
  useUpdate,
} from 'react-admin';
import type { filedObligationSchema } from '../../../domain/contracts/compliance';
import type { Wire } from '../../../domain/contracts/wire';
import { errorMessage } from '../providers/errorMessage';
import { notInFuture, todayIso } from '../providers/validators';
import type { ComplianceRecord } from './types';

type FiledObligation = Wire<typeof filedObligationSchema>;
type Filing = { filedOn: string; confirmation: string };

const today = todayIso;

export const RecordFilingButton = ({ record }: { record: ComplianceRecord }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<FiledObligation>();
  const [open, setOpen] = useState(false);
  if (record.status === 'FILED') return null;
  const save = (values: Record<string, unknown>) => {
    const { filedOn, confirmation } = values as Filing;
    update(
      'admin/compliance',
      { id: record.id, data: { filedOn, confirmation } },
      {
        onSuccess: ({ next }) => {
          setOpen(false);
          notify(next ? 'app.notification.filed_next' : 'app.notification.filed', {
            type: 'success',
            messageArgs: { dueDate: next?.dueDate },
          });
          refresh();
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  };
  const titleId = `record-filing-${record.id}`;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap' }}>
        Record filing
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <Form record={{ id: record.id, filedOn: today(), confirmation: '' }} onSubmit={save}>
          <DialogTitle id={titleId}>
            Record filing: {record.title} for {record.businessName}
          </DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', pt: '8px !important' }}>
            <DateInput source="filedOn" label="Filed on" validate={[required(), notInFuture]} />
            <TextInput source="confirmation" label="Confirmation number" validate={[required(), maxLength(100)]} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <SaveButton label="Save filing" icon={<span />} disabled={isPending} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
