// A small OpenAI-compatible HTTP server for tests and local runs without the internet. It answers
// POST /v1/chat/completions (streamed or not) and records every request body it receives.
//
//   tsx stand-ins/openai-server.ts   (OPENAI_STUB_PORT=12211)
//
// Behaviour, per request:
// - a queued reply (enqueue: text or tool calls) is used first;
// - otherwise, when the last message is a tool result, it answers "From the platform data: <tool result>";
// - otherwise it answers "Answer: <the last user message, as received>" (so tests see what reached it).
// Modes: 'normal', 'error' (500 with an OpenAI error body), 'rate-limit' (429), 'slow' (waits slowDelayMs
// before answering). Streamed answers come in small pieces, pieceDelayMs apart.
// Test control over HTTP: GET /__test/requests, POST /__test/mode {"mode": "..."}, POST /__test/reset.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export type StubMode = 'normal' | 'error' | 'rate-limit' | 'slow';

export interface StubMessage {
  role: string;
  content?: string | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

export interface StubChatRequest {
  model: string;
  messages: StubMessage[];
  stream?: boolean;
  tools?: { type: 'function'; function: { name: string; description?: string; parameters?: unknown } }[];
  [key: string]: unknown;
}

export interface StubUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export type StubReply = { text: string } | { toolCalls: { name: string; arguments: Record<string, unknown> }[] };

export interface OpenAiStub {
  url: string;
  /** The base URL to give the SDK (OPENAI_BASE_URL). */
  baseUrl: string;
  port: number;
  mode: StubMode;
  slowDelayMs: number;
  pieceDelayMs: number;
  /** Every chat completion request received, oldest first, with the usage it was answered with. */
  requests: { body: StubChatRequest; authorization: string | undefined; usage: StubUsage | null }[];
  enqueue(...replies: StubReply[]): void;
  reset(): void;
  close(): Promise<void>;
}

export interface OpenAiStubOptions {
  port?: number;
  pieceDelayMs?: number;
  slowDelayMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Deterministic token counts: one token per 4 characters, at least 1. */
export const stubTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

function defaultReply(body: StubChatRequest): StubReply {
  const last = body.messages.at(-1);
  if (last?.role === 'tool') return { text: `From the platform data: ${last.content ?? ''}` };
  const user = [...body.messages].reverse().find((message) => message.role === 'user');
  return { text: `Answer: ${user?.content ?? ''}` };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  return raw ? JSON.parse(raw) : {};
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Splits text in pieces of a few words, so a streamed answer arrives the way a model's does. */
function pieces(text: string): string[] {
  return (
    text.match(/\S+\s*|\s+/g)?.reduce<string[]>((acc, word, index) => {
      if (index % 3 === 0) acc.push(word);
      else acc[acc.length - 1] += word;
      return acc;
    }, []) ?? ['']
  );
}

export async function startOpenAiStub(options: OpenAiStubOptions = {}): Promise<OpenAiStub> {
  const queue: StubReply[] = [];
  const stub = {
    mode: 'normal' as StubMode,
    slowDelayMs: options.slowDelayMs ?? 5000,
    pieceDelayMs: options.pieceDelayMs ?? 0,
    requests: [] as OpenAiStub['requests'],
    enqueue: (...replies: StubReply[]) => {
      queue.push(...replies);
    },
    /** Back to the start: no queued replies, nothing recorded, normal mode and the initial delays. */
    reset: () => {
      queue.length = 0;
      stub.requests.length = 0;
      stub.mode = 'normal';
      stub.slowDelayMs = options.slowDelayMs ?? 5000;
      stub.pieceDelayMs = options.pieceDelayMs ?? 0;
    },
  };

  async function completions(request: IncomingMessage, response: ServerResponse) {
    const body = (await readJson(request)) as StubChatRequest;
    const record: OpenAiStub['requests'][number] = {
      body,
      authorization: request.headers.authorization,
      usage: null,
    };
    stub.requests.push(record);
    if (stub.mode === 'error')
      return sendJson(response, 500, {
        error: { message: 'The server had an error while processing your request.', type: 'server_error' },
      });
    if (stub.mode === 'rate-limit')
      return sendJson(response, 429, {
        error: { message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' },
      });
    if (stub.mode === 'slow') await sleep(stub.slowDelayMs);
    if (response.destroyed) return;

    const reply = queue.shift() ?? defaultReply(body);
    const id = `chatcmpl-${randomBytes(8).toString('hex')}`;
    const created = Math.floor(Date.now() / 1000);
    const completionText = 'text' in reply ? reply.text : JSON.stringify(reply.toolCalls);
    const usage: StubUsage = {
      prompt_tokens: stubTokens(JSON.stringify(body.messages)),
      completion_tokens: stubTokens(completionText),
      total_tokens: 0,
    };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
    record.usage = usage;
    const toolCalls =
      'toolCalls' in reply
        ? reply.toolCalls.map((call, index) => ({
            index,
            id: `call_${randomBytes(6).toString('hex')}`,
            type: 'function' as const,
            function: { name: call.name, arguments: JSON.stringify(call.arguments) },
          }))
        : null;
    const finishReason = toolCalls ? 'tool_calls' : 'stop';

    if (!body.stream) {
      return sendJson(response, 200, {
        id,
        object: 'chat.completion',
        created,
        model: body.model,
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: toolCalls ? null : completionText,
              ...(toolCalls ? { tool_calls: toolCalls.map(({ index: _i, ...call }) => call) } : {}),
            },
            finish_reason: finishReason,
          },
        ],
        usage,
      });
    }

    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      response.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    chunk({ role: 'assistant', content: '' }, null);
    if (toolCalls) {
      for (const call of toolCalls) {
        // Name first, then the arguments in two pieces, as the real API sends them.
        const args = call.function.arguments;
        const half = Math.ceil(args.length / 2);
        chunk(
          {
            tool_calls: [
              {
                index: call.index,
                id: call.id,
                type: 'function',
                function: { name: call.function.name, arguments: '' },
              },
            ],
          },
          null,
        );
        chunk({ tool_calls: [{ index: call.index, function: { arguments: args.slice(0, half) } }] }, null);
        chunk({ tool_calls: [{ index: call.index, function: { arguments: args.slice(half) } }] }, null);
      }
    } else {
      for (const piece of pieces(completionText)) {
        if (response.destroyed) return;
        chunk({ content: piece }, null);
        if (stub.pieceDelayMs) await sleep(stub.pieceDelayMs);
      }
    }
    chunk({}, finishReason);
    const streamOptions = body.stream_options as { include_usage?: boolean } | undefined;
    if (streamOptions?.include_usage)
      response.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [], usage })}\n\n`,
      );
    response.end('data: [DONE]\n\n');
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? '/').split('?')[0].replace(/^\/v1/, '');
    if (request.method === 'POST' && path === '/chat/completions') return completions(request, response);
    if (request.method === 'GET' && path === '/__test/requests') return sendJson(response, 200, stub.requests);
    if (request.method === 'POST' && path === '/__test/mode') {
      const { mode } = (await readJson(request)) as { mode: StubMode };
      stub.mode = mode;
      return sendJson(response, 200, { mode });
    }
    if (request.method === 'POST' && path === '/__test/reset') {
      stub.reset();
      return sendJson(response, 200, { reset: true });
    }
    return sendJson(response, 404, {
      error: { message: `Unknown request ${request.method} ${path}`, type: 'invalid_request_error' },
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((err: Error) => {
      if (!response.headersSent)
        sendJson(response, 400, { error: { message: err.message, type: 'invalid_request_error' } });
      else response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  return Object.assign(stub, {
    url,
    baseUrl: `${url}/v1`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

const runAsScript = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAsScript) {
  const stub = await startOpenAiStub({ port: Number(process.env.OPENAI_STUB_PORT ?? 12211), pieceDelayMs: 40 });
  console.log(`OpenAI stand-in listening on ${stub.baseUrl}`);
}
