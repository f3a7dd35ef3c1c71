// Logs one item received as registered agent: the entity (searched by name or client email), the kind, the
// sender, the day it arrived and the scan. The client is emailed as soon as it is saved.
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MAIL_KIND_LABELS, MAIL_KINDS, type MailKind, SOLICITATION_WARNING } from '../../../domain/mailroom';
import { fetchMailEntities, logMail, type MailEntity, type StaffMailItem } from './api';
import { errorMessage } from '../providers/errorMessage';

const today = () => new Date().toISOString().slice(0, 10);

export const LogMailDialog = ({
  onClose,
  onLogged,
}: {
  onClose: () => void;
  onLogged: (item: StaffMailItem) => void;
}) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [entity, setEntity] = useState<MailEntity | null>(null);
  const [kind, setKind] = useState<MailKind>('SERVICE_OF_PROCESS');
  const [sender, setSender] = useState('');
  const [receivedOn, setReceivedOn] = useState(today);
  const [file, setFile] = useState<File | null>(null);
  const entities = useQuery({ queryKey: ['mail-entities', search], queryFn: () => fetchMailEntities(search) });
  const save = useMutation({
    mutationFn: () => logMail({ entityId: entity!.id, kind, sender, receivedOn, file: file! }),
    onSuccess: onLogged,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (entity && file) save.mutate();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="log-mail-title" fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle id="log-mail-title">{translate('app.mailroom.log.title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <Autocomplete<MailEntity>
            options={entities.data ?? []}
            value={entity}
            onChange={(_, value) => setEntity(value)}
            onInputChange={(_, value, reason) => reason === 'input' && setSearch(value)}
            getOptionLabel={(option) => `${option.businessName} (${option.stateCode}) · ${option.clientEmail ?? ''}`}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            filterOptions={(options) => options}
            loading={entities.isFetching}
            renderInput={(params) => <TextField {...params} label={translate('app.mailroom.log.entity')} required />}
          />
          <TextField
            select
            label={translate('app.mailroom.log.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as MailKind)}
          >
            {MAIL_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {MAIL_KIND_LABELS[k]}
              </MenuItem>
            ))}
          </TextField>
          {kind === 'SOLICITATION' && (
            <Alert severity="info">
              {translate('app.mailroom.log.solicitation', { warning: SOLICITATION_WARNING })}
            </Alert>
          )}
          {kind === 'SERVICE_OF_PROCESS' && (
            <Alert severity="warning">{translate('app.mailroom.log.service_of_process')}</Alert>
          )}
          <TextField
            label={translate('app.mailroom.log.sender')}
            value={sender}
            onChange={(event) => setSender(event.target.value)}
            required
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={translate('app.mailroom.log.received_on')}
            type="date"
            value={receivedOn}
            onChange={(event) => setReceivedOn(event.target.value)}
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
          />
          <Button variant="outlined" component="label">
            {translate(file ? 'app.mailroom.log.choose_another' : 'app.mailroom.log.choose_scan')}
            <input
              hidden
              type="file"
              aria-label={translate('app.mailroom.log.scan')}
              accept="application/pdf,image/*"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          {file && (
            <Typography variant="body2">{translate('app.mailroom.log.scan_name', { name: file.name })}</Typography>
          )}
          {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.mailroom.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!entity || !file || !sender.trim() || save.isPending}>
            {translate('app.mailroom.log.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
