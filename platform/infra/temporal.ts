// Lazy Temporal client: connects on first use, so the API starts (and says so) without a Temporal server.
import { Client, Connection } from '@temporalio/client';

export interface TemporalGateway {
  readonly address: string;
  readonly namespace: string;
  readonly taskQueue: string;
  client(): Promise<Client>;
  isReachable(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export function createTemporalGateway(options: {
  address: string;
  namespace: string;
  taskQueue: string;
}): TemporalGateway {
  let connection: Promise<Connection> | null = null;
  const connect = () => {
    connection ??= Connection.connect({ address: options.address, connectTimeout: '3s' }).catch((err) => {
      connection = null;
      throw err;
    });
    return connection;
  };
  return {
    ...options,
    async client() {
      return new Client({ connection: await connect(), namespace: options.namespace });
    },
    async isReachable(timeoutMs = 2000) {
      try {
        const conn = await connect();
        await conn.withDeadline(Date.now() + timeoutMs, () => conn.healthService.check({}));
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (connection) await (await connection.catch(() => null))?.close();
    },
  };
}
