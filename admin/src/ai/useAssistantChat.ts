// One conversation on screen: its messages and session id. The AI Assistant streams answers (SSE) and can be
// stopped; the GPT Interface asks POST /api/admin/gpt/query and shows the answer when it is complete.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ChatChannel } from '../../../domain/assistant';
import type { AdminDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/errorMessage';
import type { GptQuery, GptQueryResult } from './types';

export interface ChatEntry {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  status: 'pending' | 'streaming' | 'done' | 'stopped' | 'failed';
  tools: string[];
  tokens?: number;
}

export type AskOptions = Omit<GptQuery, 'message' | 'sessionId'>;

export interface ChatCallbacks {
  onAnswer?(answer: GptQueryResult): void;
  onError?(message: string): void;
}

let nextId = 1;

/** The open conversation survives a reload of the tab (not a new tab: staff may run two side by side). */
const storageKey = (channel: ChatChannel) => `formation.admin.chat-session.${channel}`;

export function useAssistantChat(channel: ChatChannel, callbacks: ChatCallbacks = {}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [messages, setMessages] = useState<ChatEntry[]>([]);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const session = useRef<string | null>(null);
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;

  const update = useCallback((id: number, change: (entry: ChatEntry) => Partial<ChatEntry>) => {
    setMessages((list) => list.map((entry) => (entry.id === id ? { ...entry, ...change(entry) } : entry)));
  }, []);

  const remember = useCallback(
    (id: string) => {
      session.current = id;
      setSessionId(id);
      sessionStorage.setItem(storageKey(channel), id);
    },
    [channel],
  );

  // Reopen the conversation of this tab, if any (a session that is gone is simply forgotten).
  useEffect(() => {
    const stored = sessionStorage.getItem(storageKey(channel));
    if (!stored) return;
    let cancelled = false;
    dataProvider
      .getChatTranscript(stored, channel)
      .then((transcript) => {
        if (cancelled || session.current) return;
        remember(transcript.id);
        setMessages(
          transcript.messages
            .filter((m) => m.role === 'user' || m.role === 'assistant')
            .map((m) => ({
              id: nextId++,
              role: m.role as ChatEntry['role'],
              content: m.content,
              status: 'done',
              tools: [],
              tokens: m.role === 'assistant' ? m.tokens : undefined,
            })),
        );
      })
      .catch(() => sessionStorage.removeItem(storageKey(channel)));
    return () => {
      cancelled = true;
    };
  }, [channel, remember, dataProvider]);

  const ask = useCallback(
    async (text: string, options: AskOptions) => {
      const message = text.trim();
      if (!message || abort.current) return;
      const replyId = nextId + 1;
      setMessages((list) => [
        ...list,
        { id: nextId, role: 'user', content: message, status: 'done', tools: [] },
        { id: replyId, role: 'assistant', content: '', status: 'pending', tools: [] },
      ]);
      nextId += 2;
      const controller = new AbortController();
      abort.current = controller;
      setBusy(true);
      const request = { message, sessionId: session.current ?? undefined, ...options };
      try {
        if (channel === 'assistant') {
          await dataProvider.streamAssistantAnswer(
            { ...request, channel },
            {
              onSession: remember,
              onDelta: (delta) => update(replyId, (entry) => ({ content: entry.content + delta, status: 'streaming' })),
              onTool: (name) => update(replyId, (entry) => ({ tools: [...entry.tools, name] })),
              onDone: (answer) => {
                update(replyId, () => ({
                  content: answer.response,
                  status: 'done',
                  tokens: answer.tokenUsage.total_tokens,
                }));
                callbacksRef.current.onAnswer?.(answer);
              },
            },
            controller.signal,
          );
        } else {
          const answer = await dataProvider.sendGptQuery(request);
          remember(answer.sessionId);
          update(replyId, () => ({
            content: answer.response,
            status: 'done',
            tools: answer.toolsUsed,
            tokens: answer.tokenUsage.total_tokens,
          }));
          callbacksRef.current.onAnswer?.(answer);
        }
      } catch (error) {
        if (controller.signal.aborted) {
          update(replyId, () => ({ status: 'stopped' }));
        } else {
          const text = errorMessage(error);
          update(replyId, () => ({ content: text, status: 'failed' }));
          callbacksRef.current.onError?.(text);
        }
      } finally {
        if (abort.current === controller) abort.current = null;
        setBusy(false);
      }
    },
    [channel, update, remember, dataProvider],
  );

  const stop = useCallback(() => abort.current?.abort(), []);

  /** Clear Chat: a new conversation (the next message opens a new session). */
  const clear = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    session.current = null;
    sessionStorage.removeItem(storageKey(channel));
    setSessionId(null);
    setMessages([]);
    setBusy(false);
  }, [channel]);

  return { messages, sessionId, busy, ask, stop, clear };
}
