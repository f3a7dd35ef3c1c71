import { describe, expect, it } from 'vitest';
import { loggerOptions, safeUrl } from '../../api/lib/logger';
import { loadConfig } from '../../api/config';

describe('request logging', () => {
  it('keeps one-time tokens and query strings out of logged URLs', () => {
    expect(safeUrl('/api/invite/abc123secret')).toBe('/api/invite/[redacted]');
    expect(safeUrl('/api/compliance/calendar/feedsecret.ics')).toBe('/api/compliance/calendar/[redacted]');
    expect(safeUrl('/confirmation?payment_intent_client_secret=pi_1_secret_x')).toBe('/confirmation');
    expect(safeUrl('/api/orders/42')).toBe('/api/orders/42');
  });

  it('logs requests as method and safe URL only (no headers, cookies or addresses)', () => {
    const options = loggerOptions(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })) as {
      serializers: { req: (r: unknown) => unknown };
    };
    const logged = options.serializers.req({
      method: 'GET',
      url: '/api/invite/tok?x=1',
      headers: { cookie: 'sid=1' },
      ip: '1.2.3.4',
    });
    expect(logged).toEqual({ method: 'GET', url: '/api/invite/[redacted]' });
  });
});
