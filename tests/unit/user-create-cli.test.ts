// `npm run user:create` refuses bad options with a readable message and its usage (exit 2), never a stack trace.
// Every case here is refused before the database is opened.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/user-create.ts', ...args], { encoding: 'utf8' });

describe('user:create refusals', () => {
  it.each([
    [['--help'], "Unknown option '--help'"],
    [['--email'], "Option '--email <value>' argument missing"],
    [['--email', 'not-an-email', '--password', 'long enough'], '--email must be a valid email address'],
    [['--email', 'a@example.com', '--password', 'short'], '--password must have at least 8 characters'],
    [['--email', 'a@example.com', '--password', 'long enough', '--role', 'root'], '--role must be one of'],
  ])('%j', (args, message) => {
    const result = run(...args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('usage: npm run user:create -- --email E --password P --role R');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});
