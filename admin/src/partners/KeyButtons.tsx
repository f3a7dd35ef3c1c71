// Issuing, rotating and revoking a partner's keys. A key's secret is in the answer that creates it and nowhere
// else: the dialog shows it once.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Button as MuiButton,
  TextField as MuiTextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { PARTNER_EVENT_TYPES } from '../../../domain/partner-api/events';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';
import type { IssuedKey } from '../providers/partnerCalls';

function ShownOnce({
  issued,
  onClose,
  what = 'key',
  label = 'API key',
}: {
  issued: { key: string } | null;
  onClose: () => void;
  what?: string;
  label?: string;
}) {
  const [copied, setCopied] = useState(false);
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued?.key ?? '');
      setCopied(true);
    } catch {
      notify(`The ${what} could not be copied: select it and copy it yourself.`, { type: 'warning' });
    }
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog open={issued !== null} onClose={close} aria-labelledby="key-shown-once-title">
      <DialogTitle id="key-shown-once-title">Copy this {what} now: it is not shown again</DialogTitle>
      <DialogContent>
        <MuiTextField
          fullWidth
          label={label}
          value={issued?.key ?? ''}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={copy} variant="outlined" startIcon={<ContentCopyIcon />}>
          {copied ? 'Copied' : 'Copy'}
        </MuiButton>
        <MuiButton onClick={close}>Done</MuiButton>
      </DialogActions>
    </Dialog>
  );
}

/** Test or live: live only once the partner is approved. */
function ModeField({
  mode,
  onChange,
  approved,
}: {
  mode: 'test' | 'live';
  onChange: (mode: 'test' | 'live') => void;
  approved: boolean;
}) {
  return (
    <MuiTextField select label="Mode" value={mode} onChange={(e) => onChange(e.target.value as 'test' | 'live')}>
      <MenuItem value="test">Test</MenuItem>
      <MenuItem value="live" disabled={!approved}>
        Live (approved partners only)
      </MenuItem>
    </MuiTextField>
  );
}

function CancelOrConfirm({
  onCancel,
  onConfirm,
  disabled,
  label,
}: {
  onCancel: () => void;
  onConfirm: () => void;
  disabled: boolean;
  label: string;
}) {
  return (
    <DialogActions>
      <MuiButton onClick={onCancel}>Cancel</MuiButton>
      <MuiButton onClick={onConfirm} disabled={disabled}>
        {label}
      </MuiButton>
    </DialogActions>
  );
}

/** In the partner's toolbar: a new test or live key, named. */
export function IssueKeyButton() {
  const partner = useRecordContext<{ id: string; status: string }>();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<'test' | 'live'>('test');
  const [name, setName] = useState('');
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const issue = useMutation({
    mutationFn: (partnerId: string) => dataProvider.issuePartnerKey(partnerId, { mode, name }),
    onSuccess: (key) => {
      setIssued(key);
      setOpen(false);
      setName('');
      refresh();
    },
    onError: (error: Error) => notify(errorMessage(error), { type: 'error' }),
  });
  if (!partner) return null;
  return (
    <>
      <Button label="New key" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>New API key</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1, minWidth: 320 }}>
          <MuiTextField label="Name" value={name} onChange={(e) => setName(e.target.value)} margin="dense" />
          <ModeField mode={mode} onChange={setMode} approved={partner.status === 'APPROVED'} />
        </DialogContent>
        <CancelOrConfirm
          onCancel={() => setOpen(false)}
          onConfirm={() => issue.mutate(partner.id)}
          disabled={!name.trim() || issue.isPending}
          label="Create key"
        />
      </Dialog>
      <ShownOnce issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}

/** In a key's row: rotate (the old key keeps working for a day) or revoke (at once). */
export function KeyActions() {
  const key = useRecordContext<{ id: string; partnerId: string; revoked: boolean }>();
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = (error: Error) => notify(errorMessage(error), { type: 'error' });
  const rotate = useMutation({
    mutationFn: (k: { partnerId: string; id: string }) => dataProvider.rotatePartnerKey(k.partnerId, k.id),
    onSuccess: (rotated) => {
      setIssued(rotated);
      refresh();
    },
    onError,
  });
  const revoke = useMutation({
    mutationFn: (k: { partnerId: string; id: string }) => dataProvider.revokePartnerKey(k.partnerId, k.id),
    onSuccess: () => refresh(),
    onError,
  });
  if (!key || key.revoked) return null;
  const busy = rotate.isPending || revoke.isPending;
  return (
    <>
      <Button label="Rotate" disabled={busy} onClick={() => rotate.mutate(key)} />
      <Button label="Revoke" disabled={busy} onClick={() => revoke.mutate(key)} />
      <ShownOnce issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}

/** In the partner's toolbar: a webhook endpoint added by staff (its signing secret shown once, with Copy). */
export function AddWebhookEndpointButton() {
  const partner = useRecordContext<{ id: string; status: string }>();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [event, setEvent] = useState('*');
  const [mode, setMode] = useState<'test' | 'live'>('test');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ key: string } | null>(null);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const add = useMutation({
    mutationFn: (partnerId: string) =>
      dataProvider.addPartnerWebhookEndpoint(partnerId, { url: url.trim(), events: [event], mode }),
    onSuccess: (endpoint) => {
      setOpen(false);
      setUrl('');
      setSecret({ key: endpoint.secret });
      notify(`Webhook endpoint added: ${endpoint.url}`, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['partners', 'webhook-endpoints'] });
    },
    onError: (error: Error) => setRefusal(errorMessage(error).replace(/^(url|events(\.\d+)?|mode): /, '')),
  });
  if (!partner) return null;
  return (
    <>
      <Button label="Add webhook endpoint" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="add-endpoint-title">
        <DialogTitle id="add-endpoint-title">Add a webhook endpoint</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1, minWidth: 360 }}>
          <MuiTextField
            label="Endpoint URL"
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              setRefusal(null);
            }}
            error={refusal !== null}
            helperText={refusal ?? 'An https address on the public internet.'}
            margin="dense"
            type="url"
          />
          <MuiTextField select label="Events" value={event} onChange={(e) => setEvent(e.target.value)}>
            <MenuItem value="*">Every event</MenuItem>
            {PARTNER_EVENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </MuiTextField>
          <ModeField mode={mode} onChange={setMode} approved={partner.status === 'APPROVED'} />
        </DialogContent>
        <CancelOrConfirm
          onCancel={() => setOpen(false)}
          onConfirm={() => add.mutate(partner.id)}
          disabled={!url.trim() || add.isPending}
          label="Add endpoint"
        />
      </Dialog>
      <ShownOnce issued={secret} onClose={() => setSecret(null)} what="signing secret" label="Signing secret" />
    </>
  );
}
