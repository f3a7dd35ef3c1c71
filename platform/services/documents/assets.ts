// The asset library's lookups and changes behind the asset, sharing, document and mail routes: a live (not deleted)
// asset within what a role may reach, its versions, the client it is shared with, soft deletion and sharing.
import type { Role } from '../../../domain/roles';
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import { assetsReachableBy } from './asset-areas';

/** A live asset of an area `role` may use; null for a deleted one or another area's (as if it did not exist). */
export const findReachableAsset = (db: Db, id: string, role: Role) =>
  db.asset.findFirst({ where: { id, deletedAt: null, ...assetsReachableBy(role) } });

/** A live asset whoever may reach it: for telling another client's file (403) from none (404). */
export const findLiveAsset = (db: Db, id: string) => db.asset.findFirst({ where: { id, deletedAt: null } });

/** A page of assets matching `where`, as listPage asks for it, and their count. */
export const assetPage = (db: Db, where: Prisma.AssetWhereInput) => ({
  find: (page: { orderBy: Prisma.AssetOrderByWithRelationInput[]; skip: number; take: number }) =>
    db.asset.findMany({ where, ...page }),
  count: () => db.asset.count({ where }),
});

/** An asset's versions, newest first, and the client it is shared with (if any). */
export async function assetHistory(db: Db, asset: { id: string; ownerId: string | null }) {
  const versions = await db.assetVersion.findMany({
    where: { assetId: asset.id },
    orderBy: { version: 'desc' },
    select: { version: true, checksum: true, sizeBytes: true, mimeType: true, createdAt: true },
  });
  const sharedWith = asset.ownerId
    ? await db.user.findUnique({ where: { id: asset.ownerId }, select: { id: true, email: true } })
    : null;
  return { versions, sharedWith };
}

export const findAssetVersion = (db: Db, assetId: string, version: number) =>
  db.assetVersion.findUnique({ where: { assetId_version: { assetId, version } } });

export const softDeleteAsset = (db: Db, id: string) =>
  db.asset.update({ where: { id }, data: { deletedAt: new Date() } });

/** Shares the asset with a client (their Documents list shows it), or with nobody when `ownerId` is null. */
export const setAssetOwner = (db: Db, id: string, ownerId: string | null) =>
  db.asset.update({ where: { id }, data: { ownerId } });
