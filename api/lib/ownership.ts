// A client asking for another client's order or file gets the same 404 as for one that does not exist (nothing
// tells it the id is real), and the attempt is written to the audit log.
import type { FastifyRequest } from 'fastify';
import { type HttpError, notFound } from '../../platform/errors';
import type { Db } from '../../platform/infra/prisma';
import { audit } from '../../platform/services/audit';

export type OwnedKind = 'order' | 'document' | 'mail' | 'entity' | 'renewal';

const LABELS: Record<OwnedKind, string> = {
  order: 'Order',
  document: 'Document',
  mail: 'Mail item',
  entity: 'Entity',
  renewal: 'Renewal',
};

export const notFoundFor = (kind: OwnedKind, id: string): HttpError => notFound(`${LABELS[kind]} not found: ${id}`);

/** Audits a refused access to someone else's record and answers the 404 to throw. */
export async function refuseForeign(db: Db, request: FastifyRequest, kind: OwnedKind, id: string): Promise<HttpError> {
  await audit(db, request, {
    action: 'access.denied',
    target: `${kind}:${id}`,
    success: false,
    details: { kind, id, route: request.routeOptions.url, method: request.method },
  });
  return notFoundFor(kind, id);
}
