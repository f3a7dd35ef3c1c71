// Mailpit for the tests that read real emails: the pinned build in .data/bin, built here when Go is present
// (about 40 s once). Skipped with a printed reason only where it cannot be built; CI builds it in .ci/run.
import { builtTool, installGoTool, MAILPIT } from '../../scripts/go-tools/go-tool';
import { findGo } from '../../scripts/temporal/cli';

export {
  type MailpitServer,
  startMailpit,
} from '../../scripts/go-tools/mailpit-server';

export function mailpitAvailability(): { available: true } | { available: false; reason: string } {
  if (builtTool(MAILPIT) || findGo()) return { available: true };
  const reason =
    'Mailpit is not built and Go is absent (install Go, then `npx tsx scripts/go-tools-install.ts mailpit`)';
  if (process.env.CI) throw new Error(`The Mailpit test cannot run in CI: ${reason}`);
  return { available: false, reason };
}

/** The Mailpit binary, built first when missing (allow a minute or two for that in the calling hook). */
export async function mailpitBinary(): Promise<string> {
  const outcome = await installGoTool(MAILPIT, (line) => console.log(`mailpit | ${line}`), { quiet: true });
  if (outcome.kind === 'present' || outcome.kind === 'built') return outcome.path;
  throw new Error(outcome.message);
}

interface MailpitMessage {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

/** The messages Mailpit holds, newest first (its HTTP API). */
export async function mailpitMessages(uiUrl: string): Promise<MailpitMessage[]> {
  const answer = await fetch(`${uiUrl}/api/v1/messages`);
  if (!answer.ok) throw new Error(`Mailpit answered ${answer.status}`);
  return ((await answer.json()) as { messages: MailpitMessage[] }).messages;
}

/** One message with its text body. */
export async function mailpitMessage(uiUrl: string, id: string): Promise<{ Subject: string; Text: string }> {
  const answer = await fetch(`${uiUrl}/api/v1/message/${encodeURIComponent(id)}`);
  if (!answer.ok) throw new Error(`Mailpit answered ${answer.status}`);
  return (await answer.json()) as { Subject: string; Text: string };
}
