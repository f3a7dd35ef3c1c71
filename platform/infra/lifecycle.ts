// How the API and the worker run and stop, alone or as child processes of `npm start`.

export interface Running {
  /** Stops taking work and closes what this part opened (not the clients it was given). */
  close(): Promise<void>;
}

/**
 * Stops the process's parts in order on SIGINT or SIGTERM, then exits; a part that hangs cannot keep it alive.
 * A child of `npm start` (spawned with an IPC channel) also stops when that channel closes: its supervisor is
 * gone (even killed with SIGKILL), and nobody would stop it or free its port.
 */
export function stopOnSignals(
  stop: () => Promise<unknown>,
  options: { log: (signal: string) => void; graceMs: number },
) {
  let stopping = false;
  const onSignal = (signal: string) => {
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
  if (process.channel) {
    process.once('disconnect', () => onSignal('supervisor gone'));
    // The channel alone must not keep the process running.
    process.channel.unref();
  }
}
