// /admin/mailroom: mail received as registered agent for clients' entities. Staff log each item with its scan
// (the client is emailed at once), follow what the client has seen and acknowledged, and close items with a note.
// ?entityId= shows one entity's history (linked from its registered-agent renewal on the compliance screen).
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Chip,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { awaitsAcknowledgement, MAIL_KIND_LABELS, MAIL_KINDS, MAIL_STATUSES } from '../../../domain/mailroom';
import { formatDateTime } from '../format';
import { PageHeader } from '../layout/PageHeader';
import { TableHeader } from '../layout/TableHeader';
import { addScreenMessages } from '../providers/i18nProvider';
import { fetchMail, type MailFilter, type StaffMailItem } from './api';
import { CloseMailDialog } from './CloseMailDialog';
import { LogMailDialog } from './LogMailDialog';
import { mailroomMessages } from './messages';
import { errorMessage } from '../providers/errorMessage';

addScreenMessages('mailroom', mailroomMessages);

const dateTime = (iso: string | null) => (iso ? formatDateTime(iso) : null);

/** What the client has done with the item, and the reminders sent. */
const Progress = ({ item }: { item: StaffMailItem }) => {
  const translate = useTranslate();
  const waiting = awaitsAcknowledgement(item);
  const steps = [
    item.notifiedAt
      ? translate('app.mailroom.progress.emailed', { date: dateTime(item.notifiedAt) })
      : translate('app.mailroom.progress.email_pending'),
    item.viewedAt && translate('app.mailroom.progress.viewed', { date: dateTime(item.viewedAt) }),
    item.acknowledgedAt && translate('app.mailroom.progress.acknowledged', { date: dateTime(item.acknowledgedAt) }),
    item.escalationCount > 0 && translate('app.mailroom.progress.reminders', { smart_count: item.escalationCount }),
  ];
  return (
    <Box>
      <Chip
        size="small"
        variant="outlined"
        label={item.status}
        color={waiting ? 'error' : item.status === 'CLOSED' ? 'default' : 'success'}
      />
      <Typography variant="caption" component="div" color="text.secondary">
        {steps.filter(Boolean).join(' · ')}
      </Typography>
      {item.closingNote && (
        <Typography variant="caption" component="div">
          {translate('app.mailroom.progress.closed_by', { email: item.closedByEmail, note: item.closingNote })}
        </Typography>
      )}
    </Box>
  );
};

export const MailRoom = () => {
  const notify = useNotify();
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState('OPEN');
  const [kind, setKind] = useState('');
  const [q, setQ] = useState('');
  const [logging, setLogging] = useState(false);
  const [closing, setClosing] = useState<StaffMailItem | null>(null);
  const entityId = params.get('entityId') ?? '';
  const filter: MailFilter = { status, kind, q, entityId };
  const mail = useQuery({ queryKey: ['mailroom', filter], queryFn: () => fetchMail(filter) });
  const items = mail.data ?? [];

  return (
    <>
      <PageHeader
        title="app.mailroom.title"
        subtitle="app.mailroom.subtitle"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setLogging(true)}>
            {translate('app.mailroom.log_mail')}
          </Button>
        }
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          size="small"
          fullWidth={false}
          label={translate('app.mailroom.search')}
          placeholder={translate('app.mailroom.search_placeholder')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <TextField
          size="small"
          fullWidth={false}
          select
          label={translate('app.mailroom.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="OPEN">{translate('app.mailroom.open')}</MenuItem>
          <MenuItem value="all">{translate('app.mailroom.all')}</MenuItem>
          {MAIL_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          fullWidth={false}
          select
          label={translate('app.mailroom.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{translate('app.mailroom.all_kinds')}</MenuItem>
          {MAIL_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {MAIL_KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
        {entityId && (
          <Button size="small" onClick={() => setParams({})}>
            {translate('app.mailroom.show_every_entity')}
          </Button>
        )}
      </Box>
      {mail.isError && <Alert severity="error">{errorMessage(mail.error)}</Alert>}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={translate('app.mailroom.table')}>
          <TableHeader
            labels={[
              'app.mailroom.field.receivedOn',
              'app.mailroom.field.entity',
              'app.mailroom.field.kind',
              'app.mailroom.field.sender',
              'app.mailroom.field.client',
              'app.mailroom.field.status',
              'app.mailroom.field.scan',
              '',
            ]}
          />
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id} data-testid="mail-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.receivedOn}</TableCell>
                <TableCell>
                  {translate('app.mailroom.entity_of', { businessName: item.businessName, stateCode: item.stateCode })}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={MAIL_KIND_LABELS[item.kind]}
                    color={item.kind === 'SERVICE_OF_PROCESS' ? 'error' : 'default'}
                  />
                </TableCell>
                <TableCell>{item.sender}</TableCell>
                <TableCell>{item.clientEmail ?? '—'}</TableCell>
                <TableCell>
                  <Progress item={item} />
                </TableCell>
                <TableCell>
                  <Button size="small" href={`/api/assets/${item.scan.id}/download`} target="_blank">
                    {translate('app.mailroom.open')}
                  </Button>
                </TableCell>
                <TableCell>
                  {item.status !== 'CLOSED' && (
                    <Button size="small" variant="outlined" onClick={() => setClosing(item)}>
                      {translate('app.mailroom.close')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {mail.isSuccess && items.length === 0 && (
              <TableRow>
                <TableCell colSpan={8} align="center">
                  {translate('app.mailroom.no_match')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {logging && (
        <LogMailDialog
          onClose={() => setLogging(false)}
          onLogged={(item) => {
            setLogging(false);
            notify('app.mailroom.logged', {
              type: 'success',
              messageArgs: { client: item.clientEmail ?? translate('app.mailroom.the_client') },
            });
            mail.refetch();
          }}
        />
      )}
      {closing && (
        <CloseMailDialog
          item={closing}
          onClose={() => setClosing(null)}
          onClosed={() => {
            setClosing(null);
            notify('app.mailroom.closed', { type: 'success' });
            mail.refetch();
          }}
        />
      )}
    </>
  );
};
