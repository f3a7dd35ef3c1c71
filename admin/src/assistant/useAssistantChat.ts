// One conversation on screen: its messages and session id. The AI Assistant streams answers (SSE) and can be
// stopped; the GPT Interface asks POST /api/admin/gpt/query and shows the answer when it is complete.
import { useCallback, useRef, useState } from 'react';
import type { ChatChannel } from '../../../domain/assistant';
import { type GptQuery, type GptQueryResult, sendGptQuery, streamAnswer } from './api';

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

export function useAssistantChat(channel: ChatChannel, callbacks: ChatCallbacks = {}) {
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

  const remember = (id: string) => {
    session.current = id;
    setSessionId(id);
  };

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
          await streamAnswer(
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
          const answer = await sendGptQuery(request);
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
          const text = error instanceof Error ? error.message : String(error);
          update(replyId, () => ({ content: text, status: 'failed' }));
          callbacksRef.current.onError?.(text);
        }
      } finally {
        if (abort.current === controller) abort.current = null;
        setBusy(false);
      }
    },
    [channel, update],
  );

  const stop = useCallback(() => abort.current?.abort(), []);

  /** Clear Chat: a new conversation (the next message opens a new session). */
  const clear = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    session.current = null;
    setSessionId(null);
    setMessages([]);
    setBusy(false);
  }, []);

  return { messages, sessionId, busy, ask, stop, clear };
}
