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
import { useNotify, useTranslate } from 'react-admin';
import {
  type AssistantContext,
  contextList,
  DEFAULT_CONTEXT,
  DEFAULT_REDACTION_LEVEL,
  redactionLevelList,
} from '../../../domain/assistant';
import type { RedactionLevel } from '../../../domain/redaction';
import { ChatTranscript } from './ChatTranscript';
import { MessageComposer } from './MessageComposer';
import { USAGE_STATS_KEY, useCapabilities } from './queries';
import type { NamedItem } from './types';
import { useAssistantChat } from './useAssistantChat';

/** A labelled choice among the server's named options (contexts, redaction levels); label: a message key. */
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
  const translate = useTranslate();
  const text = translate(label);
  const labelId = `gpt-${text.toLowerCase().replace(/\s+/g, '-')}-label`;
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel id={labelId}>{text}</InputLabel>
      <Select labelId={labelId} label={text} value={value} onChange={(event) => onChange(event.target.value as T)}>
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
  const translate = useTranslate();
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
        <OptionSelect<AssistantContext>
          label="app.ai.gpt.context"
          value={context}
          options={contexts}
          onChange={setContext}
        />
        <OptionSelect<RedactionLevel>
          label="app.ai.gpt.redaction_level"
          value={redactionLevel}
          options={levels}
          onChange={setRedactionLevel}
        />
        <FormControlLabel
          control={<Switch checked={includeAuditData} onChange={(_e, checked) => setIncludeAuditData(checked)} />}
          label={translate('app.ai.gpt.include_audit')}
        />
        <FormControlLabel
          control={
            <Switch checked={includeBusinessMetrics} onChange={(_e, checked) => setIncludeBusinessMetrics(checked)} />
          }
          label={translate('app.ai.gpt.include_metrics')}
        />
        <Box sx={{ flex: 1 }} />
        <Chip
          variant="outlined"
          data-testid="gpt-session-chip"
          label={
            chat.sessionId
              ? translate('app.ai.session', { id: chat.sessionId.slice(0, 8) })
              : translate('app.ai.new_session')
          }
        />
        <Button
          startIcon={<DeleteSweepIcon />}
          onClick={() => {
            chat.clear();
            notify('app.notification.chat_cleared', { type: 'success' });
          }}
        >
          {translate('app.ai.clear_chat')}
        </Button>
      </CardContent>
      {!configured && (
        <Alert severity="warning" sx={{ mx: 2 }}>
          {translate('app.ai.not_configured')}
        </Alert>
      )}
      <Divider />
      <CardContent sx={{ height: { xs: 360, md: 440 }, overflowY: 'auto' }}>
        <ChatTranscript messages={chat.messages} emptyText="app.ai.gpt.empty" />
      </CardContent>
      <Divider />
      <CardContent>
        <MessageComposer
          value={draft}
          onChange={setDraft}
          onSend={send}
          busy={chat.busy}
          disabled={!configured}
          placeholder="app.ai.gpt.placeholder"
        />
      </CardContent>
    </Card>
  );
};
