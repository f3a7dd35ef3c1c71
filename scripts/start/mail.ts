// Email for `npm start`: SMTP_URL when set; otherwise Mailpit (built on first use from its Go module, like the
// Temporal CLI) with its messages in .data/mailpit, so every email the product sends can be read in its web UI.
// One Mailpit per checkout: .data/mailpit/mailpit.lock names it, and a later start reuses it (same ports).
// Without Go the emails go to the log, as before, and the banner says why in one line.
import path from 'node:path';
import { builtTool, installGoTool, MAILPIT } from '../go-tools/go-tool';
import { type MailpitServer, startMailpit } from '../go-tools/mailpit-server';
import { freePort } from '../temporal/dev-server';
import { isPortFree } from './database';
import { ROOT } from './processes';

export interface ResolvedMail {
  /** SMTP_URL for the API and the worker; empty when SMTP_URL was given or no catcher could be started. */
  env: NodeJS.ProcessEnv;
  /** Mailpit's web UI, for the banner. */
  uiUrl?: string;
  /** One line for the banner when no catcher could be started. */
  unavailable?: string;
  stop(): Promise<void>;
}

const none = (unavailable?: string): ResolvedMail => ({ env: {}, unavailable, stop: async () => {} });

export async function resolveMail(env: NodeJS.ProcessEnv, say: (line: string) => void): Promise<ResolvedMail> {
  if (env.SMTP_URL?.trim()) return none();
  const consequence = 'emails are written to the log';
  let binary = builtTool(MAILPIT);
  if (!binary) {
    const outcome = await installGoTool(MAILPIT, say, { quiet: true });
    if (outcome.kind === 'no-go' || outcome.kind === 'failed') return none(`${outcome.message} (${consequence})`);
    binary = outcome.path;
  }
  const host = '127.0.0.1';
  const preferred = async (port: number) => ((await isPortFree(port, host)) ? port : freePort());
  let server: MailpitServer;
  try {
    server = await startMailpit({
      binary,
      host,
      smtpPort: await preferred(1025),
      uiPort: await preferred(8025),
      databaseFile: path.join(ROOT, '.data', 'mailpit', 'mailpit.db'),
    });
  } catch (err) {
    return none(`Mailpit did not start: ${err instanceof Error ? err.message : err} (${consequence})`);
  }
  // A Mailpit left by an earlier start (e.g. killed with SIGKILL) is reused on its ports and left running at the end.
  const reused = server.reusedPid ? ` (reusing the one already running, pid ${server.reusedPid})` : '';
  say(`Mailpit catches every email (SMTP_URL not set): ${server.uiUrl}${reused}`);
  return { env: { SMTP_URL: server.smtpUrl }, uiUrl: server.uiUrl, stop: () => server.stop() };
}
