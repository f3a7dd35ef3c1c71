// The refusals of the partner API's lookups: another partner's object, or the other mode's, is not found.
import type { FastifyRequest } from 'fastify';
import { AUDIT_ACTIONS } from '../../domain/audit-actions';
import { recordAudit } from '../../platform/services/audit';
import { type OwnedObject, ownershipOf } from '../../platform/services/partners';
import { callerOf } from './auth';
import { PartnerApiError } from './errors';

export const notFoundError = (what: string, id: string, param = 'id') =>
  new PartnerApiError(404, 'resource_missing', `No such ${what}: '${id}'`, param);

/** The same 404 as a missing object's, for an object of another partner (or mode); the attempt is audited. */
async function refuseForeign(request: FastifyRequest, what: string, id: string, param = 'id') {
  const caller = callerOf(request);
  await recordAudit(request.server.db, {
    action: AUDIT_ACTIONS.accessDenied,
    target: `${what}:${id}`,
    success: false,
    ip: request.ip,
    details: {
      kind: what,
      id,
      partner: caller.partnerName,
      partnerId: caller.partnerId,
      key: caller.keyName,
      mode: caller.mode,
      route: request.routeOptions.url,
      method: request.method,
    },
  });
  return notFoundError(what, id, param);
}

/** Throws the 404 unless the object is the caller's (another partner's is audited). */
export async function assertOwned(request: FastifyRequest, what: OwnedObject, id: string, param = 'id') {
  const ownership = await ownershipOf(request.server.db, callerOf(request), what, id);
  if (ownership === 'missing') throw notFoundError(what, id, param);
  if (ownership === 'foreign') throw await refuseForeign(request, what, id, param);
}

export const invalidCursor = () =>
  new PartnerApiError(
    400,
    'cursor_invalid',
    'cursor: must be the id of an item of a previous page of this list',
    'cursor',
  );
