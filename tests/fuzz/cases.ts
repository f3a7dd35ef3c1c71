// Fuzz cases for one operation: a plausible request, then requests with one part broken (a path parameter, a
// query parameter, a list's filter/sort/range, one body field, or the whole body).
import {
  HOSTILE_JSON_VALUES,
  HOSTILE_RANGES,
  HOSTILE_SORTS,
  HOSTILE_URL_VALUES,
  hostileFilter,
  hostileRawBodies,
} from './hostile';
import { type Operation, plausibleValue } from './openapi';
import type { Random } from './random';

export interface FuzzCase {
  /** What was broken, for the failure report. */
  label: string;
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
  /** A Content-Length larger than the body: the body ends before the promised length (a cut-off upload). */
  cutShort?: boolean;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function urlOf(operation: Operation, pathValues: Record<string, string>, query: [string, string][]) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? 'fuzz');
  return query.length ? `${path}?${query.map(([name, value]) => `${name}=${value}`).join('&')}` : path;
}

/** Every [path, container] of the objects and arrays inside a value (depth-limited), for one-field mutations. */
function fieldPaths(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (depth > 4 || value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const here = [...path, Array.isArray(value) ? Number(key) : key];
    return [here, ...fieldPaths(item, here, depth + 1)];
  });
}

function withField(body: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1]] = replacement;
  return copy;
}

export function fuzzCases(operation: Operation, random: Random, ids: readonly string[], count: number): FuzzCase[] {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const listParams = queryParams.filter((p) => ['filter', 'sort', 'range'].includes(p.name));
  const plausiblePath = () =>
    Object.fromEntries(pathParams.map((p) => [p.name, ids.length && random.chance(0.7) ? random.pick(ids) : 'fuzz']));
  const body = operation.jsonBody ? plausibleValue(operation.jsonBody, ids) : undefined;
  const hasBody = BODY_METHODS.has(operation.method);
  const jsonCase = (label: string, url: string, value: unknown): FuzzCase => ({
    label,
    method: operation.method,
    url,
    contentType: 'application/json',
    payload: JSON.stringify(value),
  });
  const plain = (label: string, url: string): FuzzCase =>
    body !== undefined ? jsonCase(label, url, body) : { label, method: operation.method, url };

  const generators: (() => FuzzCase)[] = [];
  if (pathParams.length) {
    generators.push(() => {
      const param = random.pick(pathParams);
      const value = random.pick(HOSTILE_URL_VALUES);
      return plain(
        `path ${param.name}=${value.slice(0, 40)}`,
        urlOf(operation, { ...plausiblePath(), [param.name]: value }, []),
      );
    });
  }
  if (queryParams.length) {
    generators.push(() => {
      const param = random.pick(queryParams);
      const value = random.pick(HOSTILE_URL_VALUES);
      const repeated = random.chance(0.2);
      const query: [string, string][] = repeated
        ? [
            [param.name, value],
            [param.name, 'again'],
          ]
        : [[param.name, value]];
      return plain(
        `query ${param.name}=${value.slice(0, 40)}${repeated ? ' (repeated)' : ''}`,
        urlOf(operation, plausiblePath(), query),
      );
    });
  }
  if (listParams.length) {
    generators.push(() => {
      const param = random.pick(listParams);
      const raw =
        param.name === 'filter'
          ? hostileFilter(random.pick)
          : random.pick(param.name === 'sort' ? HOSTILE_SORTS : HOSTILE_RANGES);
      return plain(
        `${param.name}=${raw.slice(0, 60)}`,
        urlOf(operation, plausiblePath(), [[param.name, encodeURIComponent(raw)]]),
      );
    });
  }
  if (body !== undefined) {
    const paths = fieldPaths(body);
    generators.push(() => {
      const value = random.pick(HOSTILE_JSON_VALUES);
      const path = paths.length && random.chance(0.85) ? random.pick(paths) : null;
      const mutated = path ? withField(body, path, value) : value;
      const shown = JSON.stringify(value)?.slice(0, 40);
      return jsonCase(
        `body${path ? `.${path.join('.')}` : ''}=${shown}`,
        urlOf(operation, plausiblePath(), []),
        mutated,
      );
    });
  }
  if (hasBody) {
    generators.push(() => {
      const [contentType, payload] = random.pick(hostileRawBodies(body));
      const cutShort = random.chance(0.15);
      return {
        label: `raw body ${contentType ?? '(no content type)'}${cutShort ? ' cut short' : ''}: ${JSON.stringify(payload.slice(0, 40))}`,
        method: operation.method,
        url: urlOf(operation, plausiblePath(), []),
        contentType,
        payload,
        cutShort,
      };
    });
  }

  const cases = [plain('plausible request', urlOf(operation, plausiblePath(), []))];
  if (!generators.length) return cases;
  while (cases.length < count) cases.push(random.pick(generators)());
  return cases;
}
