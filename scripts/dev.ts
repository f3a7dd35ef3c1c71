// npm run dev: the API in watch mode, the worker, and the storefront (5173) and back-office (5174) Vite
// dev servers, which proxy /api to the API. Ctrl+C stops them all.
import { loadConfig } from '../platform/config';
import { isRedisReachable } from '../platform/infra/redis';
import { migrate } from './prisma-cli';
import { displayUrl, probeDatabase } from './start/database';
import { ProcessGroup, ROOT, tsx } from './start/processes';

const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development' };
const config = loadConfig(env);
// The Vite configs proxy /api to API_PORT.
env.API_PORT = String(config.port);
const vite = (name: string, configFile: string, port: number) => ({
  name,
  command: process.execPath,
  args: [`${ROOT}/node_modules/vite/bin/vite.js`, '--config', configFile, '--port', String(port), '--strictPort'],
  env,
});

if ((await probeDatabase(config.databaseUrl)) !== 'ok') {
  console.error(
    `dev | PostgreSQL is unreachable at ${displayUrl(config.databaseUrl)}: start it, set DATABASE_URL, or use \`npm start\` (which falls back to an embedded PostgreSQL).`,
  );
  process.exit(1);
}
await migrate(config.databaseUrl);
if (!(await isRedisReachable(config.redisUrl))) {
  console.warn(
    'dev | Redis is unreachable: queues and rate limiting are degraded. Start it with `redis-server --daemonize yes`.',
  );
}

let exiting = false;
const group = new ProcessGroup(
  [
    tsx('api', ['watch', '--clear-screen=false', 'api/server.ts'], env),
    tsx('worker', ['worker/main.ts'], env),
    vite('storefront', 'storefront/vite.config.ts', 5173),
    vite('admin', 'admin/vite.config.ts', 5174),
  ],
  (name, code) => {
    console.error(`dev | ${name} exited (code ${code}): stopping the others`);
    void stop(1);
  },
);

async function stop(code: number) {
  if (exiting) return;
  exiting = true;
  await group.stop(5000);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

console.log(`
dev | Storefront   http://localhost:5173/
dev | Back-office  http://localhost:5174/admin/
dev | API          http://localhost:${config.port}/api (docs at /api/docs), restarted on change
`);
