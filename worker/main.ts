// The worker on its own (`npm run worker`, dist/server/worker.mjs), stopped in order on SIGINT/SIGTERM.
// `npm start` runs the same worker beside the API in one process.
import { loadConfig } from '../api/config';
import { createSharedClients } from '../api/lib/shared-clients';
import { stopOnSignals } from '../api/lib/lifecycle';
import { createLogger } from './logger';
import { startWorker } from './start-worker';

const config = loadConfig();
const log = createLogger('worker');
const clients = createSharedClients(config);
const worker = startWorker({ config, db: clients.db, temporal: clients.temporal, log });

stopOnSignals(
  async () => {
    await worker.close();
    await clients.close();
  },
  { log: (signal) => log.info({ signal }, 'stopping'), graceMs: 15_000 },
);
