// The assistant's calls: its status, capabilities and usage figures, a GPT query, a saved conversation, and the
// streamed answer (server-sent events read as they arrive, which a JSON call cannot do).
import { createParser } from 'eventsource-parser';
import type { ChatChannel } from '../../../domain/assistant';
import type {
  AssistantStatus,
  GptCapabilities,
  GptQuery,
  GptQueryResult,
  GptUsageStats,
  SessionTranscript,
  StreamHandlers,
  StreamRequest,
} from '../ai/types';
import { API_URL, getJson, httpFetch, postJson } from './httpClient';

export interface AssistantCalls {
  getAssistantStatus(): Promise<AssistantStatus>;
  getGptCapabilities(): Promise<GptCapabilities>;
  getGptUsageStats(): Promise<GptUsageStats>;
  /** The GPT Interface's question, answered when complete. */
  sendGptQuery(query: GptQuery): Promise<GptQueryResult>;
  /** Resolves when the streamed answer is complete; rejects with the server's message, or when `signal` aborts. */
  streamAssistantAnswer(request: StreamRequest, handlers: StreamHandlers, signal: AbortSignal): Promise<void>;
  getChatTranscript(sessionId: string, channel: ChatChannel): Promise<SessionTranscript>;
}

const GPT = `${API_URL}/admin/gpt`;

const unwrap = async <T>(answer: Promise<{ data: T }>) => (await answer).data;

async function streamAssistantAnswer(request: StreamRequest, handlers: StreamHandlers, signal: AbortSignal) {
  const response = await httpFetch(`${GPT}/stream`, {
    method: 'POST',
    headers: { Accept: 'text/event-stream' },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.body) throw new Error(response.statusText || 'The answer could not be read');
  let failure: string | null = null;
  const parser = createParser({
    onEvent(event) {
      const data = JSON.parse(event.data);
      if (event.event === 'session') handlers.onSession(data.sessionId);
      else if (event.event === 'delta') handlers.onDelta(data.text);
      else if (event.event === 'tool') handlers.onTool(data.name);
      else if (event.event === 'done') handlers.onDone(data);
      else if (event.event === 'error') failure = String(data.message);
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
  if (failure) throw new Error(failure);
}

export const assistantCalls: AssistantCalls = {
  getAssistantStatus: () => getJson(`${GPT}/status`),
  getGptCapabilities: () => unwrap(getJson(`${GPT}/capabilities`)),
  getGptUsageStats: () => unwrap(getJson(`${GPT}/usage-stats`)),
  sendGptQuery: (query) => unwrap(postJson(`${GPT}/query`, query)),
  streamAssistantAnswer,
  getChatTranscript: (sessionId, channel) =>
    getJson(`${GPT}/sessions/${encodeURIComponent(sessionId)}?channel=${channel}`),
};
