// What a run records for each check, and the score input read back from stored runs.
import type { TestType } from './quality-config';
import type { CheckStatus, Measure, ScoredRun } from './quality-scores';

export interface CheckResult {
  name: string;
  status: CheckStatus;
  message: string;
  durationMs: number;
  /** A security check (counts toward the security score). */
  security?: boolean;
  measures?: Measure[];
  /** Load figures and the like, shown with the result. */
  figures?: Record<string, number>;
}

/** @internal */
export interface RunResults {
  checks: CheckResult[];
}

export interface StoredRun {
  testType: TestType | null;
  status: string;
  startTime: Date;
  results: unknown;
}

export function storedChecks(results: unknown): CheckResult[] {
  const checks = (results as Partial<RunResults> | null)?.checks;
  return Array.isArray(checks) ? checks : [];
}

/** Finished runs only (PASSED or FAILED) become score input. */
export function toScoredRuns(runs: readonly StoredRun[]): ScoredRun[] {
  return runs
    .filter((run) => run.status === 'PASSED' || run.status === 'FAILED')
    .map((run) => ({
      testType: run.testType,
      status: run.status as 'PASSED' | 'FAILED',
      startTime: run.startTime,
      checks: storedChecks(run.results),
    }));
}

export function runTotals(checks: readonly CheckResult[], total: number) {
  const executed = checks.filter((check) => check.status !== 'skipped').length;
  const passed = checks.filter((check) => check.status === 'passed').length;
  return { passed, executed, coverage: total === 0 ? 0 : (executed / total) * 100 };
}
