// Helpers for quality-run tests: a running API, suites through the API, and waiting for the worker.

import type { TestType } from '../../domain/quality-config';
import type { RunResults } from '../../domain/quality-results';
import type { Config } from '../../platform/config';
import { loadConfig } from '../../platform/config';
import type { Db } from '../../platform/infra/prisma';
import { type TestAgent, testEnv } from '../helpers/api';

export async function createSuiteThroughApi(
  agent: TestAgent,
  body: { name: string; testType: TestType; configuration: unknown; isActive?: boolean; schedule?: string | null },
) {
  const response = await agent.request({
    method: 'POST',
    url: '/api/admin/quality/test-suites',
    payload: body,
    csrf: true,
  });
  if (response.statusCode !== 201) throw new Error(`suite not created: ${response.statusCode} ${response.body}`);
  return response.json().data as { id: string; name: string };
}

export async function runThroughApi(agent: TestAgent, suiteId: string) {
  const response = await agent.request({
    method: 'POST',
    url: `/api/admin/quality/test-suites/${suiteId}/run`,
    csrf: true,
  });
  if (response.statusCode !== 202) throw new Error(`run not started: ${response.statusCode} ${response.body}`);
  return response.json().data as { id: string; status: string };
}

/** Polls the database until the run has ended (or the time is up). */
export async function waitForRun(db: Db, runId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await db.testRun.findUniqueOrThrow({ where: { id: runId } });
    if (run.status === 'PASSED' || run.status === 'FAILED')
      return { ...run, checks: (run.results as unknown as RunResults | null)?.checks ?? [] };
    if (Date.now() > deadline) throw new Error(`run ${runId} still ${run.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A config on the test database with its own queue prefix (so its workers see only its jobs). */
export function isolatedConfig(name: string, overrides: NodeJS.ProcessEnv = {}): Config {
  const env = testEnv(overrides);
  return loadConfig({ ...env, REDIS_PREFIX: `${env.REDIS_PREFIX}-${name}` });
}
