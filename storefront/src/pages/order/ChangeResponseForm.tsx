import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, errorMessage } from '../../lib/api';

/** Staff's change request and the client's answer, which returns the order to review. */
export function ChangeResponseForm({ orderId, request }: { orderId: string; request: { message: string } }) {
  const [message, setMessage] = useState('');
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: () => apiRequest('POST', `/api/orders/${orderId}/change-response`, { message: message.trim() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/orders', orderId] }),
  });
  return (
    <Paper
      component="section"
      aria-label="Change requested"
      variant="outlined"
      sx={{ p: 2, borderColor: 'warning.main', bgcolor: 'warning.50' }}
    >
      <Typography sx={{ fontWeight: 600 }}>Our team needs a change before preparing your documents</Typography>
      <Typography sx={{ my: 1, whiteSpace: 'pre-wrap' }}>{request.message}</Typography>
      <Stack
        component="form"
        spacing={1.5}
        onSubmit={(event) => {
          event.preventDefault();
          if (message.trim()) answer.mutate();
        }}
      >
        <TextField
          label="Your answer"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={2}
          required
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {answer.error && <Alert severity="error">{errorMessage(answer.error)}</Alert>}
        <Button
          type="submit"
          variant="contained"
          disabled={!message.trim() || answer.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {answer.isPending ? 'Sending...' : 'Send answer'}
        </Button>
      </Stack>
    </Paper>
  );
}
