// Which files a client may see: not deleted, and either shared with it (ownerId) or produced for one of its
// paid orders (a cancelled, refunded order keeps its files). Every list, link and download goes through
// visibleTo, so the rule lives in one place.
import type { DocumentType } from '../../../domain/documents';
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';

/** Orders a client sees in its area: paid, or paid and later refunded. */
const CLIENT_ORDER_PAYMENT: Prisma.OrderWhereInput['paymentStatus'] = { in: ['PAID', 'REFUNDED'] };

const visibleTo = (userId: string): Prisma.AssetWhereInput => ({
  deletedAt: null,
  OR: [{ ownerId: userId }, { order: { userId, paymentStatus: CLIENT_ORDER_PAYMENT } }],
});

export interface DocumentQuery {
  q?: string;
  orderId?: string;
  type?: DocumentType;
  skip: number;
  take: number;
}

function documentsWhere(userId: string, query: Omit<DocumentQuery, 'skip' | 'take'>): Prisma.AssetWhereInput {
  const and: Prisma.AssetWhereInput[] = [visibleTo(userId)];
  if (query.orderId) and.push({ orderId: query.orderId });
  if (query.type) and.push({ kind: query.type });
  const q = query.q?.trim();
  if (q) {
    and.push({
      OR: [
        { name: { contains: q, mode: 'insensitive' } },
        { tags: { has: q.toLowerCase() } },
        { order: { entities: { some: { businessName: { contains: q, mode: 'insensitive' } } } } },
      ],
    });
  }
  return { AND: and };
}

export async function listDocuments(db: Db, userId: string, query: DocumentQuery) {
  const where = documentsWhere(userId, query);
  const [rows, total] = await Promise.all([
    db.asset.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: query.skip,
      take: query.take,
      select: {
        id: true,
        name: true,
        kind: true,
        mimeType: true,
        sizeBytes: true,
        createdAt: true,
        orderId: true,
        ownerId: true,
      },
    }),
    db.asset.count({ where }),
  ]);
  return { rows, total };
}

export const findVisibleDocument = (db: Db, userId: string, id: string) =>
  db.asset.findFirst({ where: { AND: [{ id }, visibleTo(userId)] } });
