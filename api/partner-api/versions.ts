// Formation-Version on the partner API: the request's header (a dated version), else the partner's pinned version,
// else the current one. Every answer names the version in its own Formation-Version header, and a JSON answer is
// shaped into that version in one place (domain/partner-api/versions: a downgrade per version).
import type { FastifyRequest, onSendAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import {
  API_VERSION_NAMES,
  answerAt,
  CURRENT_API_VERSION,
  isApiVersion,
  VERSION_HEADER,
} from '../../domain/partner-api/versions';
import { PartnerApiError } from './errors';

const HEADER = VERSION_HEADER.toLowerCase();

/** The version an answer to this request takes. */
function versionOf(request: FastifyRequest): string {
  const asked = request.headers[HEADER];
  if (isApiVersion(asked)) return asked;
  return request.partner?.apiVersion ?? CURRENT_API_VERSION;
}

export const refuseUnknownVersion: preValidationAsyncHookHandler = async (request) => {
  const asked = request.headers[HEADER];
  if (asked !== undefined && !isApiVersion(asked))
    throw new PartnerApiError(
      400,
      'api_version_invalid',
      `${VERSION_HEADER}: no version '${String(asked)}'; the versions are ${API_VERSION_NAMES.join(', ')}`,
      VERSION_HEADER,
    );
};

export const answerInVersion: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
  const version = versionOf(request);
  reply.header(VERSION_HEADER, version);
  if (version === CURRENT_API_VERSION || typeof payload !== 'string') return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  try {
    return JSON.stringify(answerAt(JSON.parse(payload), version));
  } catch {
    return payload;
  }
};
