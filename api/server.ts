// The API on its own (`npm run api`, dist/server/api.mjs): connects its dependencies, listens, and shuts down
// cleanly on SIGINT/SIGTERM. `npm start` runs it as a child process of its own and restarts it if it stops.
import { loadConfig } from '../platform/config';
import { stopOnSignals } from '../platform/infra/lifecycle';
import { handleProcessFaults } from '../platform/infra/process-faults';
import { createSharedClients } from '../platform/infra/shared-clients';
import { startApi } from './start-api';

handleProcessFaults('api');
const config = loadConfig();
const clients = createSharedClients(config);
const api = await startApi({ config, db: clients.db, temporal: clients.temporal });

stopOnSignals(
  async () => {
    await api.close();
    await clients.close();
  },
  { log: () => {}, graceMs: 10_000 },
);
