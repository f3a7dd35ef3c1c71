// The calendar subscription card: the secret .ics address, copy, and rotation (the old address stops working).

import Autorenew from '@mui/icons-material/Autorenew';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../lib/api';
import { useToast } from '../../lib/toast';

interface Feed {
  url: string;
  rotatedAt: string;
}

const FEED_KEY = ['/api/compliance/feed'];

export function CalendarFeed() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const feed = useQuery<Feed>({ queryKey: FEED_KEY });
  const rotate = useMutation({
    mutationFn: () => apiRequest<Feed>('POST', '/api/compliance/feed/rotate'),
    onSuccess: (fresh) => {
      queryClient.setQueryData(FEED_KEY, fresh);
      setConfirming(false);
      toast({
        title: 'Calendar link replaced',
        description: 'The previous link no longer works. Subscribe again with the new one.',
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({ title: 'Could not replace the link', description: error.message, variant: 'destructive' }),
  });

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
    <Paper component="section" aria-labelledby="calendar-feed-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="calendar-feed-title" variant="h6" component="h2" sx={{ fontWeight: 600 }}>
        Subscribe in your calendar
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Add this private link to Google Calendar, Outlook or Apple Calendar to see every deadline there. Anyone with the
        link can read your deadlines: replace it if it was shared by mistake.
      </Typography>
      {feed.isError && <Alert severity="error">Your calendar link could not be loaded.</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="Calendar link (.ics)"
          value={feed.data?.url ?? ''}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'feed-url' } }}
          onFocus={(event) => event.target.select()}
        />
        <Button
          variant="outlined"
          startIcon={<ContentCopy />}
          onClick={copy}
          disabled={!feed.data}
          sx={{ flexShrink: 0 }}
        >
          Copy
        </Button>
        <Button
          variant="outlined"
          color="warning"
          startIcon={<Autorenew />}
          onClick={() => setConfirming(true)}
          disabled={!feed.data}
          sx={{ flexShrink: 0 }}
        >
          Replace link
        </Button>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="rotate-title">
        <DialogTitle id="rotate-title">Replace your calendar link?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The current link stops working at once; calendars subscribed to it stop updating until you subscribe with
            the new link.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button color="warning" variant="contained" onClick={() => rotate.mutate()} disabled={rotate.isPending}>
            Replace link
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
