// What every answer must respect, whatever was sent: no 5xx, errors as JSON { message }, no internal detail.
import type { LightMyRequestResponse } from 'fastify';

const INTERNAL_DETAIL: readonly [RegExp, string][] = [
  [/\n\s+at .+[:(]/, 'a stack trace'],
  [/FST_[A-Z_]+/, 'a Fastify error code'],
  [/prisma|Invalid `|PrismaClient/i, 'Prisma error text'],
  [
    /invalid byte sequence|SQLSTATE|syntax error at|violates .+ constraint|out of range for type|relation "/i,
    'PostgreSQL error text',
  ],
  [/\/work\/|node_modules|file:\/\/|\.ts:\d+/, 'a file path'],
  [/ECONNREFUSED|ETIMEDOUT|EADDR/, 'a network error code'],
];

/** Where an error answer's message is: `{message}`, or the partner API's `{error: {type, code, message, param}}`. */
const messageOf: Record<'platform' | 'partner', (body: unknown) => unknown> = {
  platform: (body) => (body as { message?: unknown }).message,
  partner: (body) => {
    const error = (body as { error?: Record<string, unknown> }).error;
    const complete = error && typeof error.type === 'string' && typeof error.code === 'string' && 'param' in error;
    return complete ? error.message : undefined;
  },
};

/** The problems of an answer (empty when it is fine). With `htmlAllowed` (a page), errors may be HTML pages. */
export function answerProblems(
  response: LightMyRequestResponse,
  htmlAllowed: boolean,
  shape: 'platform' | 'partner' = 'platform',
): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`answered ${response.statusCode}`);
  if (response.statusCode < 400) return problems;
  const contentType = String(response.headers['content-type'] ?? '');
  if (htmlAllowed && contentType.startsWith('text/html')) {
    if (!response.body.startsWith('<!doctype html>')) problems.push('error page that is not an HTML document');
    return [...problems, ...internalDetails(response.body)];
  }
  if (!contentType.startsWith('application/json')) problems.push(`error answer of type '${contentType}'`);
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    problems.push('error answer that is not JSON');
  }
  if (body !== undefined && (typeof body !== 'object' || body === null || typeof messageOf[shape](body) !== 'string')) {
    problems.push(`error answer without a string message in the ${shape} shape`);
  }
  return [...problems, ...internalDetails(response.body)];
}

const internalDetails = (body: string) =>
  INTERNAL_DETAIL.filter(([pattern]) => pattern.test(body)).map(([, what]) => `error answer showing ${what}`);
