// Structured JSON logs without secrets or personal data: no cookies, tokens, IPs or query strings.
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Secret tokens travel in some paths (invitations, calendar feeds); keep only the route shape. */
const SECRET_PATH = /^(\/api\/(?:invite|compliance\/calendar)\/)[^/?]+/;

export function safeUrl(url: string): string {
  return url.split('?')[0].replace(SECRET_PATH, '$1[redacted]');
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, url: safeUrl(request.url) }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
    redact: ['req.headers', 'password', '*.password', 'token', '*.token'],
  };
}
