// AI Assistant and GPT Interface answers: the chat reply, a GPT query's answer, a reopened conversation, the
// assistant's status and capabilities, and the usage stats.
import { z } from 'zod';
import { ASSISTANT_CONTEXTS } from '../assistant';
import { REDACTION_LEVELS } from '../redaction';

export const namedItemSchema = z.object({ id: z.string(), name: z.string(), description: z.string() });

export const assistantLimitsSchema = z.object({
  maxMessageLength: z.number(),
  rateLimitMax: z.number(),
  rateLimitWindowSeconds: z.number(),
  dailyTokenBudget: z.number(),
  tokensUsedToday: z.number(),
});

/** POST /api/admin/gpt: the AI Assistant's reply. */
export const chatAnswerSchema = z.object({ response: z.string(), sessionId: z.string(), message: z.string() });

export const tokenUsageSchema = z.object({
  prompt_tokens: z.number(),
  completion_tokens: z.number(),
  total_tokens: z.number(),
});

/** POST /api/admin/gpt/query (in `data`), and the streamed answer's `done` event with `stopped`. */
export const gptQueryResultSchema = z.object({
  response: z.string(),
  contextUsed: z.enum(ASSISTANT_CONTEXTS),
  tokenUsage: tokenUsageSchema,
  redactionLevel: z.enum(REDACTION_LEVELS),
  sessionId: z.string(),
  toolsUsed: z.array(z.string()),
  responseTimeMs: z.number(),
});

/** GET /api/admin/gpt/sessions/:id: one conversation with its latest messages. */
export const sessionTranscriptSchema = z.object({
  id: z.string(),
  channel: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
  messages: z.array(
    z.object({ id: z.string(), role: z.string(), content: z.string(), tokens: z.number(), createdAt: z.date() }),
  ),
});

/** GET /api/admin/gpt/status. */
export const assistantStatusSchema = z.object({
  configured: z.boolean(),
  model: z.string(),
  redaction: namedItemSchema,
  tools: z.array(z.object({ name: z.string(), description: z.string() })),
  limits: assistantLimitsSchema,
});

/** GET /api/admin/gpt/capabilities (in `data`). */
export const gptCapabilitiesSchema = z.object({
  contexts: z.array(namedItemSchema),
  redactionLevels: z.array(namedItemSchema),
  features: z.array(z.string()),
  limitations: z.array(z.string()),
  configured: z.boolean(),
  model: z.string(),
  limits: assistantLimitsSchema,
});

export const dailyUsageSchema = z.object({
  day: z.string(),
  requests: z.number(),
  tokens: z.number(),
  errors: z.number(),
});

/** GET /api/admin/gpt/usage-stats (in `data`). */
export const gptUsageStatsSchema = z.object({
  totalRequests: z.number(),
  totalTokens: z.number(),
  averageResponseTime: z.number(),
  errorRate: z.number(),
  contextBreakdown: z.record(z.string(), z.number()),
  daily: z.array(dailyUsageSchema),
});
