// A real Temporal service for the live suite: TEMPORAL_ADDRESS when set, else `temporal server start-dev` from
// the binary `npm run temporal:install` builds (or TEMPORAL_CLI), on free ports with a namespace of its own.
import { randomBytes } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { temporalCliPath } from '../../scripts/temporal/cli';
import { startTemporalDevServer } from '../../scripts/temporal/dev-server';

export interface LiveTemporal {
  address: string;
  namespace: string;
  uiUrl: string | null;
  client: Client;
  stop(): Promise<void>;
}

/** Whether the suite can run, decided synchronously so `describe.skipIf` can use it. */
export function liveTemporalAvailability(): { available: true } | { available: false; reason: string } {
  if (process.env.TEMPORAL_ADDRESS || temporalCliPath()) return { available: true };
  const reason =
    'no Temporal server: TEMPORAL_ADDRESS is not set and the Temporal CLI is not built (run `npm run temporal:install`, which needs Go)';
  // CI builds the CLI in .ci/run: its absence there is a failure, not a reason to skip.
  if (process.env.CI) throw new Error(`Live Temporal suite cannot run in CI: ${reason}`);
  return { available: false, reason };
}

export async function startLiveTemporal(): Promise<LiveTemporal> {
  const external = process.env.TEMPORAL_ADDRESS;
  const namespace = external ? (process.env.TEMPORAL_NAMESPACE ?? 'default') : `test-${randomBytes(4).toString('hex')}`;
  const server = external
    ? null
    : await startTemporalDevServer({ binary: temporalCliPath()!, namespaces: [namespace] });
  const address = external ?? server!.address;
  const connection = await Connection.connect({ address });
  return {
    address,
    namespace,
    uiUrl: server ? server.uiUrl : (process.env.TEMPORAL_UI_URL ?? null),
    client: new Client({ connection, namespace }),
    async stop() {
      await connection.close();
      await server?.stop();
    },
  };
}
