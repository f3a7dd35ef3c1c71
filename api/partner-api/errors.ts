// The partner API's one error shape, {error: {type, code, message, param}}, for every failure under /api/v1:
// validation, authentication, idempotency, rate limits, unknown routes and methods, and faults. Statuses and
// messages come from the app's own error rules (api/plugins/errors.ts); this adds the type, code and param.
import type { FastifyBaseLogger, FastifyError } from 'fastify';
import type { PartnerApiErrorBody } from '../../domain/partner-api/views';
import { HttpError } from '../../platform/errors';
import { ADDRESS_REFUSAL_CODES, errorAnswer } from '../plugins/errors';

type ErrorType = PartnerApiErrorBody['error']['type'];

/** A deliberate refusal with its own code (and the parameter it is about). */
export class PartnerApiError extends HttpError {
  constructor(
    statusCode: number,
    readonly code: string,
    message: string,
    readonly param: string | null = null,
    readonly type: ErrorType = 'invalid_request_error',
  ) {
    super(statusCode, message);
  }
}

const CODE_BY_STATUS: Record<number, [ErrorType, string]> = {
  400: ['invalid_request_error', 'parameter_invalid'],
  401: ['authentication_error', 'invalid_api_key'],
  403: ['authentication_error', 'forbidden'],
  404: ['invalid_request_error', 'resource_missing'],
  405: ['invalid_request_error', 'method_not_allowed'],
  409: ['invalid_request_error', 'conflict'],
  413: ['invalid_request_error', 'body_too_large'],
  415: ['invalid_request_error', 'unsupported_media_type'],
  429: ['rate_limit_error', 'rate_limited'],
};

/** The first field a validation failure names, as a dotted path (`entityDetails.DE.businessName`). */
function paramOf(error: FastifyError): string | null {
  const issue = error.validation?.[0];
  if (!issue) return null;
  const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || null;
}

export function partnerErrorAnswer(error: FastifyError, log: FastifyBaseLogger) {
  if (error instanceof PartnerApiError) {
    const { type, code, message, param } = error;
    return { status: error.statusCode, body: { error: { type, code, message, param } } };
  }
  const { status, message } = errorAnswer(error, log);
  const [type, code]: [ErrorType, string] = ADDRESS_REFUSAL_CODES.includes(error.code)
    ? ['invalid_request_error', 'url_invalid']
    : (CODE_BY_STATUS[status] ?? (status >= 500 ? ['api_error', 'internal_error'] : CODE_BY_STATUS[400]));
  // A strict object's refusal of a key it does not name (one the unknown-parameter check could not see).
  const unknownKey = error.validation?.[0]?.message?.startsWith('Unrecognized key') === true;
  return {
    status,
    body: { error: { type, code: unknownKey ? 'parameter_unknown' : code, message, param: paramOf(error) } },
  };
}

export const errorBody = (type: ErrorType, code: string, message: string, param: string | null = null) => ({
  error: { type, code, message, param },
});
