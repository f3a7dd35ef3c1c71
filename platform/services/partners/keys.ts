// Issuing, revoking, rotating and checking partner API keys.

import { CURRENT_API_VERSION } from '../../../domain/partner-api/versions';
import { type ApiMode, ROTATION_GRACE_MS } from '../../../domain/partner-keys';
import { conflict, notFound } from '../../errors';
import type { Db } from '../../infra/prisma';
import { hashApiKey, newApiKey } from './key-secrets';

/** @internal */
export const LIVE_KEY_NEEDS_APPROVAL = 'mode: live keys are issued only once staff have approved the partner';

export const keySelect = {
  id: true,
  partnerId: true,
  mode: true,
  name: true,
  prefix: true,
  lastUsedAt: true,
  expiresAt: true,
  createdAt: true,
} as const;

/** A new key for the partner; the only time its secret is seen. */
export async function issueKey(db: Db, partnerId: string, input: { mode: ApiMode; name: string }) {
  const partner = await db.partner.findUnique({ where: { id: partnerId } });
  if (!partner) throw notFound('Not found: no such partner');
  if (input.mode === 'LIVE' && partner.status !== 'APPROVED') throw conflict(LIVE_KEY_NEEDS_APPROVAL);
  const { key, hash, prefix } = newApiKey(input.mode);
  // Pinned to the version current at its first key: later versions change nothing it reads until it asks.
  if (!partner.apiVersion)
    await db.partner.updateMany({
      where: { id: partnerId, apiVersion: null },
      data: { apiVersion: CURRENT_API_VERSION },
    });
  const row = await db.partnerKey.create({
    data: { partnerId, mode: input.mode, name: input.name, prefix, keyHash: hash },
    select: keySelect,
  });
  return { ...row, key };
}

async function keyOf(db: Db, partnerId: string, keyId: string) {
  const row = await db.partnerKey.findFirst({ where: { id: keyId, partnerId } });
  if (!row) throw notFound('Not found: no such key');
  return row;
}

export async function revokeKey(db: Db, partnerId: string, keyId: string, now = new Date()) {
  const row = await keyOf(db, partnerId, keyId);
  const expiresAt = row.expiresAt && row.expiresAt < now ? row.expiresAt : now;
  return db.partnerKey.update({ where: { id: row.id }, data: { expiresAt }, select: keySelect });
}

const rotatedAlready = (successor: { id: string; prefix: string }) =>
  conflict(
    `This key was rotated already: its successor is key ${successor.id} (${successor.prefix}...). Rotate that one, or revoke this one`,
  );

/**
 * A successor with the same name and mode; the old key keeps working for the grace period. A key is rotated once:
 * rotating it again would push a leaked key's expiry out for ever, so it answers 409 naming its successor (also
 * when two rotations race: the row is claimed in the transaction).
 */
export async function rotateKey(db: Db, partnerId: string, keyId: string, now = new Date()) {
  const row = await keyOf(db, partnerId, keyId);
  if (row.rotatedToId) throw rotatedAlready(await db.partnerKey.findUniqueOrThrow({ where: { id: row.rotatedToId } }));
  if (row.expiresAt && row.expiresAt <= now) throw conflict('This key is revoked: issue a new one');
  const { key, hash, prefix } = newApiKey(row.mode);
  return db.$transaction(async (tx) => {
    const successor = await tx.partnerKey.create({
      data: { partnerId, mode: row.mode, name: row.name, prefix, keyHash: hash },
      select: keySelect,
    });
    const claimed = await tx.partnerKey.updateMany({
      where: { id: row.id, rotatedToId: null },
      data: { expiresAt: new Date(now.getTime() + ROTATION_GRACE_MS), rotatedToId: successor.id },
    });
    if (claimed.count === 0) {
      const winner = await tx.partnerKey.findUniqueOrThrow({ where: { id: row.id } });
      throw rotatedAlready(await tx.partnerKey.findUniqueOrThrow({ where: { id: winner.rotatedToId ?? row.id } }));
    }
    return { ...successor, key };
  });
}

export interface PartnerCaller {
  partnerId: string;
  partnerName: string;
  keyId: string;
  keyName: string;
  mode: ApiMode;
  /** The version the partner is pinned to (Formation-Version overrides it per request). */
  apiVersion: string;
}

/** Last use is written at most once a minute per key. */
const LAST_USE_RESOLUTION_MS = 60_000;

/** The partner and key a bearer key stands for, or null (unknown, revoked, expired, partner suspended). */
export async function authenticateKey(db: Db, key: string, now = new Date()): Promise<PartnerCaller | null> {
  const row = await db.partnerKey.findUnique({ where: { keyHash: hashApiKey(key) }, include: { partner: true } });
  if (!row || (row.expiresAt && row.expiresAt <= now) || row.partner.status === 'SUSPENDED') return null;
  if (row.mode === 'LIVE' && row.partner.status !== 'APPROVED') return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USE_RESOLUTION_MS)
    await db.partnerKey.update({ where: { id: row.id }, data: { lastUsedAt: now } });
  return {
    partnerId: row.partnerId,
    partnerName: row.partner.name,
    keyId: row.id,
    keyName: row.name,
    mode: row.mode,
    apiVersion: row.partner.apiVersion ?? CURRENT_API_VERSION,
  };
}
