// Strict requests: a body that is not JSON answers 415, and a body, query or header parameter the operation's
// schema does not name answers 400 parameter_unknown naming it, before anything is validated or done (a typo'd
// `preveiw` must not place a real order, nor `biling` bill the partner).
import type { FastifyRequest, preParsingAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { unknownParameter } from '../../domain/partner-api/unknown-parameters';
import { PartnerApiError } from './errors';

/**
 * Headers in the API's own namespaces are parameters: an unknown one (`Formation-Verison`, `Idempotency-Kye`, or
 * `Idempotency-Key` where no operation reads it) is refused. Other headers belong to HTTP and its clients.
 */
const PARAMETER_HEADER = /^(formation|idempotency)-/;

/** The API's own headers each operation reads (beyond HTTP's). */
function knownHeaders(method: string): string[] {
  return method === 'POST' ? ['formation-version', 'idempotency-key'] : ['formation-version'];
}

interface RouteSchemas {
  body?: z.ZodType;
  querystring?: z.ZodType;
}

const unknown = (param: string, where: string) =>
  new PartnerApiError(400, 'parameter_unknown', `Received unknown ${where} parameter: ${param}`, param);

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && Number(length) > 0) || request.headers['transfer-encoding'] !== undefined;
}

const isJson = (contentType: string | undefined) =>
  /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test((contentType ?? '').trim());

export const refuseNonJsonBody: preParsingAsyncHookHandler = async (request) => {
  if (hasBody(request) && !isJson(request.headers['content-type']))
    throw new PartnerApiError(
      415,
      'unsupported_media_type',
      `Send the body as JSON with Content-Type: application/json (received ${request.headers['content-type'] ?? 'no Content-Type'})`,
      'Content-Type',
    );
};

export const refuseUnknownParameters: preValidationAsyncHookHandler = async (request) => {
  const allowedHeaders = knownHeaders(request.method);
  for (const name of Object.keys(request.headers))
    if (PARAMETER_HEADER.test(name) && !allowedHeaders.includes(name)) throw unknown(name, 'header');

  const schema = (request.routeOptions.schema ?? {}) as RouteSchemas;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const queryParam = schema.querystring ? unknownParameter(schema.querystring, query) : Object.keys(query)[0];
  if (queryParam) throw unknown(queryParam, 'query');

  const body = request.body;
  const bodyParam = schema.body
    ? unknownParameter(schema.body, body)
    : typeof body === 'object' && body !== null
      ? Object.keys(body)[0]
      : undefined;
  if (bodyParam) throw unknown(bodyParam, 'body');
};
