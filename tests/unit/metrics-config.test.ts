// The metrics endpoints' settings: off unless a port is set, on the loopback interface unless METRICS_HOST says
// otherwise, and a port that is not one refused at start with the variable's name.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { temporalMetricsAddress } from '../../worker/temporal-worker';

describe('metrics settings', () => {
  it('are off by default and bound to 127.0.0.1', () => {
    expect(loadConfig({}).metrics).toEqual({
      host: '127.0.0.1',
      apiPort: undefined,
      workerPort: undefined,
      temporalPort: undefined,
    });
  });

  it('take one port per process and a host', () => {
    const config = loadConfig({
      METRICS_PORT: '9464',
      WORKER_METRICS_PORT: '9465',
      TEMPORAL_METRICS_PORT: '9466',
      METRICS_HOST: '10.0.0.5',
    });
    expect(config.metrics).toEqual({ host: '10.0.0.5', apiPort: 9464, workerPort: 9465, temporalPort: 9466 });
  });

  it.each(['0', '65536', 'abc', '94.5'])('refuse %j as a port, naming the variable', (port) => {
    expect(() => loadConfig({ WORKER_METRICS_PORT: port })).toThrow('WORKER_METRICS_PORT must be a port number');
  });

  it('give the Temporal SDK host:port, an IPv6 host in brackets', () => {
    expect(temporalMetricsAddress('127.0.0.1', 9466)).toBe('127.0.0.1:9466');
    expect(temporalMetricsAddress('::1', 9466)).toBe('[::1]:9466');
  });
});
