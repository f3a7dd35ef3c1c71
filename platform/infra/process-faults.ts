// Process-level faults of the API and worker processes. A promise rejected with no handler is logged with its
// stack and the process goes on (one failed background call must not stop every request and job). An uncaught
// exception leaves the process in an unknown state: it is logged with its stack and the process exits, for its
// supervisor (`npm start`, or systemd, Kubernetes, ...) to start a fresh one.
import { pino } from 'pino';

export function handleProcessFaults(name: string): void {
  // Synchronous, so the fatal line is written before the process exits.
  const log = pino({ name }, pino.destination({ dest: 1, sync: true }));
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection (the process keeps running)');
  });
  process.on('uncaughtException', (err, origin) => {
    log.fatal({ err, origin }, 'uncaught exception: exiting so that the supervisor starts the process again');
    process.exit(1);
  });
}
