// Transactional outbox relay: delivers OutboxEntry rows written in the same transaction as the change
// that caused them (e.g. "start the onboarding workflow of this paid order").
//
// Claiming: a short transaction selects due PENDING rows with FOR UPDATE SKIP LOCKED and pushes their
// availableAt forward by a lease, so concurrent relays never take the same row and a crashed relay's
// rows come back once the lease ends. Handlers run outside the transaction. A relay claims only the kinds
// it has handlers for, so entries of a kind it does not know wait for a worker that does.
//
// Waking: given a database URL, the relay LISTENs for committed entries (a trigger NOTIFYs on insert) and claims at
// once; the poll stays as the fallback while that connection is down.

import type { Log } from '../platform/infra/log';
import type { Db } from '../platform/infra/prisma';
import {
  type ClaimedEntry,
  claimOutboxEntries,
  completeOutboxEntry,
  deferOutboxEntry,
  failOutboxEntry,
  retryOutboxEntry,
} from '../platform/services/outbox';
import { listenForOutboxEntries, type OutboxListener } from './outbox-listener';

/** @internal */
export type OutboxHandler = (payload: unknown, entry: ClaimedEntry) => Promise<void>;
export type OutboxHandlers = Record<string, OutboxHandler>;

/** Thrown by a handler that cannot run yet for a reason that is not the entry's fault: no attempt is counted. */
export class OutboxDeferred extends Error {
  constructor(
    message: string,
    readonly retryInMs?: number,
  ) {
    super(message);
    this.name = 'OutboxDeferred';
  }
}

export interface OutboxRelayOptions {
  db: Db;
  handlers: OutboxHandlers;
  log: Log;
  /** Claim only entries of these kinds (default: the kinds of the handlers). */
  kinds?: string[];
  batchSize?: number;
  pollIntervalMs?: number;
  /** LISTEN for new entries on a connection of its own to this database, waking at once (default: poll only). */
  listenUrl?: string;
  /** After this many failed attempts the entry is FAILED and left for a person to look at. */
  maxAttempts?: number;
  /** Delay before the next attempt, given the number of attempts made so far. */
  backoffMs?: (attempts: number) => number;
  /** Delay before a deferred entry is looked at again. */
  deferMs?: number;
  /** How long a claimed entry stays invisible to other relays while its handler runs. */
  leaseMs?: number;
  now?: () => Date;
}

export interface BatchResult {
  claimed: number;
  done: number;
  retried: number;
  failed: number;
  deferred: number;
}

const MAX_ATTEMPTS = 10;

/** 2 s, 4 s, 8 s ... capped at 15 minutes. */
const defaultBackoffMs = (attempts: number): number => Math.min(1000 * 2 ** attempts, 15 * 60 * 1000);

export class OutboxRelay {
  private readonly db: Db;
  private readonly handlers: OutboxHandlers;
  private readonly log: Log;
  private readonly kinds: string[];
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: (attempts: number) => number;
  private readonly deferMs: number;
  private readonly leaseMs: number;
  private readonly now: () => Date;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  /** An entry was announced since the last claim began: the next sleep returns at once. */
  private notified = false;
  private readonly listenUrl: string | undefined;
  private listener: OutboxListener | null = null;
  private lastPollError: string | null = null;

  constructor(options: OutboxRelayOptions) {
    this.db = options.db;
    this.handlers = options.handlers;
    this.log = options.log;
    this.kinds = options.kinds ?? Object.keys(options.handlers);
    this.batchSize = options.batchSize ?? 20;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.listenUrl = options.listenUrl;
    this.maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
    this.backoffMs = options.backoffMs ?? defaultBackoffMs;
    this.deferMs = options.deferMs ?? 30_000;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.now = options.now ?? (() => new Date());
  }

  /** Claims due entries (rows other relays hold are skipped) and hides them for the lease. */
  async claim(limit = this.batchSize): Promise<ClaimedEntry[]> {
    if (!this.kinds.length) return [];
    const now = this.now();
    const leaseUntil = new Date(now.getTime() + this.leaseMs);
    return claimOutboxEntries(this.db, this.kinds, now, leaseUntil, limit);
  }

  /** Claims and handles one batch. */
  async processBatch(): Promise<BatchResult> {
    const entries = await this.claim();
    const result: BatchResult = { claimed: entries.length, done: 0, retried: 0, failed: 0, deferred: 0 };
    // Entries are independent (each its own row and lease): handled side by side, so a batch of payments starts its
    // workflows in about one round trip to Temporal, not one after another behind each other's emails.
    for (const outcome of await Promise.all(entries.map((entry) => this.handle(entry)))) result[outcome]++;
    return result;
  }

  private async handle(entry: ClaimedEntry): Promise<'done' | 'retried' | 'failed' | 'deferred'> {
    const handler = this.handlers[entry.kind];
    try {
      if (!handler) throw new Error(`No handler for outbox entries of kind "${entry.kind}"`);
      await handler(entry.payload, entry);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof OutboxDeferred) {
        const availableAt = new Date(this.now().getTime() + (err.retryInMs ?? this.deferMs));
        await deferOutboxEntry(this.db, entry.id, availableAt, message);
        return 'deferred';
      }
      const attempts = entry.attempts + 1;
      if (attempts >= this.maxAttempts) {
        await failOutboxEntry(this.db, entry.id, attempts, message, this.now());
        this.log.error({ id: entry.id, kind: entry.kind, attempts, err: message }, 'outbox entry failed for good');
        return 'failed';
      }
      const availableAt = new Date(this.now().getTime() + this.backoffMs(attempts));
      await retryOutboxEntry(this.db, entry.id, attempts, message, availableAt);
      this.log.warn(
        { id: entry.id, kind: entry.kind, attempts, retryAt: availableAt, err: message },
        'outbox entry will be retried',
      );
      return 'retried';
    }
    await completeOutboxEntry(this.db, entry.id, this.now());
    this.log.info({ id: entry.id, kind: entry.kind }, 'outbox entry delivered');
    return 'done';
  }

  /** Polls until stop(): a full batch is followed at once by the next, otherwise it waits pollIntervalMs. */
  start(): void {
    if (this.running) return;
    this.running = true;
    if (this.listenUrl) {
      this.listener = listenForOutboxEntries({
        databaseUrl: this.listenUrl,
        log: this.log,
        onEntry: (kind) => {
          if (this.kinds.includes(kind)) this.announce();
        },
        onListening: () => this.announce(),
      });
    }
    this.loop = (async () => {
      while (this.running) {
        let claimed = 0;
        this.notified = false;
        try {
          claimed = (await this.processBatch()).claimed;
          if (this.lastPollError) this.log.info('outbox relay: database reachable again');
          this.lastPollError = null;
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          if (message !== this.lastPollError)
            this.log.error({ err: message }, 'outbox relay: polling failed, retrying');
          this.lastPollError = message;
        }
        if (this.running && claimed < this.batchSize) await this.sleep(this.lastPollError ? 5000 : this.pollIntervalMs);
      }
    })();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.listener?.stop();
    this.listener = null;
    await this.loop;
    this.loop = null;
  }

  /** Wakes the loop now, or right after the batch under way when it is busy. */
  private announce(): void {
    this.notified = true;
    this.wake?.();
  }

  private sleep(ms: number): Promise<void> {
    if (this.notified) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}
