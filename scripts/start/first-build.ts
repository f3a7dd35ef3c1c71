// The one line a first start prints before building: what it builds and roughly how long that takes, so a
// newcomer knows the wait is expected (later starts reuse every build).
import { loadConfig } from '../../platform/config';
import { builtTool, MAILPIT } from '../go-tools/go-tool';
import { findGo, TEMPORAL_BUILD_TIME, temporalCliPath } from '../temporal/cli';
import { missingBundles } from './bundles';

function firstStartBuilds(env: NodeJS.ProcessEnv): string[] {
  const config = loadConfig(env);
  const builds: string[] = [];
  const go = findGo() !== null;
  if (go && !config.temporal.address && !temporalCliPath(env)) builds.push(`the Temporal CLI (${TEMPORAL_BUILD_TIME})`);
  if (go && !config.smtpUrl && !builtTool(MAILPIT)) builds.push(`Mailpit (${MAILPIT.buildTime})`);
  if (!config.startSkipBuild && missingBundles().length)
    builds.push('the storefront and back-office bundles (about a minute)');
  return builds;
}

export function announceFirstStartBuilds(env: NodeJS.ProcessEnv, say: (line: string) => void): void {
  const builds = firstStartBuilds(env);
  if (!builds.length) return;
  const list = builds.length > 1 ? `${builds.slice(0, -1).join(', ')} and ${builds.at(-1)}` : builds[0];
  say(`First start: building ${list}${builds.length > 1 ? ' at the same time' : ''}; later starts reuse them`);
}
