// `tsx scripts/go-tools-install.ts minio mailpit`: builds the named servers into .data/bin (skipped when the pinned
// version is already built). Without Go it says so and exits 0, unless CI is set: CI needs them.
import { type GoTool, installGoTool, MAILPIT, MINIO } from './go-tools/go-tool';

const TOOLS: Record<string, GoTool> = { minio: MINIO, mailpit: MAILPIT };
const names = process.argv.slice(2);
const unknown = names.filter((name) => !TOOLS[name]);
if (names.length === 0 || unknown.length > 0) {
  console.error(`usage: tsx scripts/go-tools-install.ts ${Object.keys(TOOLS).join('|')} ...`);
  process.exit(2);
}

for (const name of names) {
  const tool = TOOLS[name];
  const say = (line: string) => console.log(`${name}:install | ${line}`);
  const outcome = await installGoTool(tool, say);
  if (outcome.kind === 'present') say(`${tool.title} ${tool.version} already built: ${outcome.path}`);
  else if (outcome.kind === 'built')
    say(`Built ${tool.title} ${tool.version} in ${outcome.seconds} s: ${outcome.path}`);
  else if (outcome.kind === 'no-go' && !process.env.CI) say(outcome.message);
  else {
    console.error(`${name}:install | ${outcome.message}`);
    process.exit(1);
  }
}
