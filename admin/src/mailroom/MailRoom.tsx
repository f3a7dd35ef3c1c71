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
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { awaitsAcknowledgement, MAIL_KIND_LABELS, MAIL_KINDS, MAIL_STATUSES } from '../../../domain/mailroom';
import { PageHeader } from '../layout/PageHeader';
import { fetchMail, type MailFilter, refusalMessage, type StaffMailItem } from './api';
import { CloseMailDialog } from './CloseMailDialog';
import { LogMailDialog } from './LogMailDialog';

const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US') : null);

/** What the client has done with the item, and the reminders sent. */
const Progress = ({ item }: { item: StaffMailItem }) => {
  const waiting = awaitsAcknowledgement(item);
  return (
    <Box>
      <Chip
        size="small"
        variant="outlined"
        label={item.status}
        color={waiting ? 'error' : item.status === 'CLOSED' ? 'default' : 'success'}
      />
      <Typography variant="caption" component="div" color="text.secondary">
        {item.notifiedAt ? `Emailed ${dateTime(item.notifiedAt)}` : 'Email pending'}
        {item.viewedAt && ` · viewed ${dateTime(item.viewedAt)}`}
        {item.acknowledgedAt && ` · acknowledged ${dateTime(item.acknowledgedAt)}`}
        {item.escalationCount > 0 && ` · ${item.escalationCount} reminder${item.escalationCount > 1 ? 's' : ''}`}
      </Typography>
      {item.closingNote && (
        <Typography variant="caption" component="div">
          Closed by {item.closedByEmail}: {item.closingNote}
        </Typography>
      )}
    </Box>
  );
};

export const MailRoom = () => {
  const notify = useNotify();
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
        title="Mail Room"
        subtitle="Mail received as registered agent. A service of process is escalated every day until the client acknowledges it or you close it."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setLogging(true)}>
            Log mail
          </Button>
        }
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          size="small"
          fullWidth={false}
          label="Search"
          placeholder="Business, sender or client"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <TextField
          size="small"
          fullWidth={false}
          select
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="OPEN">Open</MenuItem>
          <MenuItem value="all">All</MenuItem>
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
          label="Kind"
          value={kind}
          onChange={(event) => setKind(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">All kinds</MenuItem>
          {MAIL_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {MAIL_KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
        {entityId && (
          <Button size="small" onClick={() => setParams({})}>
            Show every entity
          </Button>
        )}
      </Box>
      {mail.isError && <Alert severity="error">{refusalMessage(mail.error)}</Alert>}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Mail items">
          <TableHead>
            <TableRow>
              <TableCell>Received</TableCell>
              <TableCell>Entity</TableCell>
              <TableCell>Kind</TableCell>
              <TableCell>Sender</TableCell>
              <TableCell>Client</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Scan</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id} data-testid="mail-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.receivedOn}</TableCell>
                <TableCell>
                  {item.businessName} ({item.stateCode})
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
                    Open
                  </Button>
                </TableCell>
                <TableCell>
                  {item.status !== 'CLOSED' && (
                    <Button size="small" variant="outlined" onClick={() => setClosing(item)}>
                      Close
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {mail.isSuccess && items.length === 0 && (
              <TableRow>
                <TableCell colSpan={8} align="center">
                  No mail matches these filters.
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
            notify(`Logged; ${item.clientEmail ?? 'the client'} is being emailed.`, { type: 'success' });
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
            notify('Closed.', { type: 'success' });
            mail.refetch();
          }}
        />
      )}
    </>
  );
};
