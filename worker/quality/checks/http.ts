// SMOKE / INTEGRATION / REGRESSION / UNIT suites: HTTP requests against the platform, each checked for its
// status, a JSON path or text, and latency.
import type { HttpCheck } from '../../../domain/quality-config';
import type { CheckResult } from '../../../domain/quality-results';
import { type Target, targetUrl } from './target';

/**
 * Reads `a.b.0.c` from a parsed JSON body; undefined when any step is missing.
 * @internal
 */
export function readJsonPath(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((current, key) => {
    if (current === null || typeof current !== 'object') return undefined;
    return (current as Record<string, unknown>)[key];
  }, value);
}

const checkName = (check: HttpCheck) => check.name ?? `${check.method} ${check.endpoint}`;

export async function runHttpCheck(target: Target, check: HttpCheck): Promise<CheckResult> {
  const name = checkName(check);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const fail = (message: string): CheckResult => ({ name, status: 'failed', message, durationMs: elapsed() });
  const url = targetUrl(target, check.endpoint);
  if (!url.ok) return fail(url.message);
  const hasBody = check.body !== undefined && check.method !== 'GET' && check.method !== 'HEAD';
  let response: Response;
  let text: string;
  try {
    response = await fetch(url.url, {
      method: check.method,
      headers: {
        accept: 'application/json, text/html',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...check.headers,
      },
      body: hasBody ? JSON.stringify(check.body) : undefined,
      signal: AbortSignal.timeout(check.timeout),
      redirect: 'manual',
    });
    text = await response.text();
  } catch (err) {
    const timedOut = (err as Error).name === 'TimeoutError';
    return fail(timedOut ? `no answer within ${check.timeout} ms` : `request failed: ${(err as Error).message}`);
  }
  const latency = elapsed();
  const measures = [{ name: 'latency ms', value: latency, threshold: check.maxLatencyMs ?? check.timeout }];
  const problems: string[] = [];
  if (response.status !== check.expectedStatus)
    problems.push(`status ${response.status}, expected ${check.expectedStatus}`);
  if (check.jsonPath) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (readJsonPath(body, check.jsonPath) === undefined) problems.push(`JSON path "${check.jsonPath}" missing`);
  }
  if (check.contains && !text.includes(check.contains)) problems.push(`body lacks "${check.contains}"`);
  return {
    name,
    status: problems.length ? 'failed' : 'passed',
    message: problems.length ? problems.join('; ') : `${response.status} in ${latency} ms`,
    durationMs: latency,
    measures,
  };
}
