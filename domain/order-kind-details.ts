// The details each kind of entity order needs from the client (POST /api/entities/:id/orders { kind, details }):
// each kind's `details` schema in its module (domain/kinds/<kind>.ts). Strict objects: an unknown field is refused
// by name, like a missing or malformed one.
import { ENTITY_ORDER_KINDS, type EntityOrderKind, ORDER_KIND_MODULES } from './kinds';

export { parseKindDetails } from './kinds';

export const ORDER_KIND_DETAILS_SCHEMAS = Object.fromEntries(
  ENTITY_ORDER_KINDS.map((kind) => [kind, ORDER_KIND_MODULES[kind].details]),
) as { [K in EntityOrderKind]: (typeof ORDER_KIND_MODULES)[K]['details'] };
