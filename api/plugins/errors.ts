// One error shape for every failure: { message }, with the right status. 5xx details stay in the log.
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../platform/errors';
import { CLIENT_DATA_ERROR_MESSAGE, isClientDataError } from '../lib/database-errors';
import { sendPage, wantsJson } from '../routes/html-page';
import { refusalPage, STALE_FORM } from '../routes/refusal-page';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A page a browser opens or posts a form to (sign-in, invitation and cancel links): a limit's refusal or a stale
     * form is answered to the browser as a page in words; a JSON caller of the same route still gets {message}.
     */
    page?: boolean;
  }
}

const CSRF_CODES = new Set(['FST_CSRF_MISSING_SECRET', 'FST_CSRF_INVALID_TOKEN']);

/**
 * Whether a page route's refusal is answered as a page: a limit's refusal or a stale form, to a browser (opening the
 * page or posting its form, not asking for JSON). Anything else keeps the one error shape.
 */
function answersAPage(request: FastifyRequest, status: number, code: string): boolean {
  if (status !== 429 && !CSRF_CODES.has(code)) return false;
  if (wantsJson(request)) return false;
  const form = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
  return request.method === 'GET' || request.method === 'HEAD' || form;
}

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: must not be empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_CSRF_MISSING_SECRET:
    'Invalid or missing CSRF token: get one from GET /api/csrf and send it in the x-csrf-token header',
  FST_CSRF_INVALID_TOKEN:
    'Invalid or missing CSRF token: get one from GET /api/csrf and send it in the x-csrf-token header',
};

// Errors Fastify answers before any route or error handler runs (see frameworkErrors in api/app.ts).
const FRAMEWORK_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: it has a malformed percent-encoding',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long: a path parameter exceeds the allowed length',
};

/** The codes of the router's refusals of an address, which a scope's error handler may word its own way. */
export const ADDRESS_REFUSAL_CODES = Object.keys(FRAMEWORK_ERROR_MESSAGES);

/** Per app, the plugin scopes registered under a prefix: each may answer errors with a handler of its own. */
const scopesOf = new WeakMap<FastifyInstance, FastifyInstance[]>();

/** The innermost scope whose prefix holds the path (the app itself when none does). */
function scopeOf(app: FastifyInstance, url: string): FastifyInstance {
  const path = url.split('?')[0];
  const holds = (prefix: string) => prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`));
  const scopes = (scopesOf.get(app) ?? []).filter((scope) => holds(scope.prefix));
  return scopes.reduce((inner, scope) => (scope.prefix.length > inner.prefix.length ? scope : inner), app);
}

/**
 * Fastify's `frameworkErrors` option: the router refuses an address before any route (and so any plugin scope's
 * error handler) is chosen. The refusal, worded here, goes to the error handler of the scope the address belongs
 * to, so a scope with its own error shape (the partner API) answers it in that shape.
 */
export function frameworkErrorAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const refusal = Object.assign(error, {
    statusCode: status,
    message: FRAMEWORK_ERROR_MESSAGES[error.code] ?? 'Bad request',
  });
  const scope = scopeOf(request.server, request.url);
  return scope.errorHandler.call(scope, refusal, request, reply);
}

function validationMessage(error: FastifyError): string {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? [])
    .map((issue) => {
      const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
      return `${path || context}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * A route may have set a download's headers (a CSV export, a stored file) before its stream failed: the error
 * answer is JSON, not an attachment of the download's type.
 */
function asJsonAnswer(reply: FastifyReply) {
  reply.removeHeader('content-disposition');
  if (!reply.raw.headersSent) reply.raw.removeHeader('content-disposition');
  reply.header('content-type', 'application/json; charset=utf-8');
}

/**
 * The status and `{message}` answered for a failure; logs what the answer leaves out. Shared by the app's error
 * handler and the handlers of plugins that keep their own (the queue board).
 */
export function errorAnswer(error: FastifyError, log: FastifyBaseLogger): { status: number; message: string } {
  if (error.validation) return { status: 400, message: validationMessage(error) };
  if (isClientDataError(error)) {
    log.warn({ reason: error.message }, 'request refused by the database');
    return { status: 400, message: CLIENT_DATA_ERROR_MESSAGE };
  }
  // A status outside 400-599 on an error (a library's odd error object) is no answer for a failure.
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    // An HttpError is a deliberate, worded answer (a service not configured or away, a provider's refusal):
    // a warning with its message. Anything else is a fault and keeps its stack.
    const deliberate = (error as unknown) instanceof HttpError;
    if (deliberate) log.warn({ status, reason: error.message }, 'request answered with a service error');
    else log.error({ err: error }, 'request failed');
    const safe = status === 503 || deliberate;
    return { status, message: safe ? error.message : 'Internal server error' };
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { status: 400, message: 'body: malformed JSON' };
  }
  return { status, message: CLIENT_ERROR_MESSAGES[error.code] ?? error.message };
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  const scopes: FastifyInstance[] = [];
  scopesOf.set(app, scopes);
  app.addHook('onRegister', (scope) => {
    scopes.push(scope);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message } = errorAnswer(error, request.log);
    if (request.routeOptions.config?.page && answersAPage(request, status, error.code))
      return sendPage(reply, status, refusalPage(status, CSRF_CODES.has(error.code) ? STALE_FORM : message));
    asJsonAnswer(reply);
    return reply.status(status).send({ message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
});
