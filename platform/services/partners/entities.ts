// Entities formed by a partner's orders, in the key's mode: listed newest first in cursor pages, read one by one.
import { isUuid } from '../../../domain/uuid';
import type { Db } from '../../infra/prisma';
import type { PartnerCaller } from './keys';
import { cursorPage } from './pages';

const include = { order: { select: { testMode: true } } } as const;
const scope = ({ partnerId, mode }: PartnerCaller) => ({ order: { partnerId, testMode: mode === 'TEST' } });

export function listPartnerEntities(db: Db, caller: PartnerCaller, query: { limit?: number; cursor?: string }) {
  const where = scope(caller);
  return cursorPage(
    query,
    async (id) => isUuid(id) && (await db.formedEntity.count({ where: { ...where, id } })) === 1,
    (args) => db.formedEntity.findMany({ where, include, ...args }),
  );
}

/** The caller's entity (its ownership checked first: see ownership.ts). */
export const findPartnerEntity = (db: Db, id: string) =>
  db.formedEntity.findUniqueOrThrow({ where: { id: id.toLowerCase() }, include });
