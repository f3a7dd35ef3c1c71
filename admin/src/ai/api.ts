// The assistant's calls: status, capabilities, usage stats, the GPT query, and the streamed answer (SSE).
import { createParser } from 'eventsource-parser';
import type { AssistantContext, ChatChannel } from '../../../domain/assistant';
import type {
  assistantStatusSchema,
  dailyUsageSchema,
  gptCapabilitiesSchema,
  gptQueryResultSchema,
  gptUsageStatsSchema,
  namedItemSchema,
  sessionTranscriptSchema,
} from '../../../domain/contracts/assistant';
import type { Wire } from '../../../domain/contracts/wire';
import type { RedactionLevel } from '../../../domain/redaction';
import { getJson, httpClient, httpFetch } from '../providers/httpClient';

export type NamedItem = Wire<typeof namedItemSchema>;
export type AssistantStatus = Wire<typeof assistantStatusSchema>;
export type GptCapabilities = Wire<typeof gptCapabilitiesSchema>;
export type DailyUsage = Wire<typeof dailyUsageSchema>;
export type GptUsageStats = Wire<typeof gptUsageStatsSchema>;

export interface GptQuery {
  message: string;
  context: AssistantContext;
  includeAuditData: boolean;
  includeBusinessMetrics: boolean;
  redactionLevel: RedactionLevel;
  sessionId?: string;
}

export type GptQueryResult = Wire<typeof gptQueryResultSchema>;

export const getAssistantStatus = () => getJson<AssistantStatus>('/api/admin/gpt/status');
export const getCapabilities = () =>
  getJson<{ data: GptCapabilities }>('/api/admin/gpt/capabilities').then((body) => body.data);
export const getUsageStats = () =>
  getJson<{ data: GptUsageStats }>('/api/admin/gpt/usage-stats').then((body) => body.data);

export async function sendGptQuery(query: GptQuery): Promise<GptQueryResult> {
  const { json } = await httpClient('/api/admin/gpt/query', { method: 'POST', body: JSON.stringify(query) });
  return (json as { data: GptQueryResult }).data;
}

export interface StreamHandlers {
  onSession(sessionId: string): void;
  onDelta(text: string): void;
  onTool(name: string): void;
  onDone(answer: GptQueryResult & { stopped: boolean }): void;
}

export interface StreamRequest extends Partial<GptQuery> {
  message: string;
  channel: ChatChannel;
}

/** Asks the question on the streaming route; resolves when the answer is complete, rejects with the server's message. */
export async function streamAnswer(request: StreamRequest, handlers: StreamHandlers, signal: AbortSignal) {
  const response = await httpFetch('/api/admin/gpt/stream', {
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

export type SessionTranscript = Wire<typeof sessionTranscriptSchema>;

export const getSessionTranscript = (sessionId: string, channel: ChatChannel) =>
  getJson<SessionTranscript>(`/api/admin/gpt/sessions/${encodeURIComponent(sessionId)}?channel=${channel}`);
