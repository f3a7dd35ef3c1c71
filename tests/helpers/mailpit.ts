// Mailpit for the tests that read real emails: the pinned build in .data/bin, built here when Go is present
// (about 40 s once). Skipped with a printed reason only where it cannot be built; CI builds it in .ci/run.
import { builtTool, MAILPIT } from '../../scripts/go-tools/go-tool';
import { findGo } from '../../scripts/temporal/cli';

export { mailpitBinary } from '../../scripts/go-tools/mail-catcher';
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
