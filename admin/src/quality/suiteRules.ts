// The suite form's rules: its defaults, the configuration's JSON check, and the body sent (POST or PUT
// /api/admin/quality/test-suites). The server validates the configuration's fields per test type.
import type { SuiteInput, TestSuite } from './types';

const EXAMPLE_CONFIGURATION = JSON.stringify({ endpoint: '/api/health', method: 'GET', timeout: 5000 }, null, 2);

export const SUITE_DEFAULTS = { testType: 'UNIT', configuration: EXAMPLE_CONFIGURATION, isActive: true };

/** The form holds the configuration as the text typed, or the record's object until it is edited. */
type SuiteValues = Partial<Omit<TestSuite, 'configuration'>> & { configuration?: unknown };

export const configurationText = (value: unknown) =>
  typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value, null, 2);

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A react-admin validator: the configuration must be a JSON object. */
export function jsonObject(value: unknown) {
  if (typeof value !== 'string') return undefined;
  try {
    return isObject(JSON.parse(value)) ? undefined : 'app.quality.suite.configuration_object';
  } catch (err) {
    return { message: 'app.quality.suite.configuration_invalid', args: { error: (err as Error).message } };
  }
}

/** The fields the API takes, the configuration parsed (validated before this runs). */
export const toSuiteInput = ({
  name,
  description,
  testType,
  configuration,
  isActive,
  schedule,
}: SuiteValues): SuiteInput => ({
  name: (name ?? '').trim(),
  description: description?.trim() || undefined,
  testType: testType ?? 'UNIT',
  configuration: typeof configuration === 'string' ? JSON.parse(configuration) : configuration,
  isActive: isActive ?? true,
  schedule: schedule?.trim() || null,
});
