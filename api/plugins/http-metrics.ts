// HTTP figures for Prometheus: requests and their durations by method, route and status. The route label is the
// route's template (`/api/orders/:id`), never the raw URL, so ids and query strings cannot grow the series;
// requests no route matched (404s, bundle fallbacks) share the label `(unmatched)`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram, type Registry } from 'prom-client';

const UNMATCHED_ROUTE = '(unmatched)';
/** The built front ends' GET catch-all (api/plugins/bundles.ts): what it answers matched no route of its own. */
const CATCH_ALL_ROUTE = '/*';
const LABELS = ['method', 'route', 'status_code'] as const;

export const httpMetricsPlugin = fp(async (app: FastifyInstance, options: { registry: Registry }) => {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code.',
    labelNames: LABELS,
    registers: [options.registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status code.',
    labelNames: LABELS,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [options.registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    const labels = {
      method: request.method,
      route: route && route !== CATCH_ALL_ROUTE ? route : UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });
});
