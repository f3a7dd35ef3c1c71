import type { FastifyServerOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, safeUrl } from '../../api/lib/logger';
import { loadConfig } from '../../platform/config';

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

/** A Fastify app with the production logger options (Fastify's own request lines off), writing to `lines`. */
async function appLoggingToLines(extra: Partial<FastifyServerOptions> = {}) {
  const { default: Fastify, LogController } = await import('fastify');
  const lines: string[] = [];
  const options = loggerOptions(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })) as object;
  const app = Fastify({
    logger: { ...options, stream: { write: (line: string) => lines.push(line) } },
    logController: new LogController({ disableRequestLogging: true }),
    ...extra,
  });
  return { app, lines };
}

describe('request log lines', () => {
  it('writes one JSON line per request with the method, safe URL, status and time, and nothing else', async () => {
    const { requestLogPlugin } = await import('../../api/lib/logger');
    const { app, lines } = await appLoggingToLines();
    await app.register(requestLogPlugin);
    app.get('/api/invite/:token', async () => ({ ok: true }));
    await app.inject({
      method: 'GET',
      url: '/api/invite/secret-token?email=a@b.example',
      headers: { cookie: 'sid=abc', authorization: 'Bearer x' },
    });
    await app.close();
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: expect.any(String),
      name: 'api',
      reqId: 'req-1',
      msg: 'request completed',
      req: { method: 'GET', url: '/api/invite/[redacted]' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(lines[0]).not.toMatch(/secret-token|sid=abc|Bearer|a@b\.example/);
  });
});

describe('request loggers', () => {
  it('binds the request id to what a route logs, with passwords redacted', async () => {
    const { app, lines } = await appLoggingToLines();
    app.get('/quiet', async () => ({ ok: true }));
    app.get('/chatty', async (request) => {
      request.log.warn({ password: 'hunter2', orderId: 7 }, 'something to note');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/quiet' });
    await app.inject({ method: 'GET', url: '/chatty' });
    await app.close();
    const logged = lines.map((line) => JSON.parse(line));
    expect(logged).toEqual([
      expect.objectContaining({
        level: 40,
        reqId: 'req-2',
        orderId: 7,
        password: '[Redacted]',
        msg: 'something to note',
      }),
    ]);
  });
});
