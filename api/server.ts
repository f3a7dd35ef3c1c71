// The API on its own (`npm run api`, dist/server/api.mjs): connects its dependencies, listens, and shuts down
// cleanly on SIGINT/SIGTERM. `npm start` runs the same API beside the worker in one process.
import { loadConfig } from './config';
import { createSharedClients } from './lib/shared-clients';
import { stopOnSignals } from './lib/lifecycle';
import { startApi } from './start-api';

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
