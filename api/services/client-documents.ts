// Which files a client may see: not deleted, and either shared with it (ownerId) or produced for one of its
// paid orders (a cancelled, refunded order keeps its files). Every list, link and download goes through
// visibleTo, so the rule lives in one place.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentType } from '../../domain/documents';
import type { Prisma } from '../../prisma/generated/client';
import type { Db } from '../lib/prisma';

/** Orders a client sees in its area: paid, or paid and later refunded. */
export const CLIENT_ORDER_PAYMENT: Prisma.OrderWhereInput['paymentStatus'] = { in: ['PAID', 'REFUNDED'] };

export const visibleTo = (userId: string): Prisma.AssetWhereInput => ({
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

export function documentsWhere(userId: string, query: Omit<DocumentQuery, 'skip' | 'take'>): Prisma.AssetWhereInput {
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

/** The stored file of an asset (s3Key relative to STORAGE_DIR), or null if the key would leave that folder. */
export function storedFilePath(storageDir: string, key: string): string | null {
  const root = path.resolve(storageDir);
  const file = path.resolve(root, key);
  return file.startsWith(root + path.sep) ? file : null;
}

/** A read stream and size of the stored file, or null when it is missing. */
export async function openStoredFile(storageDir: string, key: string) {
  const file = storedFilePath(storageDir, key);
  if (!file) return null;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  return { stream: createReadStream(file), size: info.size };
}

/** A Content-Disposition header that survives any file name (RFC 6266 with an ASCII fallback). */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
