// The test suite form's rules (admin/src/quality/suiteRules.ts): the configuration's JSON check gives the spec's
// messages, and the body sent holds only the API's fields, the configuration parsed.
import { describe, expect, it } from 'vitest';
import { configurationText, jsonObject, toSuiteInput } from '../../admin/src/quality/suiteRules';

describe('suite form', () => {
  it('accepts a JSON object, or the record’s own object before it is edited', () => {
    expect(jsonObject('{"endpoint": "/api/health"}')).toBeUndefined();
    expect(jsonObject({ endpoint: '/api/health' })).toBeUndefined();
  });

  it('refuses JSON that is not an object, and text that is not JSON, with a readable message', () => {
    expect(jsonObject('[1]')).toBe('app.quality.suite.configuration_object');
    expect(jsonObject('null')).toBe('app.quality.suite.configuration_object');
    const invalid = jsonObject('{"endpoint": "/api/catalog",');
    expect(invalid).toMatchObject({ message: 'app.quality.suite.configuration_invalid' });
    expect((invalid as { args: { error: string } }).args.error).not.toBe('');
  });

  it('shows an object as indented JSON and keeps typed text as it is', () => {
    expect(configurationText({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(configurationText('{"a":')).toBe('{"a":');
    expect(configurationText(null)).toBe('');
  });

  it('sends the API’s fields only: trimmed, the configuration parsed, an empty schedule as null', () => {
    expect(
      toSuiteInput({
        id: 's1',
        name: '  Smoke  ',
        description: '',
        testType: 'SMOKE',
        configuration: '{"endpoint": "/api/health"}',
        isActive: false,
        schedule: ' ',
        hasPendingRun: true,
      }),
    ).toEqual({
      name: 'Smoke',
      description: undefined,
      testType: 'SMOKE',
      configuration: { endpoint: '/api/health' },
      isActive: false,
      schedule: null,
    });
    expect(toSuiteInput({ name: 'Kept', configuration: { timeout: 5000 }, schedule: null })).toMatchObject({
      configuration: { timeout: 5000 },
      testType: 'UNIT',
      isActive: true,
      schedule: null,
    });
  });
});
