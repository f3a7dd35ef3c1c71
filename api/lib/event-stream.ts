// A server-sent event stream on a route's raw response: the security headers, a comment every 25 s so proxies keep
// it open, and the end of the stream when the page goes or the app closes.
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';

const HEARTBEAT_MS = 25_000;

export interface EventStream {
  send(event: string, data: unknown): void;
  /** Runs `cleanup` once, when the stream ends for any reason. */
  onEnd(cleanup: () => void): void;
  end(): void;
}

/** Opens streams on replies; those still open end when the app closes (the server waits for no page). */
export function eventStreams(app: FastifyInstance): (reply: FastifyReply) => EventStream {
  const open = new Set<EventStream>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });
  return (reply) => {
    const stream = openEventStream(reply);
    open.add(stream);
    stream.onEnd(() => open.delete(stream));
    return stream;
  };
}

/** Takes over the raw response and starts an event stream on it (the assistant's answers use it too). */
export function startEventStream(reply: FastifyReply) {
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders), // the security headers
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
}

function openEventStream(reply: FastifyReply): EventStream {
  startEventStream(reply);
  // Reconnect after 2 s when the connection drops (the browser's EventSource does it by itself).
  reply.raw.write('retry: 2000\n\n');
  const cleanups: (() => void)[] = [];
  const heartbeat = setInterval(() => reply.raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    for (const cleanup of cleanups) cleanup();
  };
  reply.raw.on('close', finish);
  const stream: EventStream = {
    send(event, data) {
      if (!reply.raw.writableEnded) reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onEnd(cleanup) {
      cleanups.push(cleanup);
    },
    end() {
      if (!reply.raw.writableEnded) reply.raw.end();
      finish();
    },
  };
  return stream;
}
