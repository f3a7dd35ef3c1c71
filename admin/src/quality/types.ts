// The quality records: suites (the quality resource), runs and metrics, typed from the routes'
// schemas (domain/contracts/quality.ts).
import type { qualityMetricSchema, testRunSchema, testSuiteSchema } from '../../../domain/contracts/quality';
import type { Wire } from '../../../domain/contracts/wire';
import type { TestType } from '../../../domain/quality-config';

export type { CheckResult } from '../../../domain/quality-results';
export type { TestType };

export type TestSuite = Wire<typeof testSuiteSchema>;
export type TestRun = Wire<typeof testRunSchema>;
export type QualityMetric = Wire<typeof qualityMetricSchema>;

export interface SuiteInput {
  name: string;
  description?: string;
  testType: TestType;
  configuration: Record<string, unknown>;
  isActive: boolean;
  schedule: string | null;
}
