// A partner's orders, in the key's mode: listed newest first in cursor pages, read one by one.
import { isUuid } from '../../../domain/uuid';
import type { Db } from '../../infra/prisma';
import type { PartnerCaller } from './keys';
import { cursorPage } from './pages';
import { customerView, entityView, partnerOrderInclude } from './views';

export function listPartnerOrders(
  db: Db,
  { partnerId, mode }: PartnerCaller,
  query: { limit?: number; cursor?: string },
) {
  const where = { partnerId, testMode: mode === 'TEST' };
  return cursorPage(
    query,
    async (id) => isUuid(id) && (await db.order.count({ where: { ...where, id } })) === 1,
    (args) => db.order.findMany({ where, include: partnerOrderInclude, ...args }),
  );
}

/** The caller's order (its ownership checked first: see ownership.ts). */
export const findPartnerOrder = (db: Db, id: string) =>
  db.order.findUniqueOrThrow({ where: { id: id.toLowerCase() }, include: partnerOrderInclude });

/** An order's customer and entity as objects (expand[]), the order's own: no ownership check is needed. */
export const customerObject = async (db: Db, id: string) =>
  customerView(await db.partnerCustomer.findUniqueOrThrow({ where: { id } }));
export const entityObject = async (db: Db, id: string) =>
  entityView(
    await db.formedEntity.findUniqueOrThrow({ where: { id }, include: { order: { select: { testMode: true } } } }),
  );
