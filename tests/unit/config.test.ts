// The environment is read through one schema: every variable of the README's configuration table, each with its
// default, and a value that cannot be used refused with the variable's name (all problems in one message).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_VARIABLES, loadConfig } from '../../platform/config';
import { configurationTable, readmeTable } from '../../scripts/config-table';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The first column of the README's table whose header is `| Variable |`. */
function documentedVariables(): string[] {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n');
  const start = readme.findIndex((line) => /^\|\s*Variable\s*\|/.test(line));
  const names: string[] = [];
  for (const line of readme.slice(start + 2)) {
    const name = /^\|\s*`([A-Z0-9_]+)`\s*\|/.exec(line)?.[1];
    if (!name) break;
    names.push(name);
  }
  return names;
}

describe('configuration', () => {
  it('reads exactly the variables the README documents', () => {
    expect(documentedVariables().length).toBeGreaterThan(40);
    expect([...ENVIRONMENT_VARIABLES].sort()).toEqual(documentedVariables().sort());
  });

  it("keeps the README's table exactly as the schema generates it (npm run config:table rewrites it)", () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readmeTable(readme).table).toBe(configurationTable());
    // A table edited by hand fails.
    const edited = readme.replace('| Log level of the API and worker.', '| Log level.');
    expect(readmeTable(edited).table).not.toBe(configurationTable());
  });

  it('gives every setting its default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      logLevel: 'info',
      startSkipBuild: false,
      openai: { model: 'gpt-4o-mini', timeoutMs: 30_000, maxRetries: 1 },
      loginRateLimit: { max: 10, timeWindowMs: 900_000 },
      contactRateLimit: { max: 5, timeWindowMs: 3_600_000 },
      signatureReminderDayMs: 86_400_000,
      chromiumPath: '/usr/bin/chromium',
    });
    expect(config.sessionSecret).toHaveLength(64);
    expect(config.mailFrom).toBeUndefined();
    expect(config.temporal.cli).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('warn');
  });

  it('reads the proxy, log level, sender, Temporal CLI, Chromium and build switches only through the schema', () => {
    const config = loadConfig({
      TRUST_PROXY: 'true',
      LOG_LEVEL: ' DEBUG ',
      MAIL_FROM: ' "Desk" <desk@formation.example> ',
      TEMPORAL_CLI: '/opt/temporal',
      START_SKIP_BUILD: '1',
      CHROMIUM_PATH: ' /opt/chromium ',
      PORT: '4405',
    });
    expect(config).toMatchObject({
      trustProxy: true,
      logLevel: 'debug',
      mailFrom: '"Desk" <desk@formation.example>',
      temporal: { cli: '/opt/temporal' },
      startSkipBuild: true,
      chromiumPath: '/opt/chromium',
      publicUrl: 'http://localhost:4405',
    });
    expect(loadConfig({ TRUST_PROXY: 'false', START_SKIP_BUILD: '' })).toMatchObject({
      trustProxy: false,
      startSkipBuild: false,
    });
  });

  it.each([
    ['OPENAI_TIMEOUT_MS', 'abc', 'OPENAI_TIMEOUT_MS must be a whole number of milliseconds, at least 1'],
    ['AI_RATE_LIMIT_MAX', '0', 'AI_RATE_LIMIT_MAX must be a whole number, at least 1'],
    ['LOGIN_RATE_LIMIT_MAX', '1e308', 'LOGIN_RATE_LIMIT_MAX must be a whole number, at least 1'],
    ['SIGNATURE_REMINDER_DAY_MS', '1e-320', 'SIGNATURE_REMINDER_DAY_MS must be a whole number of milliseconds'],
    ['PORT', '70000', 'PORT must be a whole number, at least 0'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    ['TRUST_PROXY', 'maybe', 'TRUST_PROXY must be one of true, 1, false, 0'],
    ['SESSION_SECRET', 'short', 'SESSION_SECRET must be at least 32 characters long'],
  ])('refuses %s=%j, naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('is the only reader of the environment in the API, the worker and what they share', () => {
    const readers = ['api', 'platform', 'worker', 'workflows', 'domain']
      .flatMap((dir) =>
        readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.tsx?$/.test(file))
          .map((file) => path.join(dir, file).split(path.sep).join('/')),
      )
      .filter((file) => /\bprocess\s*\.\s*env\b/.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(readers).toEqual(['platform/config.ts']);
  });

  it('names every unusable variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', METRICS_PORT: '0' })).toThrow(
      'PORT must be a whole number, at least 0; METRICS_PORT must be a port number (1-65535)',
    );
  });
});
