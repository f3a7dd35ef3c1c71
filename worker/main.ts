// The worker on its own (`npm run worker`, dist/server/worker.mjs), stopped in order on SIGINT/SIGTERM.
// `npm start` runs it as a child process of its own and restarts it if it stops.
import { loadConfig } from '../api/config';
import { handleProcessFaults } from '../api/lib/process-faults';
import { createSharedClients } from '../api/lib/shared-clients';
import { stopOnSignals } from '../api/lib/lifecycle';
import { createLogger } from './logger';
import { startWorker } from './start-worker';

handleProcessFaults('worker');
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
