// The outbox's rows as the relay and the metrics see them: claiming due entries under a lease, recording each
// handler's outcome, and the pending backlog.
import { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';

export interface ClaimedEntry {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
}

/** Due PENDING entries of `kinds`, locked with SKIP LOCKED so concurrent relays never share one, hidden until `leaseUntil`. */
export function claimOutboxEntries(
  db: Db,
  kinds: string[],
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedEntry[]> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<ClaimedEntry[]>`
        SELECT id::text AS id, kind, payload, attempts
        FROM "OutboxEntry"
        WHERE status = 'PENDING' AND "availableAt" <= ${now} AND kind IN (${Prisma.join(kinds)})
        ORDER BY "availableAt", "createdAt"
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED`;
    if (rows.length) {
      await tx.outboxEntry.updateMany({
        where: { id: { in: rows.map((r) => r.id) } },
        data: { availableAt: leaseUntil },
      });
    }
    return rows;
  });
}

/** Put off without counting an attempt. */
export async function deferOutboxEntry(db: Db, id: string, availableAt: Date, lastError: string): Promise<void> {
  await db.outboxEntry.update({ where: { id }, data: { availableAt, lastError } });
}

export async function retryOutboxEntry(
  db: Db,
  id: string,
  attempts: number,
  lastError: string,
  availableAt: Date,
): Promise<void> {
  await db.outboxEntry.update({ where: { id }, data: { attempts, lastError, availableAt } });
}

/** Given up on: left for a person to look at. */
export async function failOutboxEntry(
  db: Db,
  id: string,
  attempts: number,
  lastError: string,
  processedAt: Date,
): Promise<void> {
  await db.outboxEntry.update({ where: { id }, data: { status: 'FAILED', attempts, lastError, processedAt } });
}

export async function completeOutboxEntry(db: Db, id: string, processedAt: Date): Promise<void> {
  await db.outboxEntry.update({ where: { id }, data: { status: 'DONE', processedAt, lastError: null } });
}

export function oldestPendingOutboxEntry(db: Db): Promise<{ createdAt: Date } | null> {
  return db.outboxEntry.findFirst({
    where: { status: 'PENDING' },
    orderBy: { createdAt: 'asc' },
    select: { createdAt: true },
  });
}

export function countPendingOutboxEntries(db: Db): Promise<number> {
  return db.outboxEntry.count({ where: { status: 'PENDING' } });
}
