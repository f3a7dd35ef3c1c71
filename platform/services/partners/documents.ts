// The documents of a partner's orders (generated, uploaded or the state's certificate): listed per order, and one
// found again for its signed link's download, while it is not deleted and its order is still the partner's.
import { isUuid } from '../../../domain/uuid';
import type { Db } from '../../infra/prisma';

const select = { id: true, name: true, kind: true, mimeType: true, sizeBytes: true, createdAt: true } as const;

export const listOrderDocuments = (db: Db, orderId: string) =>
  db.asset.findMany({
    where: { orderId: orderId.toLowerCase(), deletedAt: null },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select,
  });

export async function findPartnerDocument(db: Db, partnerId: string, documentId: string) {
  if (!isUuid(documentId)) return null;
  return db.asset.findFirst({
    where: { id: documentId.toLowerCase(), deletedAt: null, order: { partnerId } },
    select: { ...select, s3Key: true, orderId: true, order: { select: { testMode: true } } },
  });
}
