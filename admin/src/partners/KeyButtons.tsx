// Issuing, rotating and revoking a partner's keys. A key's secret is in the answer that creates it and nowhere
// else: the dialog shows it once.
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Button as MuiButton,
  TextField as MuiTextField,
} from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { issuedKeySchema } from '../../../domain/contracts/partners';
import type { Wire } from '../../../domain/contracts/wire';
import { errorMessage } from '../providers/errorMessage';
import { API_URL, httpClient, postJson } from '../providers/httpClient';

type IssuedKey = Wire<typeof issuedKeySchema>;

function ShownOnce({ issued, onClose }: { issued: IssuedKey | null; onClose: () => void }) {
  return (
    <Dialog open={issued !== null} onClose={onClose}>
      <DialogTitle>Copy this key now: it is not shown again</DialogTitle>
      <DialogContent>
        <MuiTextField fullWidth value={issued?.key ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>Done</MuiButton>
      </DialogActions>
    </Dialog>
  );
}

/** In the partner's toolbar: a new test or live key, named. */
export function IssueKeyButton() {
  const partner = useRecordContext<{ id: string; status: string }>();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<'test' | 'live'>('test');
  const [name, setName] = useState('');
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  if (!partner) return null;
  const issue = async () => {
    try {
      setIssued(await postJson<IssuedKey>(`${API_URL}/admin/partners/${partner.id}/keys`, { mode, name }));
      setOpen(false);
      setName('');
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <>
      <Button label="New key" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>New API key</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1, minWidth: 320 }}>
          <MuiTextField label="Name" value={name} onChange={(e) => setName(e.target.value)} margin="dense" />
          <MuiTextField select label="Mode" value={mode} onChange={(e) => setMode(e.target.value as 'test' | 'live')}>
            <MenuItem value="test">Test</MenuItem>
            <MenuItem value="live" disabled={partner.status !== 'APPROVED'}>
              Live (approved partners only)
            </MenuItem>
          </MuiTextField>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>Cancel</MuiButton>
          <MuiButton onClick={issue} disabled={!name.trim()}>
            Create key
          </MuiButton>
        </DialogActions>
      </Dialog>
      <ShownOnce issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}

/** In a key's row: rotate (the old key keeps working for a day) or revoke (at once). */
export function KeyActions() {
  const key = useRecordContext<{ id: string; partnerId: string; revoked: boolean }>();
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  if (!key || key.revoked) return null;
  const base = `${API_URL}/admin/partners/${key.partnerId}/keys/${key.id}`;
  const run = (action: () => Promise<unknown>) => async () => {
    try {
      await action();
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <>
      <Button label="Rotate" onClick={run(async () => setIssued(await postJson<IssuedKey>(`${base}/rotate`, {})))} />
      <Button label="Revoke" onClick={run(() => httpClient(base, { method: 'DELETE' }))} />
      <ShownOnce issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}
