// Records a batch of one order's generated documents as asset versions in a few queries (recordAssetVersion does
// one file in five): each document's asset is found by its documentKey, created at version 1 or moved to its next
// version, and the document's instrument is linked to it. Call inside a transaction.
import type { Prisma } from '../../../prisma/generated/client';
import { type AssetVersionInput, versionScope } from './asset-versions';

type Tx = Prisma.TransactionClient;

export interface DocumentVersionInput extends AssetVersionInput {
  documentKey: string;
  /** The instrument whose job stored this file. */
  instrumentId: string;
}

export interface RecordedDocumentVersion {
  assetId: string;
  version: number;
  s3Key: string;
  checksum: string;
}

const versionColumns = { assetId: true, version: true, s3Key: true, checksum: true } as const;

/** The documents must have distinct documentKeys (one batch holds each document once). */
export async function recordDocumentVersions(
  tx: Tx,
  inputs: DocumentVersionInput[],
): Promise<RecordedDocumentVersion[]> {
  // The same locks as recordAssetVersion, taken in a fixed order so two batches cannot wait on each other.
  const lockKeys = [...new Set(inputs.map((input) => versionScope(input).lockKey))].sort();
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('asset-name'), hashtext(key)) FROM unnest(${lockKeys}::text[]) AS key`;
  // An earlier attempt of the same batch that outlived its timeout may have recorded some of these files already.
  const already = await tx.assetVersion.findMany({
    where: { s3Key: { in: inputs.map((input) => input.s3Key) } },
    select: versionColumns,
  });
  const recordedKeys = new Set(already.map((row) => row.s3Key));
  const pending = inputs.filter((input) => !recordedKeys.has(input.s3Key));
  if (!pending.length) return already;

  const current = await tx.asset.findMany({
    where: { documentKey: { in: pending.map((input) => input.documentKey) }, deletedAt: null },
    orderBy: { version: 'desc' },
    select: { id: true, version: true, tags: true, documentKey: true },
  });
  const latest = new Map<string, (typeof current)[number]>();
  for (const asset of current) if (!latest.has(asset.documentKey!)) latest.set(asset.documentKey!, asset);

  const file = (input: DocumentVersionInput) => ({
    name: input.name,
    kind: input.kind,
    s3Key: input.s3Key,
    checksum: input.checksum,
    mimeType: input.mimeType,
    sizeBytes: input.sizeBytes,
  });
  const firsts = pending.filter((input) => !latest.has(input.documentKey));
  const created = firsts.length
    ? await tx.asset.createManyAndReturn({
        data: firsts.map((input) => ({
          ...file(input),
          tags: input.tags ?? [],
          createdById: input.createdById ?? null,
          orderId: input.orderId ?? null,
          ownerId: input.ownerId ?? null,
          documentKey: input.documentKey,
        })),
        select: { id: true, version: true, documentKey: true },
      })
    : [];
  const assets = new Map(created.map((asset) => [asset.documentKey!, { id: asset.id, version: asset.version }]));
  // Regenerations: usually one document, each its asset's next version.
  for (const input of pending) {
    const existing = latest.get(input.documentKey);
    if (!existing) continue;
    const version = existing.version + 1;
    await tx.asset.update({
      where: { id: existing.id },
      data: { ...file(input), version, tags: input.tags?.length ? input.tags : existing.tags },
      select: { id: true },
    });
    assets.set(input.documentKey, { id: existing.id, version });
  }

  const recorded = pending.map((input) => {
    const asset = assets.get(input.documentKey)!;
    return { assetId: asset.id, version: asset.version, s3Key: input.s3Key, checksum: input.checksum };
  });
  await tx.assetVersion.createMany({
    data: pending.map((input, i) => ({
      ...recorded[i],
      sizeBytes: input.sizeBytes,
      mimeType: input.mimeType,
    })),
  });
  const instrumentIds = pending.map((input) => input.instrumentId);
  const assetIds = recorded.map((row) => row.assetId);
  await tx.$executeRaw`UPDATE "Instrument" AS i SET "assetId" = v.asset_id, status = 'generated', error = NULL, "updatedAt" = now()
    FROM unnest(${instrumentIds}::uuid[], ${assetIds}::uuid[]) AS v(id, asset_id) WHERE i.id = v.id`;
  return [...already, ...recorded];
}
