// The signing step's rows: one DocumentSignature per document version offered to the client (an earlier
// version's open request voided), and voiding when a document is regenerated.
import type { Db } from '../../infra/prisma';

/** The live file stored under a document key, with its version; null when there is none. */
export const findDocumentAsset = (db: Db, documentKey: string) =>
  db.asset.findFirst({ where: { documentKey, deletedAt: null }, select: { id: true, version: true } });

/** Offers one document version for signature (once); an earlier version's open request is replaced by it. */
export async function offerDocumentForSignature(
  db: Db,
  orderId: string,
  document: { key: string; version: number },
  asset: { id: string; version: number },
): Promise<void> {
  await db.documentSignature.updateMany({
    where: { orderId, documentKey: document.key, documentVersion: { lt: document.version }, status: 'PENDING' },
    data: { status: 'VOID', voidedAt: new Date() },
  });
  await db.documentSignature.upsert({
    where: {
      orderId_documentKey_documentVersion: { orderId, documentKey: document.key, documentVersion: document.version },
    },
    create: {
      orderId,
      assetId: asset.id,
      documentKey: document.key,
      documentVersion: document.version,
      assetVersion: asset.version,
    },
    update: {},
  });
}

/** Voids the open or signed signatures of the given documents; answers how many. */
export async function voidDocumentSignatures(db: Db, orderId: string, keys: string[]): Promise<number> {
  const voided = await db.documentSignature.updateMany({
    where: { orderId, documentKey: { in: keys }, status: { in: ['PENDING', 'SIGNED'] } },
    data: { status: 'VOID', voidedAt: new Date() },
  });
  return voided.count;
}
