// One error shape for every failure: { message }, with the right status. 5xx details stay in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors';

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: must not be empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_CSRF_MISSING_SECRET:
    'Invalid or missing CSRF token: get one from GET /api/csrf and send it in the x-csrf-token header',
  FST_CSRF_INVALID_TOKEN:
    'Invalid or missing CSRF token: get one from GET /api/csrf and send it in the x-csrf-token header',
};

function validationMessage(error: FastifyError): string {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? [])
    .map((issue) => {
      const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
      return `${path || context}: ${issue.message}`;
    })
    .join('; ');
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.status(400).send({ message: validationMessage(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // An HttpError is a deliberate, worded answer (a service not configured or away, a provider's refusal):
      // a warning with its message. Anything else is a fault and keeps its stack.
      const deliberate = (error as unknown) instanceof HttpError;
      if (deliberate) request.log.warn({ status, reason: error.message }, 'request answered with a service error');
      else request.log.error({ err: error }, 'request failed');
      const safe = status === 503 || deliberate;
      return reply.status(status).send({ message: safe ? error.message : 'Internal server error' });
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send({ message: 'body: malformed JSON' });
    }
    return reply.status(status).send({ message: CLIENT_ERROR_MESSAGES[error.code] ?? error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
});
