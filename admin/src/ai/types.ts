// The assistant's records, typed from the routes' schemas (domain/contracts/assistant.ts): its status, what it can
// read, usage figures, a GPT query and its answer, a streamed answer's events and a saved conversation.
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

export type NamedItem = Wire<typeof namedItemSchema>;
export type AssistantStatus = Wire<typeof assistantStatusSchema>;
export type GptCapabilities = Wire<typeof gptCapabilitiesSchema>;
export type DailyUsage = Wire<typeof dailyUsageSchema>;
export type GptUsageStats = Wire<typeof gptUsageStatsSchema>;
export type GptQueryResult = Wire<typeof gptQueryResultSchema>;
export type SessionTranscript = Wire<typeof sessionTranscriptSchema>;

export interface GptQuery {
  message: string;
  context: AssistantContext;
  includeAuditData: boolean;
  includeBusinessMetrics: boolean;
  redactionLevel: RedactionLevel;
  sessionId?: string;
}

/** What a streamed answer reports as it arrives. */
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
