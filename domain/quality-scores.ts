// Quality scores from the results of runs that really happened. Pure: the worker feeds it the recent runs after
// each run and stores the outcome as a QualityMetric; the health check reads the same runs.
//
// Over the RECENT_RUN_WINDOW newest finished runs (all suites), as percents 0..100:
// - reliability: passed checks / executed checks (skipped checks do not count);
// - performance: every latency or error-rate figure against its threshold, 1 when within it and threshold/value
//   when above (so twice the allowed latency scores 0.5), averaged;
// - security: passed security checks / executed security checks;
// - coverage: executed checks / checks the suites define;
// - overall: 40% reliability + 20% each of performance, security and coverage. A dimension without data counts 0,
//   so a platform that never ran its security suite cannot reach the top tiers.
// Tiers by overall score: NINE_SIGMA >= 99.9999999, DIAMOND >= 99.9, PLATINUM >= 99, GOLD >= 95, SILVER >= 90,
// BRONZE below.
import type { TestType } from './quality-config';

export const RECENT_RUN_WINDOW = 20;
export const HEALTH_WINDOW_MS = 24 * 60 * 60 * 1000;

/** @internal */
export const QUALITY_TIERS = [
  { level: 'NINE_SIGMA', minOverall: 99.9999999 },
  { level: 'DIAMOND', minOverall: 99.9 },
  { level: 'PLATINUM', minOverall: 99 },
  { level: 'GOLD', minOverall: 95 },
  { level: 'SILVER', minOverall: 90 },
] as const;
/** @internal */
export const BELOW_TIERS = 'BRONZE';
type QualityLevel = (typeof QUALITY_TIERS)[number]['level'] | typeof BELOW_TIERS;

/** @internal */
export const SCORE_WEIGHTS = { reliability: 0.4, performance: 0.2, security: 0.2, coverage: 0.2 } as const;

export type CheckStatus = 'passed' | 'failed' | 'skipped';

/** A figure measured by a check, with the most it was allowed to be. */
export interface Measure {
  name: string;
  value: number;
  threshold: number;
}

/** @internal */
export interface ScoredCheck {
  status: CheckStatus;
  security?: boolean;
  measures?: Measure[];
}

export interface ScoredRun {
  testType: TestType | null;
  status: 'PASSED' | 'FAILED';
  startTime: Date;
  checks: ScoredCheck[];
}

export interface QualityScores {
  reliabilityScore: number;
  performanceScore: number;
  securityScore: number;
  testCoverage: number;
  overallScore: number;
  qualityLevel: QualityLevel;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);

/**
 * 1 within the threshold, threshold/value above it (0 for anything over a zero threshold).
 * @internal
 */
export function measureScore({ value, threshold }: Measure): number {
  if (value <= threshold) return 1;
  return threshold <= 0 ? 0 : threshold / value;
}

/** @internal */
export function qualityLevelFor(overall: number): QualityLevel {
  return QUALITY_TIERS.find((tier) => overall >= tier.minOverall)?.level ?? BELOW_TIERS;
}

/** Scores over the newest RECENT_RUN_WINDOW runs (the caller passes runs newest first). */
export function computeQualityScores(runs: readonly ScoredRun[]): QualityScores {
  const checks = runs.slice(0, RECENT_RUN_WINDOW).flatMap((run) => run.checks);
  const executed = checks.filter((check) => check.status !== 'skipped');
  const passed = executed.filter((check) => check.status === 'passed').length;
  const security = executed.filter((check) => check.security);
  const measures = executed.flatMap((check) => check.measures ?? []);

  const reliabilityScore = percent(passed, executed.length);
  const performanceScore = percent(
    measures.reduce((sum, measure) => sum + measureScore(measure), 0),
    measures.length,
  );
  const securityScore = percent(security.filter((check) => check.status === 'passed').length, security.length);
  const testCoverage = percent(executed.length, checks.length);
  const overallScore =
    reliabilityScore * SCORE_WEIGHTS.reliability +
    performanceScore * SCORE_WEIGHTS.performance +
    securityScore * SCORE_WEIGHTS.security +
    testCoverage * SCORE_WEIGHTS.coverage;
  return {
    reliabilityScore,
    performanceScore,
    securityScore,
    testCoverage,
    overallScore,
    qualityLevel: qualityLevelFor(overallScore),
  };
}

export interface HealthCheck {
  testCoverage: number;
  availability: number;
  recentActivity: { totalRuns: number; passedRuns: number; failedRuns: number };
  standards: { nineSigma: boolean; diamond: boolean; platinum: boolean };
}

const meets = (overall: number, level: QualityLevel) =>
  overall >= (QUALITY_TIERS.find((tier) => tier.level === level)?.minOverall ?? Number.POSITIVE_INFINITY);

/**
 * The health check: coverage and standards from the latest metric, availability from the smoke runs of the last
 * HEALTH_WINDOW_MS (share that passed), activity counted over the same window. Null when nothing has run yet.
 */
export function computeHealthCheck(
  runs: readonly ScoredRun[],
  latest: Pick<QualityScores, 'overallScore' | 'testCoverage'> | null,
  now: Date,
): HealthCheck | null {
  if (!latest && runs.length === 0) return null;
  const recent = runs.filter((run) => now.getTime() - run.startTime.getTime() <= HEALTH_WINDOW_MS);
  const smoke = recent.filter((run) => run.testType === 'SMOKE');
  const passedRuns = recent.filter((run) => run.status === 'PASSED').length;
  const overall = latest?.overallScore ?? 0;
  return {
    testCoverage: latest?.testCoverage ?? 0,
    availability: percent(smoke.filter((run) => run.status === 'PASSED').length, smoke.length),
    recentActivity: { totalRuns: recent.length, passedRuns, failedRuns: recent.length - passedRuns },
    standards: {
      nineSigma: meets(overall, 'NINE_SIGMA'),
      diamond: meets(overall, 'DIAMOND'),
      platinum: meets(overall, 'PLATINUM'),
    },
  };
}
