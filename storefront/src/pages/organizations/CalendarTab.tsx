// The organisation's compliance calendar: every entity's deadlines from today by due date (or all, past ones too),
// month by month, each with its entity, and the secret address of its .ics feed.
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { OBLIGATION_STATUS_LABELS } from '../../../../domain/compliance-reminders';
import { Loading } from '../../components/Layout';
import { apiRequest } from '../../lib/api';
import { formatCalendarDay, formatMonth, formatUsd, statusColour } from '../../lib/format';
import { useToast } from '../../lib/toast';
import { CalendarMonth } from './CalendarMonth';
import { type CalendarEntry, type Organization, orgPath } from './organization-api';

/** 'November 2026' for a YYYY-MM-DD day: the calendar's month headings. */
const monthOf = (day: string | undefined) => (day ? formatMonth(day) : '');

export function CalendarTab({ organization }: { organization: Organization }) {
  const toast = useToast();
  const [withPast, setWithPast] = useState(false);
  const [view, setView] = useState<'list' | 'month'>('list');
  const from = withPast ? '' : `?from=${new Date().toISOString().slice(0, 10)}`;
  const calendar = useQuery({
    queryKey: [orgPath(organization.id), 'calendar', from],
    queryFn: () => apiRequest<CalendarEntry[]>('GET', `${orgPath(organization.id)}/calendar${from}`),
  });
  const feed = useQuery<{ url: string }>({ queryKey: [orgPath(organization.id), 'calendar', 'feed'] });
  const rows = calendar.data ?? [];

  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
      toast({ title: 'Link copied', description: 'Paste it into your calendar app as a subscription.' });
    } catch {
      toast({ title: 'Copy not available', description: 'Select the link and copy it by hand.' });
    }
  };

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
            Deadlines of every entity
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_event, next) => next && setView(next)}
              aria-label="Calendar view"
            >
              <ToggleButton value="list">List</ToggleButton>
              <ToggleButton value="month">Month</ToggleButton>
            </ToggleButtonGroup>
            <FormControlLabel
              control={<Switch checked={withPast} onChange={(event) => setWithPast(event.target.checked)} />}
              label="Include past deadlines"
            />
          </Stack>
        </Stack>
        {calendar.isLoading && <Loading text="Loading the calendar..." />}
        {calendar.isError && <Alert severity="error">The calendar could not be loaded. Please refresh the page.</Alert>}
        {calendar.isSuccess && rows.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            No deadlines yet: they appear once the organization has entities.
          </Typography>
        )}
        {rows.length > 0 && view === 'month' && <CalendarMonth rows={rows} />}
        {rows.length > 0 && view === 'list' && (
          <TableContainer>
            <Table size="small" aria-label="Calendar">
              <TableHead>
                <TableRow>
                  <TableCell>Due</TableCell>
                  <TableCell>Entity</TableCell>
                  <TableCell>Deadline</TableCell>
                  <TableCell>Fee</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((entry, index) => [
                  monthOf(entry.dueDate) !== monthOf(rows[index - 1]?.dueDate) && (
                    <TableRow key={`month-${entry.dueDate.slice(0, 7)}`}>
                      <TableCell colSpan={5} sx={{ fontWeight: 600, bgcolor: 'action.hover' }}>
                        {monthOf(entry.dueDate)}
                      </TableCell>
                    </TableRow>
                  ),
                  <TableRow key={entry.id} data-testid="calendar-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDay(entry.dueDate)}</TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={`/entities/${entry.entityId}`}>
                        {entry.businessName}
                      </Link>{' '}
                      ({entry.stateCode})
                    </TableCell>
                    <TableCell>{entry.title}</TableCell>
                    <TableCell>{entry.feeUSD > 0 ? formatUsd(entry.feeUSD) : entry.feeNote}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={statusColour(entry.status)}
                        label={OBLIGATION_STATUS_LABELS[entry.status]}
                      />
                    </TableCell>
                  </TableRow>,
                ])}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          Subscribe in your calendar
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          Add this private link to Google Calendar, Outlook or Apple Calendar to see the organization's deadlines there.
          Anyone with the link can read them.
        </Typography>
        {feed.isError && <Alert severity="error">The calendar link could not be loaded.</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            label="Calendar link (.ics)"
            value={feed.data?.url ?? ''}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'organization-feed-url' } }}
            onFocus={(event) => event.target.select()}
          />
          <Button variant="outlined" startIcon={<ContentCopy />} onClick={copy} disabled={!feed.data}>
            Copy
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
