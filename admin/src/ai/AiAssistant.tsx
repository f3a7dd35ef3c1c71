// /admin/chat: a conversation with the assistant, answers streamed as they are written, with quick prompts,
// session info and what the assistant can read. Personal data is redacted on the server before sending.
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import ShieldIcon from '@mui/icons-material/Shield';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Divider,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { DEFAULT_REDACTION_LEVEL, QUICK_PROMPTS, type QuickPrompt } from '../../../domain/assistant';
import { PageHeader } from '../layout/PageHeader';
import { errorMessage } from '../providers/errorMessage';
import { addScreenMessages } from '../providers/i18nProvider';
import { ChatTranscript, toolLabel } from './ChatTranscript';
import { MessageComposer } from './MessageComposer';
import { aiMessages } from './messages';
import { ASSISTANT_STATUS_KEY, useAssistantStatus } from './queries';
import { useAssistantChat } from './useAssistantChat';

addScreenMessages('ai', aiMessages);

const GENERAL = {
  context: 'general',
  includeAuditData: false,
  includeBusinessMetrics: false,
  redactionLevel: DEFAULT_REDACTION_LEVEL,
} as const;

export const AiAssistant = () => {
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const status = useAssistantStatus();
  const [draft, setDraft] = useState('');
  const chat = useAssistantChat('assistant', {
    onAnswer: (answer) => {
      notify('app.notification.message_sent', {
        type: 'success',
        messageArgs: { tokens: answer.tokenUsage.total_tokens },
      });
      queryClient.invalidateQueries({ queryKey: ASSISTANT_STATUS_KEY });
    },
    onError: (message) => notify('app.notification.chat_error', { type: 'error', messageArgs: { error: message } }),
  });
  const configured = status.data?.configured ?? true;

  const send = (text: string, prompt?: QuickPrompt) => {
    setDraft('');
    const options = prompt
      ? {
          ...GENERAL,
          context: prompt.context,
          includeAuditData: prompt.includeAuditData,
          includeBusinessMetrics: prompt.includeBusinessMetrics,
        }
      : GENERAL;
    void chat.ask(text, options);
  };

  const clear = () => {
    chat.clear();
    setDraft('');
    notify('app.notification.chat_cleared_assistant', { type: 'success' });
  };

  return (
    <>
      <PageHeader
        title="app.ai.assistant.title"
        subtitle="app.ai.assistant.subtitle"
        actions={
          <Button variant="outlined" startIcon={<DeleteSweepIcon />} onClick={clear}>
            {translate('app.ai.clear_chat')}
          </Button>
        }
      />
      <Alert severity="info" icon={<ShieldIcon />} sx={{ mb: 2 }}>
        {translate('app.ai.assistant.redaction_notice')}
      </Alert>
      {!configured && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.ai.not_configured')}
        </Alert>
      )}
      {status.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.ai.assistant.status_failed', { error: errorMessage(status.error) })}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
        <Card variant="outlined">
          <CardHeader
            title={translate('app.ai.assistant.conversation')}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            action={
              <Chip
                data-testid="session-chip"
                label={
                  chat.sessionId
                    ? translate('app.ai.session', { id: chat.sessionId.slice(0, 8) })
                    : translate('app.ai.new_session')
                }
                color={chat.sessionId ? 'primary' : 'default'}
                variant="outlined"
              />
            }
          />
          <Divider />
          <CardContent sx={{ height: { xs: 360, md: 440 }, overflowY: 'auto' }}>
            <ChatTranscript messages={chat.messages} emptyText="app.ai.assistant.empty" />
          </CardContent>
          <Divider />
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Box
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
              role="group"
              aria-label={translate('app.ai.assistant.quick_prompts')}
            >
              {QUICK_PROMPTS.map((prompt) => (
                <Button
                  key={prompt.label}
                  size="small"
                  variant="outlined"
                  disabled={chat.busy || !configured}
                  onClick={() => send(prompt.prompt, prompt)}
                >
                  {prompt.label}
                </Button>
              ))}
            </Box>
            <MessageComposer
              value={draft}
              onChange={setDraft}
              onSend={() => send(draft)}
              onStop={chat.stop}
              busy={chat.busy}
              disabled={!configured}
              placeholder="app.ai.assistant.placeholder"
            />
          </CardContent>
        </Card>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Card variant="outlined">
            <CardHeader
              title={translate('app.ai.assistant.session_info')}
              slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            />
            <List dense aria-label={translate('app.ai.assistant.session_info')}>
              <ListItem>
                <ListItemText
                  primary={translate('app.ai.assistant.session_id')}
                  secondary={chat.sessionId ?? translate('app.ai.assistant.not_started')}
                  data-testid="session-id"
                />
              </ListItem>
              <ListItem>
                <ListItemText
                  primary={translate('app.ai.assistant.status')}
                  secondary={translate(chat.sessionId ? 'app.ai.assistant.active' : 'app.ai.assistant.new')}
                />
              </ListItem>
              <ListItem>
                <ListItemText primary={translate('app.ai.assistant.messages')} secondary={chat.messages.length} />
              </ListItem>
              <ListItem>
                <ListItemText
                  primary={translate('app.ai.assistant.model')}
                  secondary={status.data?.model ?? translate('app.ai.pending')}
                />
              </ListItem>
              <ListItem>
                <ListItemText
                  primary={translate('app.ai.assistant.tokens_today')}
                  secondary={
                    status.data
                      ? translate('app.ai.assistant.tokens_of', {
                          used: status.data.limits.tokensUsedToday,
                          budget: status.data.limits.dailyTokenBudget,
                        })
                      : translate('app.ai.pending')
                  }
                />
              </ListItem>
            </List>
          </Card>
          <Card variant="outlined">
            <CardHeader
              title={translate('app.ai.assistant.capabilities')}
              slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            />
            <List dense aria-label={translate('app.ai.assistant.capabilities')}>
              {(status.data?.tools ?? []).map((tool) => (
                <ListItem key={tool.name}>
                  <ListItemText primary={toolLabel(tool.name, translate)} secondary={tool.description} />
                </ListItem>
              ))}
              <ListItem>
                <ListItemText
                  primary={translate('app.ai.assistant.redaction')}
                  secondary={
                    status.data
                      ? translate('app.ai.assistant.redaction_value', {
                          name: status.data.redaction.name,
                          description: status.data.redaction.description,
                        })
                      : translate('app.ai.pending')
                  }
                />
              </ListItem>
              <ListItem>
                <ListItemText
                  primary={translate('app.ai.assistant.streaming')}
                  secondary={translate('app.ai.assistant.streaming_detail')}
                />
              </ListItem>
            </List>
          </Card>
        </Box>
      </Box>
    </>
  );
};
