// One place that records a stored file as an asset: a new name creates an asset at version 1, the same name
// (of an asset not deleted) becomes its next version. Used by DAM uploads and by generated documents.
import type { AssetKindName } from '../../domain/asset-kinds';
import type { Prisma } from '../../prisma/generated/client';

type Tx = Prisma.TransactionClient;

export interface AssetVersionInput {
  name: string;
  kind: AssetKindName;
  s3Key: string;
  checksum: string;
  mimeType: string;
  sizeBytes: number;
  tags?: string[];
  createdById?: string | null;
  orderId?: string | null;
  ownerId?: string | null;
}

/** Call inside a transaction: a lock on the name makes two concurrent uploads of one name take turns. */
export async function recordAssetVersion(tx: Tx, input: AssetVersionInput) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('asset-name'), hashtext(${input.name}))`;
  const existing = await tx.asset.findFirst({
    where: { name: input.name, deletedAt: null },
    orderBy: { version: 'desc' },
    select: { id: true, version: true, tags: true },
  });
  const file = {
    kind: input.kind,
    s3Key: input.s3Key,
    checksum: input.checksum,
    mimeType: input.mimeType,
    sizeBytes: input.sizeBytes,
  };
  const asset = existing
    ? await tx.asset.update({
        where: { id: existing.id },
        data: {
          ...file,
          version: existing.version + 1,
          tags: input.tags?.length ? input.tags : existing.tags,
          ...(input.orderId ? { orderId: input.orderId } : {}),
          ...(input.ownerId ? { ownerId: input.ownerId } : {}),
        },
      })
    : await tx.asset.create({
        data: {
          ...file,
          name: input.name,
          tags: input.tags ?? [],
          createdById: input.createdById ?? null,
          orderId: input.orderId ?? null,
          ownerId: input.ownerId ?? null,
        },
      });
  await tx.assetVersion.create({
    data: {
      assetId: asset.id,
      version: asset.version,
      s3Key: input.s3Key,
      checksum: input.checksum,
      sizeBytes: input.sizeBytes,
      mimeType: input.mimeType,
    },
  });
  return asset;
}
