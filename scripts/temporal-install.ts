// npm run temporal:install: builds the pinned Temporal CLI into .data/bin/temporal (skipped when already built).
import { installTemporalCli, TEMPORAL_CLI_VERSION } from './temporal/cli';

const say = (line: string) => console.log(`temporal:install | ${line}`);
const outcome = await installTemporalCli(say);
switch (outcome.kind) {
  case 'present':
    say(`Temporal CLI ${TEMPORAL_CLI_VERSION} already built: ${outcome.path}`);
    break;
  case 'built':
    say(`Built the Temporal CLI ${TEMPORAL_CLI_VERSION} in ${outcome.seconds} s: ${outcome.path}`);
    break;
  case 'no-go':
    // Not an error: a contributor without Go can still use an external server (TEMPORAL_ADDRESS).
    say(outcome.message);
    break;
  case 'failed':
    console.error(`temporal:install | ${outcome.message}`);
    process.exit(1);
}
