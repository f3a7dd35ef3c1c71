// One place that records a stored file as an asset, versioned only within the file's own scope, never across
// orders or clients: a generated order document by its documentKey (order, state and template), any other file
// by its name within its order, else its client, else the general library. A new identity creates an asset at
// version 1; the same identity (of an asset not deleted) becomes its next version. Used by DAM uploads and by
// generated documents.
import type { AssetKindName } from '../../../domain/asset-kinds';
import type { Prisma } from '../../../prisma/generated/client';

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
  /** A generated order document's identity (`order-<orderId>-<state>-<template>`). */
  documentKey?: string | null;
  /** A file that is an object of its own (a mail scan belongs to its mail item): never a version of another. */
  standalone?: boolean;
}

/** The assets whose next version this file is (its lineage), and a text naming it for the lock. */
export function versionScope(input: AssetVersionInput): { where: Prisma.AssetWhereInput; lockKey: string } {
  if (input.documentKey) return { where: { documentKey: input.documentKey }, lockKey: `document:${input.documentKey}` };
  const named = { name: input.name, documentKey: null };
  if (input.orderId)
    return { where: { ...named, orderId: input.orderId }, lockKey: `order:${input.orderId}:${input.name}` };
  if (input.ownerId)
    return {
      where: { ...named, orderId: null, ownerId: input.ownerId },
      lockKey: `client:${input.ownerId}:${input.name}`,
    };
  return { where: { ...named, orderId: null, ownerId: null }, lockKey: `library:${input.name}` };
}

/** The asset a file of this scope is the next version of, if any; the lock makes two of one scope take turns. */
async function latestVersion(tx: Tx, scope: ReturnType<typeof versionScope>) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('asset-name'), hashtext(${scope.lockKey}))`;
  return tx.asset.findFirst({
    where: { ...scope.where, deletedAt: null },
    orderBy: { version: 'desc' },
    select: { id: true, version: true, tags: true },
  });
}

/** Call inside a transaction: a lock on the identity makes two concurrent versions of one file take turns. */
export async function recordAssetVersion(tx: Tx, input: AssetVersionInput) {
  const existing = input.standalone ? null : await latestVersion(tx, versionScope(input));
  const file = {
    kind: input.kind,
    s3Key: input.s3Key,
    checksum: input.checksum,
    mimeType: input.mimeType,
    sizeBytes: input.sizeBytes,
  };
  // The version row is written with its asset (one query to compile, not two).
  const version = {
    s3Key: input.s3Key,
    checksum: input.checksum,
    sizeBytes: input.sizeBytes,
    mimeType: input.mimeType,
  };
  const asset = existing
    ? await tx.asset.update({
        where: { id: existing.id },
        data: {
          ...file,
          // The scope (order, client, document key) never changes; a regenerated document may carry a new name.
          name: input.name,
          version: existing.version + 1,
          tags: input.tags?.length ? input.tags : existing.tags,
          versions: { create: { ...version, version: existing.version + 1 } },
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
          documentKey: input.documentKey ?? null,
          versions: { create: { ...version, version: 1 } },
        },
      });
  return asset;
}
