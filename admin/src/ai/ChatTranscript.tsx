import PersonIcon from '@mui/icons-material/Person';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { Avatar, Box, Chip, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import type { ChatEntry } from './useAssistantChat';

const TOOL_LABELS: Record<string, string> = {
  find_orders: 'Read orders',
  order_status: 'Read order status',
  audit_entries_for_target: 'Read audit entries',
  loans_at_risk: 'Read loans at risk',
};

export const toolLabel = (name: string) => TOOL_LABELS[name] ?? name;

/** The messages of a conversation, newest at the bottom, kept in view while an answer streams in. */
export const ChatTranscript = ({ messages, emptyText }: { messages: ChatEntry[]; emptyText: string }) => {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, last?.content]);

  if (messages.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  return (
    <Box component="ol" aria-label="Conversation" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {messages.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          aria-label={entry.role === 'user' ? 'Your message' : 'Assistant answer'}
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
                  <Chip key={index} size="small" variant="outlined" label={toolLabel(tool)} />
                ))}
              </Box>
            )}
            {entry.status === 'pending' ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
                <CircularProgress size={14} /> Thinking...
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
                Stopped
              </Typography>
            )}
            {entry.tokens !== undefined && (
              <Typography variant="caption" color="text.secondary">
                {entry.tokens} tokens
              </Typography>
            )}
          </Box>
        </Box>
      ))}
      <div ref={end} />
    </Box>
  );
};
