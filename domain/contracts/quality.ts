// Quality Testing answers (each wrapped in `data` by the route): a test suite, a run, a quality metric and the
// health check.
import { z } from 'zod';
import { TEST_TYPES } from '../quality-config';

export const testSuiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  testType: z.enum(TEST_TYPES),
  configuration: z.unknown(),
  isActive: z.boolean(),
  schedule: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
  hasPendingRun: z.boolean(),
});

export const testRunSchema = z.object({
  id: z.string(),
  suiteId: z.string().nullable(),
  suiteName: z.string().nullable(),
  testType: z.enum(TEST_TYPES).nullable(),
  status: z.enum(['QUEUED', 'RUNNING', 'PASSED', 'FAILED']),
  environment: z.string(),
  totalTests: z.number(),
  passedTests: z.number(),
  coverage: z.number().nullable(),
  duration: z.number().nullable(),
  triggeredBy: z.string(),
  startTime: z.date(),
  endTime: z.date().nullable(),
  progressDone: z.number(),
  progressTotal: z.number(),
  error: z.string().nullable(),
});

export const qualityMetricSchema = z.object({
  id: z.string(),
  qualityLevel: z.string(),
  overallScore: z.number(),
  reliabilityScore: z.number(),
  performanceScore: z.number(),
  securityScore: z.number(),
  testCoverage: z.number(),
  timestamp: z.date(),
  runId: z.string().nullable(),
});

export const healthCheckSchema = z.object({
  testCoverage: z.number(),
  availability: z.number(),
  recentActivity: z.object({ totalRuns: z.number(), passedRuns: z.number(), failedRuns: z.number() }),
  standards: z.object({ nineSigma: z.boolean(), diamond: z.boolean(), platinum: z.boolean() }),
});

/** GET /api/admin/quality/test-runs/:id: the run with what it recorded (domain/quality-results.ts). */
export const testRunDetailsSchema = testRunSchema.extend({ results: z.unknown() });

/** POST /api/admin/quality/schedule-check: the runs started, and the suites skipped as already running. */
export const qualityCheckStartedSchema = z.object({ runs: z.array(testRunSchema), skipped: z.number() });
