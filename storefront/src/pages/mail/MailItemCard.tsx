import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { awaitsAcknowledgement, MAIL_KIND_LABELS, type MailStatus } from '../../../../domain/mailroom';
import { formatCalendarDay, statusColour } from '../../lib/format';
import { useToast } from '../../lib/toast';
import { acknowledgeMail, type MailItem, scanUrl } from './mail';

const STATUS_LABELS: Record<MailStatus, string> = {
  NEW: 'New',
  VIEWED: 'Viewed',
  ACKNOWLEDGED: 'Acknowledged',
  CLOSED: 'Closed',
};

const received = formatCalendarDay;

/** One item: what it is, from whom, the scan; a service of process asks for the acknowledgement. */
export function MailItemCard({ item, highlighted }: { item: MailItem; highlighted: boolean }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const acknowledge = useMutation({
    mutationFn: () => acknowledgeMail(item.id),
    onSuccess: () => {
      toast({ title: 'Acknowledged', description: 'Thank you: we stop the reminders for this item.' });
      return queryClient.invalidateQueries({ queryKey: ['mail'] });
    },
    onError: (error: Error) =>
      toast({ title: 'Could not acknowledge', description: error.message, variant: 'destructive' }),
  });
  const waiting = awaitsAcknowledgement(item);
  const serious = item.kind === 'SERVICE_OF_PROCESS';
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="mail-item"
      aria-label={`${MAIL_KIND_LABELS[item.kind]} from ${item.sender}`}
      sx={{
        p: 2.5,
        listStyle: 'none',
        borderColor: highlighted ? 'primary.main' : serious && waiting ? 'error.main' : undefined,
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{MAIL_KIND_LABELS[item.kind]}</Typography>
            <Chip
              size="small"
              label={STATUS_LABELS[item.status]}
              color={waiting && serious ? 'error' : statusColour(item.status)}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            From {item.sender} · received {received(item.receivedOn)} · for {item.businessName} ({item.stateCode})
          </Typography>
          {item.closingNote && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Closed by our staff: {item.closingNote}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <Button variant="outlined" size="small" href={scanUrl(item.id)} target="_blank" rel="noopener">
            Open scan
          </Button>
          {waiting && (
            <Button
              variant="contained"
              color="error"
              size="small"
              disabled={acknowledge.isPending}
              onClick={() => acknowledge.mutate()}
            >
              Acknowledge
            </Button>
          )}
        </Stack>
      </Stack>
      {item.warning && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {item.warning}
        </Alert>
      )}
      {waiting && serious && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Legal papers were served on your company. Deadlines to answer are short: read the scan, pass it to your
          lawyer, then acknowledge it here. Until you do, we remind you every day.
        </Alert>
      )}
    </Paper>
  );
}
