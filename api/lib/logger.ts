// Structured JSON logs without secrets or personal data: no cookies, tokens, IPs or query strings.
// One line per request (method, safe URL, status, time); every line written asynchronously to stdout in batches.
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions, FastifyLogFn as LogFn } from 'fastify';
import fp from 'fastify-plugin';
import { type Bindings, type ChildLoggerOptions, type Logger, pino } from 'pino';
import type { Config } from '../config';
import { logOutput } from './log-output';
import { type LineOutput, RequestLog, safeUrl } from './request-log';

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    name: 'api',
    level: config.logLevel,
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, url: safeUrl(request.url) }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
    redact: ['req.headers', 'password', '*.password', 'token', '*.token'],
    // Batched asynchronous writes: a request never waits for the terminal or the log collector.
    stream: logOutput(),
  };
}

/**
 * Fastify gives every request a child logger bound to its id. Most requests never log anything but their
 * request line (written below, without it), so the pino child is only made when a route or hook logs.
 */
export const lazyChildLogger = (logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) =>
  new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;

class LazyChildLogger {
  #made: FastifyBaseLogger | null = null;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}
  private get made(): FastifyBaseLogger {
    this.#made ??= this.parent.child(this.bindings, this.options);
    return this.#made;
  }
  get level(): string {
    return this.made.level;
  }
  set level(level: string) {
    this.made.level = level;
  }
  fatal(...args: Parameters<LogFn>) {
    this.made.fatal(...args);
  }
  error(...args: Parameters<LogFn>) {
    this.made.error(...args);
  }
  warn(...args: Parameters<LogFn>) {
    this.made.warn(...args);
  }
  info(...args: Parameters<LogFn>) {
    this.made.info(...args);
  }
  debug(...args: Parameters<LogFn>) {
    this.made.debug(...args);
  }
  trace(...args: Parameters<LogFn>) {
    this.made.trace(...args);
  }
  silent(...args: Parameters<LogFn>) {
    this.made.silent(...args);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.made.child(bindings, options);
  }
}

/**
 * Replaces Fastify's two lines per request (Fastify's own are turned off through its LogController) with one,
 * recorded as the answer goes out and written in batches (api/lib/request-log.ts).
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  if (!(app.log as Logger).isLevelEnabled('info')) return;
  const requests = new RequestLog((app.log as unknown as PinoStream)[pino.symbols.streamSym], 'api');
  app.addHook('onResponse', (request, reply, done) => {
    requests.record(request.id, request.method, request.url, reply.statusCode, reply.elapsedTime);
    done();
  });
  app.addHook('onClose', (_app, done) => {
    requests.close();
    done();
  });
});

type PinoStream = Record<typeof pino.symbols.streamSym, LineOutput>;
