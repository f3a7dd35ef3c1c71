// expand[] on orders: `customer` and `entity` answered as the objects instead of their ids, as Stripe expands.
import { z } from 'zod';
import type { Db } from '../../platform/infra/prisma';
import { customerObject, entityObject } from '../../platform/services/partners';

const ORDER_EXPANSIONS = ['customer', 'entity'] as const;
type Expansion = (typeof ORDER_EXPANSIONS)[number];

const expansion = z.enum(ORDER_EXPANSIONS);
/** `expand[]=customer&expand[]=entity`: one value or several. */
export const expandQuery = {
  'expand[]': z
    .union([expansion, z.array(expansion).max(ORDER_EXPANSIONS.length)])
    .optional()
    .describe('customer and/or entity: answered as the objects instead of their ids'),
};

export const expansionsOf = (query: { 'expand[]'?: Expansion | Expansion[] }): Expansion[] => {
  const value = query['expand[]'];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

interface OrderIds {
  customer: string | null;
  entity: string | null;
}

export async function expandOrder<T extends OrderIds>(db: Db, order: T, expand: Expansion[]) {
  if (expand.length === 0) return order;
  const customer =
    expand.includes('customer') && order.customer ? await customerObject(db, order.customer) : order.customer;
  const entity = expand.includes('entity') && order.entity ? await entityObject(db, order.entity) : order.entity;
  return { ...order, customer, entity };
}
