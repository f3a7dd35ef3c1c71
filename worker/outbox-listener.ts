// A dedicated PostgreSQL connection that LISTENs for committed outbox entries (the trigger of migration
// 20261123204500_outbox_notify) and calls onEntry with each one's kind. When the connection is lost (database
// restart, pg_terminate_backend) it reconnects with backoff; the relay's poll keeps delivering meanwhile.
import pg from 'pg';
import type { Log } from '../platform/infra/log';

const OUTBOX_CHANNEL = 'outbox_entry';

export interface OutboxListener {
  stop(): Promise<void>;
}

export function listenForOutboxEntries(options: {
  databaseUrl: string;
  log: Log;
  onEntry: (kind: string) => void;
  /** Called once the LISTEN is in place (first time and after each reconnect): entries may have been missed. */
  onListening?: () => void;
  maxRetryMs?: number;
}): OutboxListener {
  const { databaseUrl, log, onEntry } = options;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;

  const scheduleReconnect = (reason: string) => {
    if (stopped || retry) return;
    const delay = Math.min(500 * 2 ** failures, maxRetryMs);
    failures++;
    log.warn({ err: reason, retryInMs: delay }, 'outbox relay: listening connection lost, polling until it is back');
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
    retry.unref();
  };

  async function connect() {
    const current = new pg.Client({ connectionString: databaseUrl, application_name: 'outbox-listener' });
    client = current;
    // A lost connection emits 'error' (unhandled, it would end the process) and then 'end'.
    current.on('error', (err) => scheduleReconnect(err.message));
    current.on('end', () => scheduleReconnect('connection ended'));
    current.on('notification', (message) => {
      if (message.channel === OUTBOX_CHANNEL) onEntry(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${OUTBOX_CHANNEL}`);
    } catch (err) {
      scheduleReconnect(err instanceof Error ? err.message : String(err));
      await current.end().catch(() => {});
      return;
    }
    if (stopped) {
      await current.end().catch(() => {});
      return;
    }
    if (failures) log.info('outbox relay: listening again');
    failures = 0;
    options.onListening?.();
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
