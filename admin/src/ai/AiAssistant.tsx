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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { DEFAULT_REDACTION_LEVEL, QUICK_PROMPTS, type QuickPrompt } from '../../../domain/assistant';
import { PageHeader } from '../layout/PageHeader';
import { errorMessage } from '../providers/errorMessage';
import { getAssistantStatus } from './api';
import { ChatTranscript, toolLabel } from './ChatTranscript';
import { MessageComposer } from './MessageComposer';
import { useAssistantChat } from './useAssistantChat';

const GENERAL = {
  context: 'general',
  includeAuditData: false,
  includeBusinessMetrics: false,
  redactionLevel: DEFAULT_REDACTION_LEVEL,
} as const;

export const AiAssistant = () => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: ['assistant', 'status'], queryFn: getAssistantStatus });
  const [draft, setDraft] = useState('');
  const chat = useAssistantChat('assistant', {
    onAnswer: (answer) => {
      notify('app.notification.message_sent', {
        type: 'success',
        messageArgs: { tokens: answer.tokenUsage.total_tokens },
      });
      queryClient.invalidateQueries({ queryKey: ['assistant', 'status'] });
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
        title="AI Assistant"
        subtitle="Ask about compliance, risk and audit activity; answers come from the platform's own data."
        actions={
          <Button variant="outlined" startIcon={<DeleteSweepIcon />} onClick={clear}>
            Clear Chat
          </Button>
        }
      />
      <Alert severity="info" icon={<ShieldIcon />} sx={{ mb: 2 }}>
        Redaction is enabled: emails, phone numbers, SSNs, EINs, card and bank numbers, addresses and client names are
        replaced before anything is sent to the AI service.
      </Alert>
      {!configured && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The AI assistant is not configured: set OPENAI_API_KEY on the server to enable answers.
        </Alert>
      )}
      {status.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Could not load the assistant's status: {errorMessage(status.error)}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
        <Card variant="outlined">
          <CardHeader
            title="Conversation"
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            action={
              <Chip
                data-testid="session-chip"
                label={chat.sessionId ? `Session ${chat.sessionId.slice(0, 8)}` : 'New session'}
                color={chat.sessionId ? 'primary' : 'default'}
                variant="outlined"
              />
            }
          />
          <Divider />
          <CardContent sx={{ height: { xs: 360, md: 440 }, overflowY: 'auto' }}>
            <ChatTranscript
              messages={chat.messages}
              emptyText="Ask a question or pick a quick prompt to start a conversation."
            />
          </CardContent>
          <Divider />
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="group" aria-label="Quick prompts">
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
              placeholder="e.g. Which orders are waiting for review?"
            />
          </CardContent>
        </Card>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Card variant="outlined">
            <CardHeader title="Session Info" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
            <List dense aria-label="Session info">
              <ListItem>
                <ListItemText
                  primary="Session ID"
                  secondary={chat.sessionId ?? 'Not started'}
                  data-testid="session-id"
                />
              </ListItem>
              <ListItem>
                <ListItemText primary="Status" secondary={chat.sessionId ? 'Active' : 'New'} />
              </ListItem>
              <ListItem>
                <ListItemText primary="Messages" secondary={chat.messages.length} />
              </ListItem>
              <ListItem>
                <ListItemText primary="Model" secondary={status.data?.model ?? '…'} />
              </ListItem>
              <ListItem>
                <ListItemText
                  primary="Tokens used today"
                  secondary={
                    status.data
                      ? `${status.data.limits.tokensUsedToday} of ${status.data.limits.dailyTokenBudget}`
                      : '…'
                  }
                />
              </ListItem>
            </List>
          </Card>
          <Card variant="outlined">
            <CardHeader title="Capabilities" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
            <List dense aria-label="Capabilities">
              {(status.data?.tools ?? []).map((tool) => (
                <ListItem key={tool.name}>
                  <ListItemText primary={toolLabel(tool.name)} secondary={tool.description} />
                </ListItem>
              ))}
              <ListItem>
                <ListItemText
                  primary="Redaction"
                  secondary={status.data ? `${status.data.redaction.name}: ${status.data.redaction.description}` : '…'}
                />
              </ListItem>
              <ListItem>
                <ListItemText
                  primary="Streaming answers"
                  secondary="Answers appear as they are written; Stop ends one."
                />
              </ListItem>
            </List>
          </Card>
        </Box>
      </Box>
    </>
  );
};
