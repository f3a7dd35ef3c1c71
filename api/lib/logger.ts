// Structured JSON logs (pino, through Fastify) without secrets or personal data: no cookies, tokens, IPs or
// query strings. One line per request (method, safe URL, status, time), written as the answer goes out.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../platform/config';

/** Secret tokens travel in some paths (invitations, calendar feeds); keep only the route shape. */
const SECRET_PATH = /^(\/api\/(?:invite|compliance\/calendar)\/)[^/?]+/;

/** @internal */
export function safeUrl(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path.replace(SECRET_PATH, '$1[redacted]');
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    name: 'api',
    level: config.logLevel,
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, url: safeUrl(request.url) }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
    redact: ['req.headers', 'password', '*.password', 'token', '*.token'],
  };
}

/**
 * One line per request, in place of Fastify's two (the app turns those off with disableRequestLogging): the
 * request's own pino child (bound to its id) logs the safe request fields, the status and the time taken.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
});
