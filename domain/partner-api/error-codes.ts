// Every error code the partner API answers, with its HTTP status, its type and what to do about it: the errors
// catalogue of the partner docs is written from this list (npm run partner-api:docs), and a test checks that every
// code the API's source throws is in it.
import type { PartnerApiErrorBody } from './views';

type ErrorType = PartnerApiErrorBody['error']['type'];

export interface ErrorCode {
  code: string;
  status: number;
  type: ErrorType;
  meaning: string;
}

const invalid = (code: string, status: number, meaning: string): ErrorCode => ({
  code,
  status,
  type: 'invalid_request_error',
  meaning,
});

export const ERROR_CODES: readonly ErrorCode[] = [
  invalid(
    'parameter_unknown',
    400,
    'A body, query or header parameter the operation does not take; `param` names it (`preveiw`, `customer.emial`). Nothing was done.',
  ),
  invalid(
    'parameter_invalid',
    400,
    'A parameter has a wrong value or a required one is missing; `param` names it and `message` says what it takes.',
  ),
  invalid('url_invalid', 400, 'A webhook endpoint URL that is not https on a public address.'),
  invalid('cursor_invalid', 400, 'A `cursor` that is not the `nextCursor` of a page of this list.'),
  invalid('api_version_invalid', 400, 'A `Formation-Version` that is not one of the versions; `message` lists them.'),
  invalid('idempotency_key_required', 400, 'A POST without an `Idempotency-Key` header.'),
  invalid('idempotency_key_invalid', 400, 'An `Idempotency-Key` that is not 1 to 255 printable ASCII characters.'),
  invalid('body_too_large', 413, 'The body is larger than the API accepts.'),
  invalid('unsupported_media_type', 415, 'A body that is not JSON: send `Content-Type: application/json`.'),
  {
    code: 'api_key_missing',
    status: 401,
    type: 'authentication_error',
    meaning: 'No `Authorization: Bearer <key>` header.',
  },
  {
    code: 'invalid_api_key',
    status: 401,
    type: 'authentication_error',
    meaning: 'The key is unknown, revoked or expired (a rotated key works 24 hours beside its successor).',
  },
  { code: 'forbidden', status: 403, type: 'authentication_error', meaning: 'The key may not do this.' },
  invalid(
    'resource_missing',
    404,
    'No such object for this key: another partner’s id, the other mode’s id, or a test helper called with a live key.',
  ),
  invalid('method_not_allowed', 405, 'The path exists with other methods; the `Allow` header lists them.'),
  {
    code: 'link_invalid',
    status: 403,
    type: 'authentication_error',
    meaning: 'A document link whose signature does not match.',
  },
  invalid(
    'link_expired',
    410,
    'A document link past its `expiresAt`: list the order’s documents again for a fresh link.',
  ),
  invalid('conflict', 409, 'The object is not in a state that allows this.'),
  invalid(
    'order_not_allowed',
    409,
    'The order kind does not fit the entity, or one of that kind is already under way.',
  ),
  invalid('order_not_cancelable', 409, 'Only an unpaid order can be canceled.'),
  invalid(
    'order_not_advanceable',
    409,
    'Sandbox: the test order cannot take that step now (`message` says what it waits for).',
  ),
  invalid('payment_not_failable', 409, 'Sandbox: only an unpaid payment_link test order’s payment can be failed.'),
  invalid('case_not_open', 409, 'The case is answered or closed.'),
  invalid('case_answered', 409, 'The case was answered already.'),
  {
    code: 'idempotency_key_reused',
    status: 409,
    type: 'idempotency_error',
    meaning: 'This `Idempotency-Key` was used with another request in the last 24 hours: use a new key.',
  },
  {
    code: 'idempotency_key_in_use',
    status: 409,
    type: 'idempotency_error',
    meaning: 'A request with this key is still running: retry shortly with the same key.',
  },
  {
    code: 'rate_limited',
    status: 429,
    type: 'rate_limit_error',
    meaning: 'Too many requests: wait the `Retry-After` header’s seconds.',
  },
  {
    code: 'internal_error',
    status: 500,
    type: 'api_error',
    meaning: 'Our error. Retry with the same `Idempotency-Key`: a POST that did complete answers its stored answer.',
  },
];
