// The API's Prometheus endpoint: requests counted by method, route template and status (never the raw URL),
// with durations, served on a port of its own bound to 127.0.0.1.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetricsRegistry } from '../../platform/metrics/registry';
import { type MetricsServer, startMetricsServer } from '../../platform/metrics/server';
import { createTestApp, TestAgent, type TestContext } from '../helpers/api';
import { seriesValue } from '../helpers/prometheus';
import { silentLog } from '../helpers/silent-log';

let ctx: TestContext;
let server: MetricsServer;
const registry = createMetricsRegistry('api');

beforeAll(async () => {
  ctx = await createTestApp({}, undefined, { metrics: registry });
  server = await startMetricsServer({ registry, port: 0, host: '127.0.0.1', log: silentLog });
});
afterAll(async () => {
  await server?.close();
  await ctx?.close();
});

const scrape = async () => {
  const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
};

describe('API metrics', () => {
  it('counts requests by route template and status, with durations, and no raw URLs', async () => {
    const agent = new TestAgent(ctx.app);
    const id = randomUUID();
    for (let i = 0; i < 3; i++)
      expect((await agent.request({ method: 'GET', url: '/api/catalog' })).statusCode).toBe(200);
    expect((await agent.request({ method: 'GET', url: `/api/orders/${id}?x=1` })).statusCode).toBe(401);
    expect((await agent.request({ method: 'GET', url: `/api/no-such-route/${id}` })).statusCode).toBe(404);

    const text = await scrape();
    const base = { process_role: 'api' };
    expect(
      seriesValue(text, 'http_requests_total', { ...base, method: 'GET', route: '/api/catalog', status_code: '200' }),
    ).toBe(3);
    expect(
      seriesValue(text, 'http_requests_total', {
        ...base,
        method: 'GET',
        route: '/api/orders/:id',
        status_code: '401',
      }),
    ).toBe(1);
    expect(
      seriesValue(text, 'http_requests_total', { ...base, method: 'GET', route: '(unmatched)', status_code: '404' }),
    ).toBe(1);
    expect(
      seriesValue(text, 'http_request_duration_seconds_count', {
        ...base,
        method: 'GET',
        route: '/api/catalog',
        status_code: '200',
      }),
    ).toBe(3);
    expect(
      seriesValue(text, 'http_request_duration_seconds_bucket', {
        ...base,
        method: 'GET',
        route: '/api/catalog',
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(3);
    expect(text).not.toContain(id);
    expect(text).toMatch(/^process_cpu_user_seconds_total\{process_role="api"\} /m);
  });

  it('answers only GET /metrics', async () => {
    const other = await fetch(`http://127.0.0.1:${server.port}/`);
    expect(other.status).toBe(404);
  });

  it('is not served on the public API port', async () => {
    const response = await new TestAgent(ctx.app).request({ method: 'GET', url: '/metrics' });
    expect(response.body).not.toContain('http_requests_total');
  });
});
