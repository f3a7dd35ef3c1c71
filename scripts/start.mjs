// `npm start`: runs the compiled supervisor (dist/server/start.mjs), compiling it first when it is missing or
// older than the sources (a fresh clone, a pull). The supervisor builds the browser bundles if they are missing.
import { buildServer, serverBuildOutdated } from './build/server.mjs';

if (serverBuildOutdated()) {
  console.log('start | Compiling the API, worker and start script (dist/server)');
  await buildServer();
}
await import('../dist/server/start.mjs');
