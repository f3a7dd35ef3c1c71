// What a test suite's `configuration` may hold, per test type. The API validates it on save (400 naming the
// field) and the worker parses it again before running, so a suite never runs on a shape it does not understand.
import { z } from 'zod';

export const TEST_TYPES = [
  'UNIT',
  'INTEGRATION',
  'LOAD',
  'PERFORMANCE',
  'SECURITY',
  'SMOKE',
  'REGRESSION',
  'E2E',
] as const;
export type TestType = (typeof TEST_TYPES)[number];

const HTTP_TEST_TYPES: readonly TestType[] = ['UNIT', 'INTEGRATION', 'SMOKE', 'REGRESSION'];
const LOAD_TEST_TYPES: readonly TestType[] = ['LOAD', 'PERFORMANCE'];

const DEFAULT_TIMEOUT_MS = 5000;
const MAX_LOAD_DURATION_S = 60;
/** Home page, package builder, pricing. */
const E2E_STEP_COUNT = 3;

/** A path on the platform (/api/health) or an absolute URL (checked against the platform's own address on save). */
const endpoint = z
  .string({ error: 'endpoint is required' })
  .trim()
  .min(1, 'endpoint is required')
  .max(2000)
  .refine(
    (value) => value.startsWith('/') || /^https?:\/\//i.test(value),
    'must be a path starting with / or an http(s) URL',
  );

const method = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']).default('GET');
const timeout = z.number().int().min(100).max(60_000).default(DEFAULT_TIMEOUT_MS);

const httpCheckSchema = z.strictObject({
  name: z.string().trim().min(1).max(200).optional(),
  endpoint,
  method,
  body: z.unknown().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  expectedStatus: z.number().int().min(100).max(599).default(200),
  /** A dotted path (e.g. `status` or `breakdown.0.id`) that must be present in the JSON body. */
  jsonPath: z.string().trim().min(1).max(200).optional(),
  /** Text the response body must contain. */
  contains: z.string().min(1).max(1000).optional(),
  /** Latency the check should stay under (scored as performance); the timeout when not given. */
  maxLatencyMs: z.number().int().min(1).max(60_000).optional(),
  timeout,
});
export type HttpCheck = z.infer<typeof httpCheckSchema>;

/** A list of checks under `checks`; a configuration without `checks` is one check written inline. */
const httpSuiteSchema = z.strictObject({
  checks: z.array(httpCheckSchema).min(1, 'at least one check').max(50),
});

const loadSuiteSchema = z.strictObject({
  endpoint,
  method,
  body: z.unknown().optional(),
  timeout,
  connections: z.number().int().min(1).max(50).default(5),
  /** Seconds, bounded so a run never hogs the platform. */
  duration: z.number().min(1).max(MAX_LOAD_DURATION_S).default(5),
  /** Requests per second cap across all connections. */
  maxRequestsPerSecond: z.number().int().min(1).max(5000).optional(),
  thresholds: z
    .strictObject({
      p50Ms: z.number().positive().optional(),
      p95Ms: z.number().positive().optional(),
      p99Ms: z.number().positive().optional(),
      /** Fraction of requests allowed to fail (0..1). */
      maxErrorRate: z.number().min(0).max(1).default(0.01),
      minThroughput: z.number().min(0).optional(),
    })
    .default({ maxErrorRate: 0.01 }),
});
export type LoadSuite = z.infer<typeof loadSuiteSchema>;

const SECURITY_CHECKS = [
  'admin-refuses-signed-out',
  'admin-refuses-client',
  'csrf-required',
  'security-headers',
  'cookie-flags',
  'login-rate-limit',
  'no-stack-traces',
] as const;
export type SecurityCheckName = (typeof SECURITY_CHECKS)[number];

export const MAX_LOGIN_BURST = 100;

const securitySuiteSchema = z.strictObject({
  checks: z
    .array(z.enum(SECURITY_CHECKS))
    .min(1)
    .default([...SECURITY_CHECKS]),
  /** Admin routes that must refuse signed-out and client sessions. */
  adminEndpoints: z
    .array(z.string().regex(/^\/api\/admin\//, 'must be a path under /api/admin/'))
    .min(1)
    .max(20)
    .default(['/api/admin/quality/test-suites', '/api/admin/stats']),
  timeout,
});
export type SecuritySuite = z.infer<typeof securitySuiteSchema>;

const e2eSuiteSchema = z.strictObject({
  /** Per step (page load or expected text). */
  timeout: z.number().int().min(1000).max(60_000).default(15_000),
  endpoint: z.string().optional(),
  method: z.string().optional(),
});

export type SuiteConfig =
  | { kind: 'http'; checks: HttpCheck[] }
  | { kind: 'load'; load: LoadSuite }
  | { kind: 'security'; security: SecuritySuite }
  | { kind: 'e2e'; timeout: number };

export type ParsedConfig = { ok: true; config: SuiteConfig } | { ok: false; message: string };

/** `configuration.checks.0.endpoint: must be ...` — the field in the caller's terms. */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = ['configuration', ...issue.path.map(String)].join('.');
  return `${field}: ${issue.message}`;
}

export function parseSuiteConfig(testType: TestType, configuration: unknown): ParsedConfig {
  if (typeof configuration !== 'object' || configuration === null || Array.isArray(configuration))
    return { ok: false, message: 'configuration: must be a JSON object' };
  if (HTTP_TEST_TYPES.includes(testType)) {
    // Picked by shape rather than a union, so the message names the field that is wrong.
    if ('checks' in configuration) {
      const parsed = httpSuiteSchema.safeParse(configuration);
      if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
      return { ok: true, config: { kind: 'http', checks: parsed.data.checks } };
    }
    const parsed = httpCheckSchema.safeParse(configuration);
    if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
    return { ok: true, config: { kind: 'http', checks: [parsed.data] } };
  }
  if (LOAD_TEST_TYPES.includes(testType)) {
    const parsed = loadSuiteSchema.safeParse(configuration);
    return parsed.success
      ? { ok: true, config: { kind: 'load', load: parsed.data } }
      : { ok: false, message: firstIssue(parsed.error) };
  }
  if (testType === 'SECURITY') {
    const parsed = securitySuiteSchema.safeParse(configuration);
    return parsed.success
      ? { ok: true, config: { kind: 'security', security: parsed.data } }
      : { ok: false, message: firstIssue(parsed.error) };
  }
  const parsed = e2eSuiteSchema.safeParse(configuration);
  return parsed.success
    ? { ok: true, config: { kind: 'e2e', timeout: parsed.data.timeout } }
    : { ok: false, message: firstIssue(parsed.error) };
}

/** Every absolute URL a configuration targets (checked against the platform's own address). */
export function configuredUrls(config: SuiteConfig): string[] {
  const endpoints =
    config.kind === 'http'
      ? config.checks.map((check) => check.endpoint)
      : config.kind === 'load'
        ? [config.load.endpoint]
        : [];
  return endpoints.filter((value) => !value.startsWith('/'));
}

/** How many checks a suite runs (the denominator of coverage and progress). */
export function checkCount(config: SuiteConfig): number {
  if (config.kind === 'http') return config.checks.length;
  if (config.kind === 'security') return config.security.checks.length;
  if (config.kind === 'e2e') return E2E_STEP_COUNT;
  return 1;
}
