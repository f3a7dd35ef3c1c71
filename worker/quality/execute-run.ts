// Runs one test run end to end: claim it, execute its suite's checks with live progress, record the outcome and
// the quality metric that follows from it.

import { checkCount, parseSuiteConfig, type SuiteConfig } from '../../domain/quality-config';
import { type CheckResult, runTotals, storedChecks } from '../../domain/quality-results';
import type { Config } from '../../platform/config';
import type { Log } from '../../platform/infra/log';
import type { Db } from '../../platform/infra/prisma';
import {
  claimRun,
  findRunState,
  findRunWithSuite,
  finishRun,
  recordRunProgress,
  runPickedUpAt,
} from '../../platform/services/quality';
import { NO_BROWSER, runE2eJourney } from './checks/e2e';
import { runHttpCheck } from './checks/http';
import { runLoadCheck } from './checks/load';
import { runSecurityChecks } from './checks/security';
import type { Target } from './checks/target';

/** @internal */
export const CRASH_REASON = 'The worker stopped during the run; BullMQ recovered the stalled job and the run was ended';

export interface RunContext {
  db: Db;
  config: Config;
  log: Log;
  target: Target;
}

/**
 * Ends a run that cannot go on, with the reason: the checks that finished keep their results, the others are
 * recorded as skipped (so coverage shows what did not execute), and the run is scored like any other.
 */
export async function failRun(ctx: RunContext, runId: string, reason: string) {
  const run = await findRunState(ctx.db, runId);
  if (!run || (run.status !== 'RUNNING' && run.status !== 'QUEUED')) return;
  const total = Math.max(run.totalTests, run.progressTotal);
  const checks = storedChecks(run.results);
  const notRun: CheckResult[] = Array.from({ length: Math.max(0, total - checks.length) }, (_, index) => ({
    name: `check ${checks.length + index + 1}`,
    status: 'skipped',
    message: `not run: ${reason}`,
    durationMs: 0,
  }));
  const { passed, coverage } = runTotals(checks, total);
  const endTime = new Date();
  await finishRun(ctx.db, runId, {
    status: 'FAILED',
    error: reason,
    endTime,
    duration: endTime.getTime() - (run.pickedUpAt ?? run.startTime).getTime(),
    totalTests: total,
    passedTests: passed,
    coverage: total === 0 ? null : coverage,
    results: { checks: [...checks, ...notRun] } as object,
  });
}

async function executeChecks(
  ctx: RunContext,
  config: SuiteConfig,
  onResult: (result: CheckResult) => Promise<void>,
): Promise<string | null> {
  const { target } = ctx;
  if (config.kind === 'http') {
    for (const check of config.checks) await onResult(await runHttpCheck(target, check));
  } else if (config.kind === 'load') {
    await onResult(await runLoadCheck(target, config.load));
  } else if (config.kind === 'security') {
    await runSecurityChecks(
      { target, db: ctx.db, sessionSecret: ctx.config.sessionSecret, loginRateLimitMax: ctx.config.loginRateLimit.max },
      config.security,
      onResult,
    );
  } else {
    const { skipped } = await runE2eJourney(target, config.timeout, ctx.config.chromiumPath, onResult);
    if (skipped) return NO_BROWSER;
  }
  return null;
}

export async function executeRun(ctx: RunContext, runId: string): Promise<void> {
  const { db } = ctx;
  const run = await findRunWithSuite(db, runId);
  if (!run) return;
  const parsed = run.suite ? parseSuiteConfig(run.suite.testType, run.suite.configuration) : null;
  const total = parsed?.ok ? checkCount(parsed.config) : 0;
  // The first worker to take the job stamps it (with the number of checks); finding it stamped means an earlier
  // worker died mid-run.
  const claimed = await claimRun(db, runId, total, run.suite?.testType ?? null);
  if (!claimed) return failRun(ctx, runId, CRASH_REASON);
  if (!run.suite || !parsed) return failRun(ctx, runId, 'The suite was deleted before the run started');
  if (!parsed.ok) return failRun(ctx, runId, `Invalid configuration: ${parsed.message}`);

  const checks: CheckResult[] = [];
  const onResult = async (result: CheckResult) => {
    checks.push(result);
    const { passed } = runTotals(checks, total);
    await recordRunProgress(db, runId, { progressDone: checks.length, passedTests: passed, results: { checks } });
  };
  const runError = await executeChecks(ctx, parsed.config, onResult);

  const { passed, executed, coverage } = runTotals(checks, total);
  const failed = executed - passed;
  const endTime = new Date();
  const pickedUpAt = (await runPickedUpAt(db, runId)) ?? run.startTime;
  await finishRun(db, runId, {
    status: failed === 0 && executed > 0 ? 'PASSED' : 'FAILED',
    error: runError ?? (executed === 0 ? 'No check executed' : null),
    totalTests: total,
    passedTests: passed,
    coverage,
    endTime,
    duration: endTime.getTime() - pickedUpAt.getTime(),
    results: { checks } as object,
  });
  ctx.log.info({ runId, suite: run.suite.name, passed, total }, 'quality run finished');
}
