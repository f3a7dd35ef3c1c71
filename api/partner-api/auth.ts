// Authorization: Bearer <key> on every partner API route but the public document and docs page. No cookies and
// no CSRF: the key is the credential.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { apiKeyMode } from '../../domain/partner-keys';
import { authenticateKey, type PartnerCaller } from '../../platform/services/partners';
import { PartnerApiError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    partner: PartnerCaller | null;
  }
  interface FastifyContextConfig {
    /** A partner API route anyone may read (its OpenAPI document, its docs page). */
    public?: boolean;
  }
}

const MISSING = 'Send your API key as Authorization: Bearer <key> (fk_test_... or fk_live_...)';
const INVALID = 'The API key is unknown, revoked or expired';

function bearerKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

export const authenticatePartner: onRequestAsyncHookHandler = async function (request) {
  if (request.routeOptions.config?.public) return;
  const key = bearerKey(request);
  if (!key) throw new PartnerApiError(401, 'api_key_missing', MISSING, null, 'authentication_error');
  const caller = apiKeyMode(key) ? await authenticateKey(this.db, key) : null;
  if (!caller) throw new PartnerApiError(401, 'invalid_api_key', INVALID, null, 'authentication_error');
  request.partner = caller;
};

/** The partner and key of an authenticated route's request. */
export function callerOf(request: FastifyRequest): PartnerCaller {
  if (!request.partner) throw new PartnerApiError(401, 'api_key_missing', MISSING, null, 'authentication_error');
  return request.partner;
}
