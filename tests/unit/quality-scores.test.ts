import { describe, expect, it } from 'vitest';
import {
  BELOW_TIERS,
  computeHealthCheck,
  computeQualityScores,
  measureScore,
  QUALITY_TIERS,
  qualityLevelFor,
  RECENT_RUN_WINDOW,
  SCORE_WEIGHTS,
  type ScoredCheck,
  type ScoredRun,
} from '../../domain/quality-scores';

const now = new Date('2026-11-22T12:00:00Z');
const run = (checks: ScoredCheck[], overrides: Partial<ScoredRun> = {}): ScoredRun => ({
  testType: 'SMOKE',
  status: checks.every((check) => check.status !== 'failed') ? 'PASSED' : 'FAILED',
  startTime: now,
  checks,
  ...overrides,
});
const ok = (extra: Partial<ScoredCheck> = {}): ScoredCheck => ({ status: 'passed', ...extra });
const ko = (extra: Partial<ScoredCheck> = {}): ScoredCheck => ({ status: 'failed', ...extra });
const skip: ScoredCheck = { status: 'skipped' };

describe('tiers', () => {
  it('maps each threshold to its tier, inclusive, and anything lower to the level below SILVER', () => {
    for (const tier of QUALITY_TIERS) {
      expect(qualityLevelFor(tier.minOverall)).toBe(tier.level);
    }
    expect(qualityLevelFor(99.99)).toBe('DIAMOND');
    expect(qualityLevelFor(99.8999)).toBe('PLATINUM');
    expect(qualityLevelFor(94.9)).toBe('SILVER');
    expect(qualityLevelFor(89.9999)).toBe(BELOW_TIERS);
    expect(qualityLevelFor(0)).toBe(BELOW_TIERS);
  });

  it('orders thresholds from the highest tier down', () => {
    const thresholds = QUALITY_TIERS.map((tier) => tier.minOverall);
    expect([...thresholds].sort((a, b) => b - a)).toEqual(thresholds);
  });
});

describe('computeQualityScores', () => {
  it('scores nothing as zero in every dimension', () => {
    expect(computeQualityScores([])).toEqual({
      reliabilityScore: 0,
      performanceScore: 0,
      securityScore: 0,
      testCoverage: 0,
      overallScore: 0,
      qualityLevel: BELOW_TIERS,
    });
  });

  it('reliability is the passed share of executed checks; skipped checks lower coverage only', () => {
    const scores = computeQualityScores([run([ok(), ok(), ko(), skip])]);
    expect(scores.reliabilityScore).toBeCloseTo((2 / 3) * 100, 10);
    expect(scores.testCoverage).toBe(75);
  });

  it('performance scores each figure within its threshold as full and above it as threshold / value', () => {
    expect(measureScore({ name: 'p95', value: 80, threshold: 100 })).toBe(1);
    expect(measureScore({ name: 'p95', value: 200, threshold: 100 })).toBe(0.5);
    expect(measureScore({ name: 'errors', value: 0.1, threshold: 0 })).toBe(0);
    const scores = computeQualityScores([
      run([
        ok({ measures: [{ name: 'latency', value: 50, threshold: 100 }] }),
        ko({ measures: [{ name: 'latency', value: 400, threshold: 100 }] }),
      ]),
    ]);
    expect(scores.performanceScore).toBeCloseTo(((1 + 0.25) / 2) * 100, 10);
  });

  it('security counts only security checks', () => {
    const scores = computeQualityScores([run([ok({ security: true }), ko({ security: true }), ko()])]);
    expect(scores.securityScore).toBe(50);
  });

  it('overall weighs the four dimensions as documented and only the newest window counts', () => {
    const perfect = run([ok({ security: true, measures: [{ name: 'latency', value: 1, threshold: 10 }] })]);
    const old = run([ko(), ko(), ko()]);
    const runs = [...Array.from({ length: RECENT_RUN_WINDOW }, () => perfect), old];
    const scores = computeQualityScores(runs);
    expect(scores.overallScore).toBe(100);
    expect(scores.qualityLevel).toBe('NINE_SIGMA');

    const mixed = computeQualityScores([run([ok(), ko({ security: true }), skip, skip])]);
    const expected =
      mixed.reliabilityScore * SCORE_WEIGHTS.reliability +
      mixed.performanceScore * SCORE_WEIGHTS.performance +
      mixed.securityScore * SCORE_WEIGHTS.security +
      mixed.testCoverage * SCORE_WEIGHTS.coverage;
    expect(mixed.overallScore).toBeCloseTo(expected, 10);
    expect(Object.values(SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('a platform that never ran its security suite cannot reach the top tiers', () => {
    const scores = computeQualityScores([run([ok({ measures: [{ name: 'latency', value: 1, threshold: 10 }] })])]);
    expect(scores.securityScore).toBe(0);
    expect(scores.overallScore).toBe(80);
    expect(scores.qualityLevel).toBe(BELOW_TIERS);
  });
});

describe('computeHealthCheck', () => {
  it('is null before anything ran', () => {
    expect(computeHealthCheck([], null, now)).toBeNull();
  });

  it('availability is the passed share of recent smoke runs; activity and standards from the same data', () => {
    const dayAgo = new Date(now.getTime() - 25 * 60 * 60 * 1000);
    const runs = [
      run([ok()]),
      run([ko()]),
      run([ok()], { testType: 'LOAD' }),
      run([ok()], { startTime: dayAgo }),
      run([ok()], { startTime: dayAgo }),
    ];
    const health = computeHealthCheck(runs, { overallScore: 99.5, testCoverage: 88 }, now);
    expect(health).toEqual({
      testCoverage: 88,
      availability: 50,
      recentActivity: { totalRuns: 3, passedRuns: 2, failedRuns: 1 },
      standards: { nineSigma: false, diamond: false, platinum: true },
    });
  });
});
