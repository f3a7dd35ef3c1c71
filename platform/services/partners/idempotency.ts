// Idempotency-Key on the partner API's POSTs: per partner and mode, kept 24 hours. The same key with the same
// body answers the stored answer; with another body 409 idempotency_key_reused. Two requests with one key at once:
// the first to insert the record runs, the other waits for its answer. A record left unfinished (its process died)
// is taken over after a while; the operation itself must then find what the dead one made (see placeOnce).
import { createHash } from 'node:crypto';
import type { ApiMode } from '../../../domain/partner-keys';
import { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';

const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** An unfinished record older than this belongs to a request that died. */
const ABANDONED_AFTER_MS = 30_000;
const WAIT_STEP_MS = 50;

export interface StoredAnswer {
  status: number;
  body: unknown;
}
export type IdempotencyOutcome =
  | { kind: 'run'; finish(answer: StoredAnswer): Promise<void>; abandon(): Promise<void> }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'reused' }
  | { kind: 'in_progress' };

/** A stable hash of what was asked: the operation and its JSON body, keys in any order. */
export function requestHash(operation: string, body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
          )
        : value;
  return createHash('sha256')
    .update(`${operation}\n${JSON.stringify(canonical(body ?? null))}`)
    .digest('hex');
}

type Where = { partnerId: string; mode: ApiMode; key: string };

export async function beginIdempotent(
  db: Db,
  where: Where,
  hash: string,
  waitMs = ABANDONED_AFTER_MS,
): Promise<IdempotencyOutcome> {
  const id = { partnerId_mode_key: where };
  const deadline = Date.now() + waitMs;
  for (;;) {
    const now = new Date();
    try {
      const row = await db.idempotencyRecord.create({ data: { ...where, requestHash: hash } });
      return owned(db, id, row.createdAt);
    } catch (err) {
      if (!(err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002')) throw err;
    }
    const row = await db.idempotencyRecord.findUnique({ where: id });
    if (!row) continue;
    const age = now.getTime() - row.createdAt.getTime();
    if (age > IDEMPOTENCY_TTL_MS) {
      await db.idempotencyRecord.deleteMany({ where: { ...where, createdAt: row.createdAt } });
      continue;
    }
    if (row.requestHash !== hash) return { kind: 'reused' };
    if (row.status !== null) return { kind: 'replay', answer: { status: row.status, body: row.body } };
    if (age > ABANDONED_AFTER_MS) {
      // Only one of several takers wins the conditional update.
      const taken = await db.idempotencyRecord.updateMany({
        where: { ...where, createdAt: row.createdAt, status: null },
        data: { createdAt: now },
      });
      if (taken.count === 1) return owned(db, id, now);
      continue;
    }
    if (Date.now() > deadline) return { kind: 'in_progress' };
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

function owned(db: Db, id: { partnerId_mode_key: Where }, createdAt: Date): IdempotencyOutcome {
  const mine = { ...id.partnerId_mode_key, createdAt };
  return {
    kind: 'run',
    async finish(answer) {
      await db.idempotencyRecord.updateMany({
        where: mine,
        data: { status: answer.status, body: answer.body as Prisma.InputJsonValue },
      });
    },
    // A failed request is not remembered: the same request may be tried again.
    async abandon() {
      await db.idempotencyRecord.deleteMany({ where: { ...mine, status: null } });
    },
  };
}
