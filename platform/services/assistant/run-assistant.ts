// One question to the assistant: limits, session, redaction, grounding (summaries and tools), the streamed
// completion, and the usage row. Routes call this and shape its result as JSON or server-sent events.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type OpenAI from 'openai';
import { type AssistantContext, type ChatChannel, CONTEXT_INFO } from '../../../domain/assistant';
import { createStreamRestorer, type RedactionLevel, Redactor } from '../../../domain/redaction';
import type { CurrentUser } from '../../../domain/roles';
import { HttpError } from '../../errors';
import { createOpenAI, describeAiFailure, NOT_CONFIGURED_MESSAGE } from '../../infra/openai';
import { appendMessage, openSession } from './chat-sessions';
import { auditSummary, businessMetricsSummary } from './context-summaries';
import { knownNamesIn } from './known-names';
import { enforceDailyBudget } from './limits';
import { runTool, toolsFor } from './tools';

/** Rounds of tool calls before the model must answer in words. */
const MAX_TOOL_ROUNDS = 4;

type ChatMessageParam = OpenAI.Chat.Completions.ChatCompletionMessageParam;

export interface AssistantQuestion {
  channel: ChatChannel;
  message: string;
  sessionId?: string;
  context: AssistantContext;
  includeAuditData: boolean;
  includeBusinessMetrics: boolean;
  redactionLevel: RedactionLevel;
}

interface TokenUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface AssistantAnswer {
  sessionId: string;
  response: string;
  contextUsed: AssistantContext;
  redactionLevel: RedactionLevel;
  tokenUsage: TokenUsage;
  toolsUsed: string[];
  responseTimeMs: number;
  stopped: boolean;
}

export interface AssistantListener {
  onSession?(sessionId: string): void;
  onDelta?(text: string): void;
  onTool?(name: string): void;
}

/** A refusal or failure with a message for staff and the status to answer. */
class AssistantError extends HttpError {}

const estimateTokens = (text: string) => Math.ceil(text.length / 4);

function systemPrompt(context: AssistantContext, now: Date): string {
  return [
    'You are the back-office assistant of a business-formation and corporate-compliance services platform.',
    CONTEXT_INFO[context].instruction,
    'Answer from the platform data given to you or read with the tools; never invent orders, loans, figures or people. ' +
      'When the data does not say, say so.',
    'Personal data is replaced by placeholders such as [PERSON_1] or [EMAIL_2]; repeat them exactly as written.',
    `Today is ${now.toISOString().slice(0, 10)}.`,
  ].join('\n');
}

export async function askAssistant(
  app: FastifyInstance,
  request: FastifyRequest,
  user: CurrentUser,
  question: AssistantQuestion,
  listener: AssistantListener = {},
  clientGone?: AbortSignal,
): Promise<AssistantAnswer> {
  const { db, config } = app;
  const client = createOpenAI(config);
  if (!client) throw new AssistantError(503, NOT_CONFIGURED_MESSAGE);
  await enforceDailyBudget(db, config, user.id);

  const session = await openSession(db, user.id, question.channel, question.sessionId);
  listener.onSession?.(session.id);
  await appendMessage(db, session.id, 'user', question.message);

  const started = Date.now();
  const redactor = new Redactor(
    question.redactionLevel,
    await knownNamesIn(db, [question.message, ...session.history.map((m) => m.content)]),
  );
  const messages: ChatMessageParam[] = [{ role: 'system', content: systemPrompt(question.context, new Date()) }];
  if (question.includeAuditData)
    messages.push({ role: 'system', content: `Audit data:\n${redactor.redact(await auditSummary(db, user.role))}` });
  if (question.includeBusinessMetrics)
    messages.push({
      role: 'system',
      content: `Business metrics:\n${redactor.redact(await businessMetricsSummary(db, user.role))}`,
    });
  for (const past of session.history) messages.push({ role: past.role, content: redactor.redact(past.content) });
  messages.push({ role: 'user', content: redactor.redact(question.message) });

  const tools = toolsFor(user.role);
  const usage: TokenUsage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
  const toolsUsed: string[] = [];
  const restorer = createStreamRestorer(redactor);
  let shown = '';
  const show = (text: string) => {
    if (!text) return;
    shown += text;
    listener.onDelta?.(text);
  };
  const deadline = AbortSignal.timeout(config.openai.timeoutMs);
  const signal = clientGone ? AbortSignal.any([deadline, clientGone]) : deadline;

  const record = (outcome: string, error: boolean) =>
    db.aiUsage.create({
      data: {
        userId: user.id,
        context: question.context,
        model: config.openai.model,
        channel: question.channel,
        sessionId: session.id,
        promptTokens: usage.prompt_tokens,
        completionTokens: usage.completion_tokens,
        totalTokens: usage.total_tokens,
        responseTimeMs: Date.now() - started,
        error,
        outcome,
        toolCalls: toolsUsed.length,
      },
    });

  try {
    for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
      const offerTools = tools.length > 0 && round < MAX_TOOL_ROUNDS;
      const stream = await client.chat.completions.create(
        {
          model: config.openai.model,
          messages,
          stream: true,
          stream_options: { include_usage: true },
          ...(offerTools ? { tools } : {}),
        },
        { signal },
      );
      const calls: { id: string; name: string; arguments: string }[] = [];
      let roundText = '';
      let roundUsage: OpenAI.CompletionUsage | undefined;
      for await (const chunk of stream) {
        if (chunk.usage) roundUsage = chunk.usage;
        const delta = chunk.choices[0]?.delta;
        if (delta?.content) {
          roundText += delta.content;
          show(restorer.push(delta.content));
        }
        for (const call of delta?.tool_calls ?? []) {
          calls[call.index] ??= { id: '', name: '', arguments: '' };
          const slot = calls[call.index];
          if (call.id) slot.id = call.id;
          if (call.function?.name) slot.name += call.function.name;
          if (call.function?.arguments) slot.arguments += call.function.arguments;
        }
      }
      // An aborted stream ends quietly: say why it ended.
      signal.throwIfAborted();
      usage.prompt_tokens += roundUsage?.prompt_tokens ?? estimateTokens(JSON.stringify(messages));
      usage.completion_tokens += roundUsage?.completion_tokens ?? estimateTokens(roundText);
      usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
      if (calls.length === 0) break;

      messages.push({
        role: 'assistant',
        content: roundText || null,
        tool_calls: calls.map((call) => ({
          id: call.id,
          type: 'function' as const,
          function: { name: call.name, arguments: call.arguments },
        })),
      });
      for (const call of calls) {
        listener.onTool?.(call.name);
        toolsUsed.push(call.name);
        const output = await runTool(db, request, user.role, call.name, call.arguments);
        redactor.addNames(output.names);
        messages.push({ role: 'tool', tool_call_id: call.id, content: redactor.redact(JSON.stringify(output.data)) });
      }
    }
    show(restorer.flush());
  } catch (err) {
    if (clientGone?.aborted && !deadline.aborted) {
      // The user pressed Stop: keep what was shown, count what was spent.
      show(restorer.flush());
      usage.completion_tokens += estimateTokens(shown);
      usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
      await appendMessage(db, session.id, 'assistant', shown, usage.completion_tokens);
      await record('stopped', false);
      return answer(true);
    }
    const failure = deadline.aborted ? describeAiFailure(deadline.reason) : describeAiFailure(err);
    request.log.warn(
      { reason: err instanceof Error ? err.message : String(err), outcome: failure.outcome },
      'AI request failed',
    );
    await record(failure.outcome, true);
    throw new AssistantError(failure.status, failure.message);
  }

  await appendMessage(db, session.id, 'assistant', shown, usage.completion_tokens);
  await record('ok', false);
  return answer(false);

  function answer(stopped: boolean): AssistantAnswer {
    return {
      sessionId: session.id,
      response: shown,
      contextUsed: question.context,
      redactionLevel: question.redactionLevel,
      tokenUsage: { ...usage },
      toolsUsed,
      responseTimeMs: Date.now() - started,
      stopped,
    };
  }
}
