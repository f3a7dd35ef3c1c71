import SendIcon from '@mui/icons-material/Send';
import StopIcon from '@mui/icons-material/Stop';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GPT_MESSAGE_MAX_LENGTH } from '../../../domain/assistant';

/** The message box with its live counter against the 2000-character limit, Send and, while answering, Stop
 * (placeholder: a message key). */
export const MessageComposer = ({
  value,
  onChange,
  onSend,
  onStop,
  busy,
  disabled,
  placeholder,
}: {
  value: string;
  onChange(value: string): void;
  onSend(): void;
  onStop?: () => void;
  busy: boolean;
  disabled?: boolean;
  placeholder: string;
}) => {
  const translate = useTranslate();
  const tooLong = value.length > GPT_MESSAGE_MAX_LENGTH;
  const canSend = !busy && !disabled && !tooLong && value.trim() !== '';
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
      sx={{ display: 'grid', gap: 1 }}
    >
      <TextField
        label={translate('app.ai.composer.message')}
        multiline
        minRows={2}
        maxRows={8}
        value={value}
        placeholder={translate(placeholder)}
        disabled={disabled}
        error={tooLong}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            if (canSend) onSend();
          }
        }}
        helperText={tooLong ? translate('app.ai.composer.too_long', { max: GPT_MESSAGE_MAX_LENGTH }) : ' '}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          variant="caption"
          data-testid="character-count"
          color={tooLong ? 'error' : 'text.secondary'}
          sx={{ flex: 1 }}
        >
          {value.length}/{GPT_MESSAGE_MAX_LENGTH}
        </Typography>
        {busy && onStop && (
          <Button variant="outlined" color="warning" startIcon={<StopIcon />} onClick={onStop}>
            {translate('app.ai.composer.stop')}
          </Button>
        )}
        <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={!canSend}>
          {translate('app.ai.composer.send')}
        </Button>
      </Box>
    </Box>
  );
};
