// The worker on its own (`npm run worker`, dist/server/worker.mjs), stopped in order on SIGINT/SIGTERM.
// `npm start` runs it as a child process of its own and restarts it if it stops.
import { loadConfig } from '../platform/config';
import { stopOnSignals } from '../platform/infra/lifecycle';
import { createLogger } from '../platform/infra/log';
import { handleProcessFaults } from '../platform/infra/process-faults';
import { createSharedClients } from '../platform/infra/shared-clients';
import { startWorker } from './start-worker';

handleProcessFaults('worker');
const config = loadConfig();
const log = createLogger('worker', config.logLevel);
const clients = createSharedClients(config);
const worker = startWorker({ config, db: clients.db, temporal: clients.temporal, log });

stopOnSignals(
  async () => {
    await worker.close();
    await clients.close();
  },
  { log: (signal) => log.info({ signal }, 'stopping'), graceMs: 15_000 },
);
