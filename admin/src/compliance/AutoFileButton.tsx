// Staff turn a client's automatic filing on (with the card the client keeps) or off, on the client's behalf, after
// saying what changes for the client: react-admin's update of the entity (PUT /api/admin/entities/:id); the server
// audits it and answers 409 with the reason when the client keeps no card.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh, useUpdate } from 'react-admin';
import { errorMessage } from '../providers/errorMessage';
import type { ComplianceRecord } from './types';

const consequence = (record: ComplianceRecord, turnOn: boolean) =>
  turnOn
    ? `Each annual report of ${record.businessName} is then ordered before it is due and charged to the card the client keeps on file.`
    : `The annual reports of ${record.businessName} are then no longer ordered or charged automatically: the client files or orders each one.`;

export const AutoFileButton = ({ record }: { record: ComplianceRecord }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [update, { isPending }] = useUpdate<{ id: string; autoFile: boolean }>();
  if (record.status === 'FILED') return null;
  const turnOn = !record.autoFile;
  const toggle = () =>
    update(
      'admin/entities',
      { id: record.entityId, data: { autoFile: turnOn } },
      {
        onSuccess: ({ autoFile }) => {
          setAsking(false);
          notify(autoFile ? 'app.notification.auto_file_on' : 'app.notification.auto_file_off', {
            type: 'success',
            messageArgs: { name: record.businessName },
          });
          // every obligation of the entity shows the switch
          refresh();
        },
        onError: (error) => {
          setAsking(false);
          notify(errorMessage(error), { type: 'error' });
        },
      },
    );
  const label = record.autoFile ? 'Auto-filing on' : 'Auto-filing off';
  const titleId = `auto-file-${record.id}`;
  return (
    <>
      <Button
        size="small"
        disabled={isPending}
        aria-pressed={record.autoFile}
        // The spoken name starts with the visible words, then says whose it is.
        aria-label={`${label} for ${record.businessName}`}
        onClick={() => setAsking(true)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {label}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>
          Turn automatic filing {turnOn ? 'on' : 'off'} for {record.businessName}?
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{consequence(record, turnOn)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Keep it {record.autoFile ? 'on' : 'off'}</Button>
          <Button variant="contained" disabled={isPending} onClick={toggle}>
            Turn it {turnOn ? 'on' : 'off'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
