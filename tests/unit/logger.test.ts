import type { FastifyServerOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { BatchedLogOutput, CHUNK_CHARS } from '../../api/lib/log-output';
import { loggerOptions } from '../../api/lib/logger';
import { formatMilliseconds, safeUrl } from '../../api/lib/request-log';
import { loadConfig } from '../../api/config';

describe('request logging', () => {
  it('keeps one-time tokens and query strings out of logged URLs', () => {
    expect(safeUrl('/api/invite/abc123secret')).toBe('/api/invite/[redacted]');
    expect(safeUrl('/api/compliance/calendar/feedsecret.ics')).toBe('/api/compliance/calendar/[redacted]');
    expect(safeUrl('/confirmation?payment_intent_client_secret=pi_1_secret_x')).toBe('/confirmation');
    expect(safeUrl('/api/orders/42')).toBe('/api/orders/42');
  });

  it('writes response times as JSON numbers to the microsecond', () => {
    expect(formatMilliseconds(0.4567)).toBe('0.457');
    expect(formatMilliseconds(12)).toBe('12.000');
    expect(formatMilliseconds(3.0401)).toBe('3.040');
    expect(formatMilliseconds(1234.0049)).toBe('1234.005');
    for (let i = 0; i < 1000; i++) {
      const ms = Math.random() * 10 ** (i % 5);
      expect(Math.abs(JSON.parse(formatMilliseconds(ms)) - ms)).toBeLessThanOrEqual(0.0005 + 1e-9);
    }
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
  it('binds the request id to what a route logs, and makes no child logger for a request that logs nothing', async () => {
    const { lazyChildLogger } = await import('../../api/lib/logger');
    const { app, lines } = await appLoggingToLines({ childLoggerFactory: lazyChildLogger });
    const child = vi.spyOn(app.log, 'child');
    app.get('/quiet', async () => ({ ok: true }));
    app.get('/chatty', async (request) => {
      request.log.warn({ password: 'hunter2', orderId: 7 }, 'something to note');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(child).not.toHaveBeenCalled();
    await app.inject({ method: 'GET', url: '/chatty' });
    expect(child).toHaveBeenCalledTimes(1);
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

describe('log output', () => {
  function recordingDestination() {
    const writes: string[] = [];
    let synced = 0;
    return {
      writes,
      synced: () => synced,
      destination: {
        write: (chunk: string) => writes.push(chunk) > 0,
        flush: () => {},
        flushSync: () => {
          synced++;
        },
      },
    };
  }

  it('hands lines over in chunks, in order, once enough are pending', () => {
    const recorded = recordingDestination();
    const output = new BatchedLogOutput(recorded.destination);
    const line = `${JSON.stringify({ msg: 'x'.repeat(90) })}\n`;
    const perChunk = Math.ceil(CHUNK_CHARS / line.length);
    for (let i = 0; i < perChunk - 1; i++) output.write(line);
    expect(recorded.writes).toEqual([]);
    output.write(line);
    expect(recorded.writes).toEqual([line.repeat(perChunk)]);
    output.write('last\n');
    expect(recorded.writes).toHaveLength(1);
  });

  it('writes what is pending on flush, and synchronously at exit', () => {
    const recorded = recordingDestination();
    const output = new BatchedLogOutput(recorded.destination);
    output.write('a\n');
    output.flush();
    expect(recorded.writes).toEqual(['a\n']);
    output.write('b\n');
    output.write('c\n');
    output.flushSync();
    expect(recorded.writes).toEqual(['a\n', 'b\nc\n']);
    expect(recorded.synced()).toBe(1);
    output.flush();
    expect(recorded.writes).toHaveLength(2);
  });

  it('asks its flush sources for their lines first, until they leave', () => {
    const recorded = recordingDestination();
    const output = new BatchedLogOutput(recorded.destination);
    let pending = 'from a source\n';
    const leave = output.addFlushSource(() => {
      output.write(pending);
      pending = '';
    });
    output.write('direct\n');
    output.flush();
    expect(recorded.writes).toEqual(['direct\nfrom a source\n']);
    leave();
    pending = 'never asked\n';
    output.flush();
    expect(recorded.writes).toHaveLength(1);
  });
});
