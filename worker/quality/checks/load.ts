// LOAD / PERFORMANCE suites: a bounded autocannon run against one endpoint, passed against the suite's thresholds.
import type autocannon from 'autocannon';
import type { LoadSuite } from '../../../domain/quality-config';
import type { CheckResult } from '../../../domain/quality-results';
import type { Measure } from '../../../domain/quality-scores';
import { type Target, targetUrl } from './target';

interface LoadFigures {
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Completed requests per second. */
  throughput: number;
  /** Share of requests that errored, timed out or answered outside 2xx (0..1). */
  errorRate: number;
  requests: number;
}

/**
 * Nearest-rank percentile of sorted values.
 * @internal
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/**
 * Compares the figures with the thresholds: the measures scored as performance and the limits broken.
 * @internal
 */
export function judgeLoad(figures: LoadFigures, thresholds: LoadSuite['thresholds']) {
  const measures: Measure[] = [];
  const broken: string[] = [];
  const limit = (name: string, value: number, max: number | undefined) => {
    if (max === undefined) return;
    measures.push({ name, value, threshold: max });
    if (value > max) broken.push(`${name} ${round(value)} above ${max}`);
  };
  limit('p50 ms', figures.p50Ms, thresholds.p50Ms);
  limit('p95 ms', figures.p95Ms, thresholds.p95Ms);
  limit('p99 ms', figures.p99Ms, thresholds.p99Ms);
  limit('error rate', figures.errorRate, thresholds.maxErrorRate);
  if (thresholds.minThroughput !== undefined && figures.throughput < thresholds.minThroughput)
    broken.push(`throughput ${round(figures.throughput)}/s below ${thresholds.minThroughput}/s`);
  return { measures, broken };
}

const round = (value: number) => Math.round(value * 100) / 100;

export async function runLoadCheck(target: Target, load: LoadSuite): Promise<CheckResult> {
  const name = `${load.method} ${load.endpoint} × ${load.connections} connections, ${load.duration}s`;
  const url = targetUrl(target, load.endpoint);
  if (!url.ok) return { name, status: 'failed', message: url.message, durationMs: 0 };
  // Loaded on first use, like the browser: most processes never run a load suite.
  const { default: runAutocannon } = await import('autocannon');
  const latencies: number[] = [];
  const started = performance.now();
  let instance!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = runAutocannon(
      {
        url: url.url,
        method: load.method,
        body: load.body === undefined ? undefined : JSON.stringify(load.body),
        headers: load.body === undefined ? undefined : { 'content-type': 'application/json' },
        connections: load.connections,
        duration: load.duration,
        overallRate: load.maxRequestsPerSecond,
        timeout: Math.ceil(load.timeout / 1000),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await finished;
  const elapsedS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const failures = result.errors + result.non2xx;
  const requests = latencies.length + result.errors;
  const figures: LoadFigures = {
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    throughput: round(latencies.length / Math.max(elapsedS, 0.001)),
    errorRate: requests === 0 ? 1 : round(failures / requests),
    requests,
  };
  const { measures, broken } = judgeLoad(figures, load.thresholds);
  if (requests === 0) broken.push('no request completed');
  return {
    name,
    status: broken.length ? 'failed' : 'passed',
    message: broken.length
      ? broken.join('; ')
      : `${requests} requests, p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, p99 ${figures.p99Ms} ms, ${figures.throughput}/s`,
    durationMs: Math.round(elapsedS * 1000),
    measures,
    figures: { ...figures },
  };
}
