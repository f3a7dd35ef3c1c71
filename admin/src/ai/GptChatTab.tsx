import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Switch,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import {
  type AssistantContext,
  contextList,
  DEFAULT_CONTEXT,
  DEFAULT_REDACTION_LEVEL,
  redactionLevelList,
} from '../../../domain/assistant';
import type { RedactionLevel } from '../../../domain/redaction';
import type { NamedItem } from './api';
import { ChatTranscript } from './ChatTranscript';
import { MessageComposer } from './MessageComposer';
import { USAGE_STATS_KEY, useCapabilities } from './queries';
import { useAssistantChat } from './useAssistantChat';

/** A labelled choice among the server's named options (contexts, redaction levels). */
function OptionSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly NamedItem[];
  onChange(value: T): void;
}) {
  const labelId = `gpt-${label.toLowerCase().replace(/\s+/g, '-')}-label`;
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select labelId={labelId} label={label} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((item) => (
          <MenuItem key={item.id} value={item.id}>
            {item.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** The Chat Interface tab: a context, the redaction level and optional data, then POST /api/admin/gpt/query. */
export const GptChatTab = () => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const capabilities = useCapabilities();
  const [draft, setDraft] = useState('');
  const [context, setContext] = useState<AssistantContext>(DEFAULT_CONTEXT);
  const [redactionLevel, setRedactionLevel] = useState<RedactionLevel>(DEFAULT_REDACTION_LEVEL);
  const [includeAuditData, setIncludeAuditData] = useState(false);
  const [includeBusinessMetrics, setIncludeBusinessMetrics] = useState(false);
  const refreshUsage = () => queryClient.invalidateQueries({ queryKey: USAGE_STATS_KEY });
  const chat = useAssistantChat('gpt', {
    onAnswer: (answer) => {
      notify('app.notification.response_generated', {
        type: 'success',
        messageArgs: { tokens: answer.tokenUsage.total_tokens },
      });
      refreshUsage();
    },
    onError: (message) => {
      notify('app.notification.query_failed', { type: 'error', messageArgs: { error: message } });
      refreshUsage();
    },
  });
  const contexts = capabilities.data?.contexts ?? contextList();
  const levels = capabilities.data?.redactionLevels ?? redactionLevelList();
  const configured = capabilities.data?.configured ?? true;

  const send = () => {
    const message = draft;
    setDraft('');
    void chat.ask(message, { context, redactionLevel, includeAuditData, includeBusinessMetrics });
  };

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <OptionSelect<AssistantContext> label="Context" value={context} options={contexts} onChange={setContext} />
        <OptionSelect<RedactionLevel>
          label="Redaction Level"
          value={redactionLevel}
          options={levels}
          onChange={setRedactionLevel}
        />
        <FormControlLabel
          control={<Switch checked={includeAuditData} onChange={(_e, checked) => setIncludeAuditData(checked)} />}
          label="Include audit data"
        />
        <FormControlLabel
          control={
            <Switch checked={includeBusinessMetrics} onChange={(_e, checked) => setIncludeBusinessMetrics(checked)} />
          }
          label="Include business metrics"
        />
        <Box sx={{ flex: 1 }} />
        <Chip
          variant="outlined"
          data-testid="gpt-session-chip"
          label={chat.sessionId ? `Session ${chat.sessionId.slice(0, 8)}` : 'New session'}
        />
        <Button
          startIcon={<DeleteSweepIcon />}
          onClick={() => {
            chat.clear();
            notify('app.notification.chat_cleared', { type: 'success' });
          }}
        >
          Clear Chat
        </Button>
      </CardContent>
      {!configured && (
        <Alert severity="warning" sx={{ mx: 2 }}>
          The AI assistant is not configured: set OPENAI_API_KEY on the server to enable answers.
        </Alert>
      )}
      <Divider />
      <CardContent sx={{ height: { xs: 360, md: 440 }, overflowY: 'auto' }}>
        <ChatTranscript
          messages={chat.messages}
          emptyText="Choose a context and ask a question. Personal data is redacted at the chosen level."
        />
      </CardContent>
      <Divider />
      <CardContent>
        <MessageComposer
          value={draft}
          onChange={setDraft}
          onSend={send}
          busy={chat.busy}
          disabled={!configured}
          placeholder="Ask about orders, filings, loans or audit activity"
        />
      </CardContent>
    </Card>
  );
};
