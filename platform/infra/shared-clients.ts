// The clients the API and the worker both use, made once per process from the configuration.
import type { Config } from '../config';
import { createPrisma, type Db } from './prisma';
import { createTemporalGateway, type TemporalGateway } from './temporal';

export interface SharedClients {
  db: Db;
  /** null when TEMPORAL_ADDRESS is not set. */
  temporal: TemporalGateway | null;
  close(): Promise<void>;
}

export function createSharedClients(config: Config): SharedClients {
  const db = createPrisma(config.databaseUrl);
  const temporal = config.temporal.address
    ? createTemporalGateway({
        address: config.temporal.address,
        namespace: config.temporal.namespace,
        taskQueue: config.temporal.taskQueue,
      })
    : null;
  return {
    db,
    temporal,
    async close() {
      await Promise.allSettled([db.$disconnect(), temporal?.close()]);
    },
  };
}
