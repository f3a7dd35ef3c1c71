import { describe, expect, it } from 'vitest';
import { checkCount, configuredUrls, parseSuiteConfig } from '../../domain/quality-config';
import { isPrivateOrLinkLocal, refusedTarget } from '../../domain/quality-targets';
import { readJsonPath } from '../../worker/quality/checks/http';
import { judgeLoad, percentile } from '../../worker/quality/checks/load';

describe('parseSuiteConfig', () => {
  it('accepts the dialog example for HTTP types and fills the defaults', () => {
    const parsed = parseSuiteConfig('UNIT', { endpoint: '/api/health', method: 'GET', timeout: 5000 });
    expect(parsed).toEqual({
      ok: true,
      config: {
        kind: 'http',
        checks: [{ endpoint: '/api/health', method: 'GET', timeout: 5000, expectedStatus: 200 }],
      },
    });
    const listed = parseSuiteConfig('SMOKE', { checks: [{ endpoint: '/a' }, { endpoint: '/b', method: 'POST' }] });
    expect(listed.ok && checkCount(listed.config)).toBe(2);
    expect(listed.ok && listed.config.kind === 'http' && listed.config.checks[0].timeout).toBe(5000);
  });

  it('names the field that is wrong', () => {
    expect(parseSuiteConfig('SMOKE', { endpoint: 'api/health' })).toEqual({
      ok: false,
      message: 'configuration.endpoint: must be a path starting with / or an http(s) URL',
    });
    const bad = parseSuiteConfig('INTEGRATION', { checks: [{ endpoint: '/a' }, { endpoint: '/b', timeout: -1 }] });
    expect(bad.ok || bad.message).toMatch(/^configuration\.checks\.1\.timeout: /);
    const unknown = parseSuiteConfig('SMOKE', { endpoint: '/a', colour: 'red' });
    expect(unknown.ok || unknown.message).toMatch(/^configuration: .*colour/);
    expect(parseSuiteConfig('LOAD', [])).toEqual({ ok: false, message: 'configuration: must be a JSON object' });
  });

  it('bounds load runs to 60 seconds and validates thresholds', () => {
    const long = parseSuiteConfig('LOAD', { endpoint: '/api/catalog', duration: 61 });
    expect(long.ok || long.message).toMatch(/^configuration\.duration: /);
    const rate = parseSuiteConfig('PERFORMANCE', { endpoint: '/x', thresholds: { maxErrorRate: 2 } });
    expect(rate.ok || rate.message).toMatch(/^configuration\.thresholds\.maxErrorRate: /);
    const fine = parseSuiteConfig('LOAD', { endpoint: '/api/catalog', duration: 3 });
    expect(fine.ok && fine.config.kind === 'load' && fine.config.load.thresholds.maxErrorRate).toBe(0.01);
  });

  it('security suites run every check by default and only on admin paths', () => {
    const parsed = parseSuiteConfig('SECURITY', {});
    expect(parsed.ok && checkCount(parsed.config)).toBe(7);
    const bad = parseSuiteConfig('SECURITY', { adminEndpoints: ['/api/catalog'] });
    expect(bad.ok || bad.message).toBe('configuration.adminEndpoints.0: must be a path under /api/admin/');
    expect(parseSuiteConfig('SECURITY', { checks: ['nope'] }).ok).toBe(false);
  });

  it('lists absolute targets only', () => {
    const parsed = parseSuiteConfig('SMOKE', { checks: [{ endpoint: '/a' }, { endpoint: 'https://x.test/b' }] });
    expect(parsed.ok && configuredUrls(parsed.config)).toEqual(['https://x.test/b']);
  });
});

describe('targets', () => {
  it('recognises private and link-local addresses', () => {
    for (const host of [
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '[fe80::1]',
      'fd00::1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateOrLinkLocal(host), host).toBe(true);
    for (const host of ['127.0.0.1', '172.32.0.1', '8.8.8.8', 'example.com', '::1'])
      expect(isPrivateOrLinkLocal(host), host).toBe(false);
  });

  it('allows only the platform origins', () => {
    const own = ['http://localhost:3000', 'http://127.0.0.1:4000'];
    expect(refusedTarget('http://localhost:3000/api/health', own)).toBeNull();
    expect(refusedTarget('http://127.0.0.1:4000/x', own)).toBeNull();
    expect(refusedTarget('http://127.0.0.1:4001/x', own)).toMatch(/not the platform's own address/);
    expect(refusedTarget('http://192.168.0.4:3000/', own)).toMatch(/private or link-local/);
    expect(refusedTarget('file:///etc/passwd', own)).toMatch(/not an http\(s\) URL/);
  });
});

describe('check helpers', () => {
  it('reads dotted JSON paths', () => {
    expect(readJsonPath({ a: { b: [{ c: 0 }] } }, 'a.b.0.c')).toBe(0);
    expect(readJsonPath({ a: null }, 'a.b')).toBeUndefined();
  });

  it('takes nearest-rank percentiles and judges load figures against thresholds', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(values, 50), percentile(values, 95), percentile(values, 99)]).toEqual([50, 95, 99]);
    expect(percentile([], 95)).toBe(0);
    const figures = { p50Ms: 10, p95Ms: 300, p99Ms: 500, throughput: 40, errorRate: 0.02, requests: 80 };
    const { broken, measures } = judgeLoad(figures, { p95Ms: 200, maxErrorRate: 0.01, minThroughput: 50 });
    expect(broken).toEqual(['p95 ms 300 above 200', 'error rate 0.02 above 0.01', 'throughput 40/s below 50/s']);
    expect(measures.map((measure) => measure.name)).toEqual(['p95 ms', 'error rate']);
  });
});
