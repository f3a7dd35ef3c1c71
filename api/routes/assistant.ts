// The AI Assistant (/admin/chat) and GPT Interface (/admin/gpt) calls. Chat needs the 'assistant' area; the
// GPT Interface, its capabilities and usage stats need 'gpt' (domain/roles.ts). Answers come from
// platform/services/assistant/run-assistant.ts, as JSON or streamed as server-sent events.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ASSISTANT_CONTEXTS,
  ASSISTANT_FEATURES,
  ASSISTANT_LIMITATIONS,
  CHAT_CHANNELS,
  type ChatChannel,
  contextList,
  DEFAULT_CONTEXT,
  DEFAULT_REDACTION_LEVEL,
  GPT_MESSAGE_MAX_LENGTH,
  redactionLevelList,
} from '../../domain/assistant';
import {
  assistantStatusSchema,
  chatAnswerSchema,
  gptCapabilitiesSchema,
  gptQueryResultSchema,
  gptUsageStatsSchema,
  sessionTranscriptSchema,
} from '../../domain/contracts/assistant';
import { REDACTION_LEVEL_INFO, REDACTION_LEVELS } from '../../domain/redaction';
import { canUseArea, type Role } from '../../domain/roles';
import { uuidSchema } from '../../domain/uuid';
import { forbidden, HttpError } from '../../platform/errors';
import {
  ASSISTANT_TOOLS,
  type AssistantQuestion,
  askAssistant,
  sessionTranscript,
  tokensUsedToday,
  usageStats,
} from '../../platform/services/assistant';
import { startEventStream } from '../lib/event-stream';
import { messageResponse } from '../lib/message-response';
import { limiter, refuse } from '../lib/rate-limits';
import { requireArea, sessionUser } from '../plugins/auth';

const messageField = z
  .string({ error: 'message is required' })
  .trim()
  .min(1, 'must not be empty')
  .max(GPT_MESSAGE_MAX_LENGTH, `must be at most ${GPT_MESSAGE_MAX_LENGTH} characters`);
// A client starting a new chat may send null (or leave it out).
const sessionIdField = uuidSchema('must be a chat session id')
  .nullish()
  .transform((id) => id ?? undefined);

const chatBody = z.object({ message: messageField, sessionId: sessionIdField });
const queryBody = z.object({
  message: messageField,
  context: z.enum(ASSISTANT_CONTEXTS).default(DEFAULT_CONTEXT),
  includeAuditData: z.boolean().default(false),
  includeBusinessMetrics: z.boolean().default(false),
  redactionLevel: z.enum(REDACTION_LEVELS).default(DEFAULT_REDACTION_LEVEL),
  sessionId: sessionIdField,
});
const streamBody = queryBody.extend({ channel: z.enum(CHAT_CHANNELS).default('assistant') });

const errorResponses = {
  400: messageResponse,
  401: messageResponse,
  403: messageResponse,
  404: messageResponse,
  429: messageResponse,
  502: messageResponse,
  503: messageResponse,
  504: messageResponse,
};

/** Failures of the assistant carry words for staff: send them as they are, whatever the status. */
function sendFailure(reply: FastifyReply, err: unknown) {
  if (err instanceof HttpError) return reply.status(err.statusCode).send({ message: err.message });
  throw err;
}

/** The routes open to the 'assistant' area serve the GPT Interface's channel only to the 'gpt' area. */
function assertChannelAllowed(role: Role, channel: ChatChannel) {
  if (channel === 'gpt' && !canUseArea(role, 'gpt')) throw forbidden('Forbidden: your role cannot use gpt');
}

export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app;
  // Per user, over the three routes that ask the model (none counted while the assistant is not configured).
  const { rateLimitMax, rateLimitWindowMs } = config.assistant;
  const assistantLimit = limiter(app, 'assistant', {
    max: rateLimitMax,
    timeWindow: rateLimitWindowMs,
    key: (request) => (config.openai.apiKey ? (request.currentUser?.id ?? null) : null),
  });
  const limitAssistant = async (request: FastifyRequest, reply: FastifyReply) => {
    const refusal = await assistantLimit(request);
    if (refusal)
      refuse(
        reply,
        refusal,
        `Too many assistant requests: the limit is ${rateLimitMax} per ${Math.round(rateLimitWindowMs / 1000)} seconds. ` +
          `Try again in ${Math.ceil(refusal.waitMs / 1000)} second(s).`,
      );
  };
  const limitsFor = async (userId: string) => ({
    maxMessageLength: GPT_MESSAGE_MAX_LENGTH,
    rateLimitMax: config.assistant.rateLimitMax,
    rateLimitWindowSeconds: Math.round(config.assistant.rateLimitWindowMs / 1000),
    dailyTokenBudget: config.assistant.dailyTokenBudget,
    tokensUsedToday: await tokensUsedToday(db, userId),
  });

  app.post(
    '/api/admin/gpt',
    {
      preHandler: [requireArea('assistant'), limitAssistant],
      schema: {
        tags: ['assistant'],
        summary: 'AI Assistant chat: one message in a session (a new session when sessionId is absent)',
        body: chatBody,
        response: {
          200: chatAnswerSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      try {
        const answer = await askAssistant(app, request, user, {
          channel: 'assistant',
          message: request.body.message,
          sessionId: request.body.sessionId,
          context: DEFAULT_CONTEXT,
          includeAuditData: false,
          includeBusinessMetrics: false,
          redactionLevel: DEFAULT_REDACTION_LEVEL,
        });
        return {
          response: answer.response,
          sessionId: answer.sessionId,
          message: 'Message processed with redaction applied',
        };
      } catch (err) {
        return sendFailure(reply, err);
      }
    },
  );

  app.post(
    '/api/admin/gpt/query',
    {
      preHandler: [requireArea('gpt'), limitAssistant],
      schema: {
        tags: ['assistant'],
        summary: 'GPT Interface query with a context, optional audit and business data, and a redaction level',
        body: queryBody,
        response: {
          200: z.object({ data: gptQueryResultSchema }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      try {
        const { stopped: _stopped, ...data } = await askAssistant(app, request, sessionUser(request), {
          channel: 'gpt',
          ...request.body,
        });
        return { data };
      } catch (err) {
        return sendFailure(reply, err);
      }
    },
  );

  app.post(
    '/api/admin/gpt/stream',
    {
      preHandler: [requireArea('assistant'), limitAssistant],
      schema: {
        tags: ['assistant'],
        summary:
          'The same question answered as server-sent events: session, delta (text), tool (name), done (the answer) or error',
        description: "channel 'gpt' (GPT Interface) needs the gpt area; 'assistant' (AI Assistant) the assistant area.",
        body: streamBody,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { channel, ...rest } = request.body;
      assertChannelAllowed(user.role, channel);
      const question: AssistantQuestion = { channel, ...rest };

      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableEnded) gone.abort();
      });
      let streaming = false;
      const send = (event: string, data: unknown) => {
        if (!reply.raw.writableEnded) reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      const start = () => {
        if (streaming) return;
        streaming = true;
        startEventStream(reply);
      };
      try {
        const answer = await askAssistant(
          app,
          request,
          user,
          question,
          {
            onSession: (sessionId) => {
              start();
              send('session', { sessionId });
            },
            onDelta: (text) => send('delta', { text }),
            onTool: (name) => send('tool', { name }),
          },
          gone.signal,
        );
        send('done', answer);
      } catch (err) {
        if (!streaming) return sendFailure(reply, err);
        const status = err instanceof HttpError ? err.statusCode : 500;
        if (!(err instanceof HttpError)) request.log.error({ err }, 'assistant stream failed');
        send('error', {
          status,
          message: err instanceof HttpError ? err.message : 'The assistant failed unexpectedly.',
        });
      }
      reply.raw.end();
    },
  );

  app.get(
    '/api/admin/gpt/sessions/:id',
    {
      preHandler: requireArea('assistant'),
      schema: {
        tags: ['assistant'],
        summary:
          "One of your conversations with its latest 100 messages, to reopen it (channel 'gpt' needs the gpt area)",
        params: z.object({ id: uuidSchema('must be a chat session id') }),
        querystring: z.object({ channel: z.enum(CHAT_CHANNELS).default('assistant') }),
        response: {
          200: sessionTranscriptSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { channel } = request.query;
      assertChannelAllowed(user.role, channel);
      reply.header('Cache-Control', 'no-store');
      return sessionTranscript(db, user.id, channel, request.params.id);
    },
  );

  app.get(
    '/api/admin/gpt/status',
    {
      preHandler: requireArea('assistant'),
      schema: {
        tags: ['assistant'],
        summary: 'AI Assistant session info: whether answers are enabled, the model, redaction, tools, limits',
        response: {
          200: assistantStatusSchema,
        },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const { id, name, description } = REDACTION_LEVEL_INFO[DEFAULT_REDACTION_LEVEL];
      return {
        configured: Boolean(config.openai.apiKey),
        model: config.openai.model,
        redaction: { id, name, description },
        tools: ASSISTANT_TOOLS.filter((tool) => canUseArea(user.role, tool.area)).map(({ name, description }) => ({
          name,
          description,
        })),
        limits: await limitsFor(user.id),
      };
    },
  );

  app.get(
    '/api/admin/gpt/capabilities',
    {
      preHandler: requireArea('gpt'),
      schema: {
        tags: ['assistant'],
        summary: 'GPT Interface capabilities: contexts, redaction levels, features, limitations',
        response: {
          200: z.object({ data: gptCapabilitiesSchema }),
        },
      },
    },
    async (request) => ({
      data: {
        contexts: contextList(),
        redactionLevels: redactionLevelList(),
        features: ASSISTANT_FEATURES,
        limitations: ASSISTANT_LIMITATIONS,
        configured: Boolean(config.openai.apiKey),
        model: config.openai.model,
        limits: await limitsFor(sessionUser(request).id),
      },
    }),
  );

  app.get(
    '/api/admin/gpt/usage-stats',
    {
      preHandler: requireArea('gpt'),
      schema: {
        tags: ['assistant'],
        summary: 'Assistant usage from the recorded requests: totals, error rate, per context and per day',
        response: {
          200: z.object({ data: gptUsageStatsSchema }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await usageStats(db) };
    },
  );
};
