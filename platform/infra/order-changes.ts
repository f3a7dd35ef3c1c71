// The database announces every committed change to an order on the channel 'order_changed' (triggers, migration
// 20261127410001_order_change_notices), whoever made it. One listening connection per process hands each change to
// the order pages this process has open, so any API process can serve any page. The connection opens with the
// first subscriber and comes back after a drop; a page learns of a missed change by refetching when it reconnects.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { pgConnectionFields } from './database-url';

const ORDER_CHANGED_CHANNEL = 'order_changed';
/** Subscribes to every order's changes (the board). */
export const ALL_ORDERS = '*';
const RECONNECT_MS = 1000;

export interface OrderChanges {
  /** Calls `onChange(orderId)` for each change to that order (or to any order with '*'); returns the unsubscribe. */
  subscribe(orderId: string, onChange: (orderId: string) => void): () => void;
  close(): Promise<void>;
}

export function createOrderChanges(databaseUrl: string, onError: (err: unknown) => void): OrderChanges {
  const emitter = new EventEmitter().setMaxListeners(0);
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client(pgConnectionFields(databaseUrl));
      next.on('notification', (message) => {
        if (message.channel !== ORDER_CHANGED_CHANNEL || !message.payload) return;
        emitter.emit(message.payload, message.payload);
        emitter.emit(ALL_ORDERS, message.payload);
      });
      next.on('error', (err) => {
        onError(err);
        drop(next);
      });
      next.on('end', () => drop(next));
      try {
        await next.connect();
        await next.query(`LISTEN ${ORDER_CHANGED_CHANNEL}`);
        client = next;
      } catch (err) {
        onError(err);
        drop(next);
      } finally {
        connecting = null;
      }
    })();
    return connecting;
  };

  const drop = (dropped: pg.Client) => {
    if (client === dropped) client = null;
    void dropped.end().catch(() => {});
    if (closed || emitter.eventNames().length === 0 || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (!closed && !client) void connect();
    }, RECONNECT_MS);
    retry.unref();
  };

  return {
    subscribe(orderId, onChange) {
      emitter.on(orderId, onChange);
      if (!client && !closed) void connect();
      return () => emitter.off(orderId, onChange);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      emitter.removeAllListeners();
      await connecting;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
