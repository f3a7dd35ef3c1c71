// Two servers loaded at the same time on the server core, round after round. Whatever else the machine does in a
// round slows both alike, and the one that spends more per request answers fewer. Measured one after the other,
// the machine's drift between two runs was as large as the differences looked for (a few percent); an A/A check
// (the same build on both sides) agrees within about 3% this way.
import { asLoadGenerator } from './cores';
import { measure, startLogged, stop, type Target, waitForOk } from './load';

export interface Contender {
  /** Node.js arguments: flags, then the script. */
  args: string[];
  env: NodeJS.ProcessEnv;
  port: number;
}

export interface Round {
  a: number;
  b: number;
}

/** Requests per second of each contender, per round of `seconds` (16 connections each), for the target `at` a port. */
export async function headToHead(
  contenders: [Contender, Contender],
  at: (port: number) => Target,
  options: { rounds: number; seconds: number; logFile: string; cwd: string },
): Promise<Round[]> {
  const servers = contenders.map((c) => startLogged(process.execPath, c.args, c.env, options.logFile, options.cwd));
  const rounds: Round[] = [];
  try {
    for (const c of contenders) await waitForOk(`http://127.0.0.1:${c.port}/api/health/live`);
    await asLoadGenerator(async () => {
      for (let round = 0; round < options.rounds; round++) {
        const [a, b] = await Promise.all(contenders.map((c) => measure(at(c.port), options.seconds, 16)));
        for (const result of [a, b])
          if (result.non2xx || result.errors)
            throw new Error(`${result.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        rounds.push({ a: a.rps, b: b.rps });
      }
    });
  } finally {
    await Promise.all(servers.map((server) => stop(server)));
  }
  return rounds;
}

/** One line per round, `b` against `a` as a percentage difference. */
export function printRounds(rounds: Round[], names: [string, string]) {
  const change = (r: Round) => r.b / r.a - 1;
  const percent = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}%`;
  for (const r of rounds)
    console.log(
      `  ${names[0]} ${r.a.toFixed(0).padStart(6)} req/s, ${names[1]} ${r.b.toFixed(0).padStart(6)} req/s: ${percent(change(r))}`,
    );
  const mean = rounds.reduce((sum, r) => sum + change(r), 0) / rounds.length;
  console.log(`  ${names[1]} against ${names[0]}: ${percent(mean)} requests per second (mean of the rounds)`);
  return mean;
}
