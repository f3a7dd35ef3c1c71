// The Prometheus endpoint of one process: GET /metrics on a port of its own, bound to 127.0.0.1 unless
// METRICS_HOST says otherwise, so the figures never share the public port (nor its sessions and rate limits).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import type { Log } from '../infra/log';

export interface MetricsServer {
  /** The port it listens on (useful with port 0). */
  port: number;
  close(): Promise<void>;
}

export async function startMetricsServer(options: {
  registry: Registry;
  port: number;
  host: string;
  log: Log;
}): Promise<MetricsServer> {
  const { registry, log } = options;
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err: Error) => {
        log.error({ err: err.message }, 'metrics collection failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics collection failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  log.info({ host: options.host, port }, 'metrics endpoint listening (GET /metrics)');
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
