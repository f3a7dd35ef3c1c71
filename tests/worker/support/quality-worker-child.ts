// A quality worker in its own process, so a test can kill it mid-run (SIGKILL) like a crash.
// Usage: tsx quality-worker-child.ts <baseUrl>; configuration from the environment.
import { loadConfig } from '../../../platform/config';
import { createPrisma } from '../../../platform/infra/prisma';
import { startQualityWorker } from '../../../worker/quality/worker';
import { silentLog } from '../../helpers/silent-log';

const config = loadConfig();
const db = createPrisma(config.databaseUrl);
startQualityWorker({ config, db, log: silentLog, baseUrl: process.argv[2], lockDuration: 1000, stalledInterval: 1000 });
console.log('quality worker ready');
