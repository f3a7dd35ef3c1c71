import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, errorMessage } from '../../lib/api';
import { formatDay } from '../../lib/format';
import { ChangeRequestField, detailsOf } from './ChangeRequestFields';

interface OpenRequest {
  message: string;
  /** The fields staff asked for (none: the answer is a message). */
  fields?: string[];
  values?: Record<string, string>;
  dueDate?: string | Date;
}

/**
 * Staff's change request and the client's answer, which returns the order to review: the corrected values of the
 * fields staff asked for (with an optional message), or a message when they asked for none.
 */
export function ChangeResponseForm({ orderId, request }: { orderId: string; request: OpenRequest }) {
  const fields = request.fields ?? [];
  const [message, setMessage] = useState('');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((path) => [path, request.values?.[path] ?? ''])),
  );
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: () =>
      apiRequest(
        'POST',
        `/api/orders/${orderId}/change-response`,
        fields.length > 0
          ? { details: detailsOf(values), ...(message.trim() ? { message: message.trim() } : {}) }
          : { message: message.trim() },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/orders', orderId] }),
  });
  const ready = fields.length > 0 ? fields.every((path) => values[path]?.trim()) : Boolean(message.trim());
  return (
    <Paper
      component="section"
      aria-label="Change requested"
      variant="outlined"
      sx={{ p: 2, borderColor: 'warning.main', bgcolor: 'warning.50' }}
    >
      <Typography sx={{ fontWeight: 600 }}>Our team needs a change before preparing your documents</Typography>
      <Typography sx={{ my: 1, whiteSpace: 'pre-wrap' }}>{request.message}</Typography>
      {fields.length > 0 && request.dueDate && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          Answer due by {formatDay(request.dueDate)}
        </Typography>
      )}
      <Stack
        component="form"
        spacing={1.5}
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) answer.mutate();
        }}
      >
        {fields.map((path) => (
          <ChangeRequestField
            key={path}
            path={path}
            value={values[path] ?? ''}
            onChange={(value) => setValues((current) => ({ ...current, [path]: value }))}
          />
        ))}
        <TextField
          label="Your answer"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={2}
          required={fields.length === 0}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {answer.error && <Alert severity="error">{errorMessage(answer.error)}</Alert>}
        <Button
          type="submit"
          variant="contained"
          disabled={!ready || answer.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {answer.isPending ? 'Sending...' : 'Send answer'}
        </Button>
      </Stack>
    </Paper>
  );
}
