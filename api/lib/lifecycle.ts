// How the API and the worker run and stop, alone or side by side in one process (`npm start`).

export interface Running {
  /** Stops taking work and closes what this part opened (not the clients it was given). */
  close(): Promise<void>;
}

/** Stops the process's parts in order on SIGINT or SIGTERM, then exits; a part that hangs cannot keep it alive. */
export function stopOnSignals(
  stop: () => Promise<unknown>,
  options: { log: (signal: string) => void; graceMs: number },
) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    options.log(signal);
    const force = setTimeout(() => process.exit(1), options.graceMs);
    force.unref();
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
