import PersonIcon from '@mui/icons-material/Person';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { Avatar, Box, Chip, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { type TranslateFunction, useTranslate } from 'react-admin';
import type { ChatEntry } from './useAssistantChat';

/** What a tool the assistant used did (app.ai.tool.*), or its name for a tool without one. */
export const toolLabel = (name: string, translate: TranslateFunction) => translate(`app.ai.tool.${name}`, { _: name });

/** The messages of a conversation, newest at the bottom, kept in view while an answer streams in (emptyText: a
 * message key). */
export const ChatTranscript = ({ messages, emptyText }: { messages: ChatEntry[]; emptyText: string }) => {
  const end = useRef<HTMLDivElement>(null);
  const translate = useTranslate();
  const last = messages.at(-1);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, last?.content]);

  if (messages.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {translate(emptyText)}
      </Typography>
    );
  return (
    <Box
      component="ol"
      aria-label={translate('app.ai.transcript.conversation')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
    >
      {messages.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          aria-label={translate(entry.role === 'user' ? 'app.ai.transcript.yours' : 'app.ai.transcript.answer')}
          data-status={entry.status}
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
        >
          <Avatar sx={{ width: 32, height: 32, bgcolor: entry.role === 'user' ? 'grey.500' : 'primary.main' }}>
            {entry.role === 'user' ? <PersonIcon fontSize="small" /> : <SmartToyIcon fontSize="small" />}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {entry.tools.length > 0 && (
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mb: 0.5 }}>
                {entry.tools.map((tool, index) => (
                  <Chip key={index} size="small" variant="outlined" label={toolLabel(tool, translate)} />
                ))}
              </Box>
            )}
            {entry.status === 'pending' ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
                <CircularProgress size={14} /> {translate('app.ai.transcript.thinking')}
              </Box>
            ) : (
              <Typography
                data-testid={entry.role === 'assistant' ? 'assistant-answer' : undefined}
                color={entry.status === 'failed' ? 'error' : 'text.primary'}
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {entry.content}
              </Typography>
            )}
            {entry.status === 'stopped' && (
              <Typography variant="caption" color="text.secondary">
                {translate('app.ai.transcript.stopped')}
              </Typography>
            )}
            {entry.tokens !== undefined && (
              <Typography variant="caption" color="text.secondary">
                {translate('app.ai.transcript.tokens', { tokens: entry.tokens })}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
      <div ref={end} />
    </Box>
  );
};
