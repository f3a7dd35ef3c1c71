// Preloaded (NODE_OPTIONS=--import) into the processes of `npm start` by tests/api/start-process.test.ts: on
// SIGUSR2 a stream fails with no 'error' listener, the classic uncaught fault that ends a Node.js process.
import { PassThrough } from 'node:stream';

process.on('SIGUSR2', () => {
  new PassThrough().destroy(new Error('injected stream fault (test)'));
});
