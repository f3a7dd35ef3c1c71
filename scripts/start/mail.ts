// Email for `npm start`: SMTP_URL when set; otherwise Mailpit (built on first use from its Go module, like the
// Temporal CLI) with its messages in .data/mailpit, so every email the product sends can be read in its web UI.
// One Mailpit per checkout: .data/mailpit/mailpit.lock names it, and a later start reuses it (same ports).
// Without Go the emails go to the log, as before, and the banner says why in one line.
import { builtTool, installGoTool, MAILPIT, missingStep } from '../go-tools/go-tool';
import { type MailpitServer, startMailpit } from '../go-tools/mailpit-server';
import { onFreePorts } from './ports';
import { dataPath } from './data-dir';

export interface ResolvedMail {
  /** SMTP_URL for the API and the worker; empty when SMTP_URL was given or no catcher could be started. */
  env: NodeJS.ProcessEnv;
  /** Mailpit's web UI, for the banner. */
  uiUrl?: string;
  /** Why Mailpit was built without its web UI (its page is blank; its API answers): the banner says so. */
  uiMissing?: string;
  /** One line for the banner when no catcher could be started. */
  unavailable?: string;
  stop(): Promise<void>;
}

const none = (unavailable?: string): ResolvedMail => ({ env: {}, unavailable, stop: async () => {} });

export async function resolveMail(env: NodeJS.ProcessEnv, say: (line: string) => void): Promise<ResolvedMail> {
  if (env.SMTP_URL?.trim()) return none();
  const consequence = 'emails are written to the log';
  let binary = builtTool(MAILPIT);
  // Built before without its web UI (that step failed): built again now, the earlier build kept if this one fails.
  if (!binary || missingStep(MAILPIT)) {
    const outcome = await installGoTool(MAILPIT, say, { quiet: true, retryStep: true });
    if (outcome.kind === 'built' || outcome.kind === 'present') binary = outcome.path;
    else if (!binary) return none(`${outcome.message} (${consequence})`);
  }
  const host = '127.0.0.1';
  let server: MailpitServer;
  try {
    server = await onFreePorts([1025, 8025], host, say, ([smtpPort, uiPort]) =>
      startMailpit({ binary, host, smtpPort, uiPort, databaseFile: dataPath('mailpit', 'mailpit.db').path }),
    );
  } catch (err) {
    return none(`Mailpit did not start: ${err instanceof Error ? err.message : err} (${consequence})`);
  }
  // A Mailpit left by an earlier start (e.g. killed with SIGKILL) is reused on its ports and left running at the end.
  const reused = server.reusedPid ? ` (reusing the one already running, pid ${server.reusedPid})` : '';
  say(`Mailpit catches every email (SMTP_URL not set): ${server.uiUrl}${reused}`);
  const uiMissing = missingStep(MAILPIT) ?? undefined;
  return { env: { SMTP_URL: server.smtpUrl }, uiUrl: server.uiUrl, uiMissing, stop: () => server.stop() };
}
