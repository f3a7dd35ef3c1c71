// Data fetching as the spec describes: credentials on every request, JSON bodies, errors as
// "status: body text", no retries, no refetch on focus.
import type { QueryFunction } from '@tanstack/react-query';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, `${response.status}: ${text}`);
}

let csrfToken: Promise<string> | null = null;

/** CSRF token for state-changing requests; fetched once per page load (and again after a refusal). */
function getCsrfToken(): Promise<string> {
  csrfToken ??= fetch('/api/csrf', { credentials: 'include' })
    .then((r) => (r.ok ? r.json() : { csrfToken: '' }))
    .then((body: { csrfToken: string }) => body.csrfToken)
    .catch(() => '');
  return csrfToken;
}

export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (data !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = await getCsrfToken();
  const response = await fetch(url, {
    method,
    headers,
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  if (response.status === 403) csrfToken = null;
  await throwIfNotOk(response);
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}

/** GET the path made by joining the query key parts with '/'; optionally answer null on 401. */
export function getQueryFn<T>(options: { on401: 'returnNull' | 'throw' }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (options.on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

export const isUnauthorizedError = (error: unknown): boolean =>
  error instanceof Error && /^401: .*(Unauthorized|not authenticated)/i.test(error.message);
