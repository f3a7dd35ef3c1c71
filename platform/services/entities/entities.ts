// A formed entity by id, and a client's own entities, newest formed first.
import type { Db } from '../../infra/prisma';

export const findEntity = (db: Db, id: string) => db.formedEntity.findUnique({ where: { id } });

export const listOwnEntities = (db: Db, userId: string) =>
  db.formedEntity.findMany({
    where: { userId },
    orderBy: [{ formedOn: 'desc' }, { businessName: 'asc' }],
    take: 500,
  });
