// Temporal for `npm start`: TEMPORAL_ADDRESS when set; otherwise the Temporal CLI's dev server (built on first use
// from its Go module) with its state in .data/temporal, so workflows survive restarts. A dev server already
// running on that state (a second `npm start` in this checkout) is reused, never doubled.
import path from 'node:path';
import { installTemporalCli, TEMPORAL_CLI_VERSION, temporalCliPath } from '../temporal/cli';
import { type DevServer, startTemporalDevServer } from '../temporal/dev-server';
import { DevServerLocked } from '../temporal/dev-server-lock';
import { StartError } from './errors';
import { onFreePorts } from './ports';
import { dataPath } from './data-dir';

const TEMPORAL_DB = dataPath('temporal', 'dev.sqlite');

export interface ResolvedTemporal {
  /** Variables for the API and worker (TEMPORAL_ADDRESS, TEMPORAL_UI_URL); empty when none could be had. */
  env: NodeJS.ProcessEnv;
  /** One line for the console when no server could be started, with what that means. */
  unavailable?: string;
  stop(): Promise<void>;
}

const none = (unavailable?: string): ResolvedTemporal => ({ env: {}, unavailable, stop: async () => {} });

export async function resolveTemporal(env: NodeJS.ProcessEnv, say: (line: string) => void): Promise<ResolvedTemporal> {
  if (env.TEMPORAL_ADDRESS?.trim()) return none();
  const consequence = 'paid orders wait in Pending Review and start once a Temporal server is available';
  let binary = temporalCliPath(env);
  if (!binary) {
    const outcome = await installTemporalCli(say);
    if (outcome.kind === 'no-go' || outcome.kind === 'failed') return none(`${outcome.message} (${consequence})`);
    binary = outcome.path;
  }
  const host = '127.0.0.1';
  const namespace = env.TEMPORAL_NAMESPACE?.trim();
  say(`Starting the Temporal dev server (CLI ${TEMPORAL_CLI_VERSION}, state in ${path.dirname(TEMPORAL_DB.shown)})`);
  let server: DevServer;
  try {
    // The usual ports when free; a port another process took meanwhile means other free ports, never its server.
    server = await onFreePorts([7233, 8233], host, say, async ([port, uiPort]) =>
      startTemporalDevServer({
        binary,
        ip: host,
        port,
        uiPort,
        dbFile: TEMPORAL_DB.path,
        namespaces: namespace && namespace !== 'default' ? [namespace] : [],
        onLog: (line) => console.log(`temporal | ${line}`),
      }),
    );
  } catch (err) {
    if (err instanceof DevServerLocked) throw new StartError(err.message, err.fix);
    return none(`the Temporal dev server did not start: ${err instanceof Error ? err.message : err} (${consequence})`);
  }
  if (server.reusedPid) {
    say(
      `Temporal dev server already running on ${path.dirname(TEMPORAL_DB.shown)} (pid ${server.reusedPid}): reusing it at ${server.address}`,
    );
  }
  return {
    env: { TEMPORAL_ADDRESS: server.address, TEMPORAL_UI_URL: env.TEMPORAL_UI_URL?.trim() || server.uiUrl || '' },
    stop: () => server.stop(),
  };
}
