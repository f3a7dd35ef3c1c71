// Data fetching as the spec describes: credentials on every request, JSON bodies, no retries, no refetch on focus.
// Every request goes through apiFetch; a failure is an ApiError carrying the server's message, and errorMessage is
// the one way a screen turns an error into words.
import type { QueryFunction } from '@tanstack/react-query';

/** A refused or failed request: its status, the server's message (its `{ message }`, else its text) and its body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a plain-text body is the message itself
  }
  const own = (body as { message?: unknown } | null)?.message;
  const message = typeof own === 'string' && own ? own : text || response.statusText || `HTTP ${response.status}`;
  return new ApiError(response.status, message, body);
}

/** The words shown for an error: the server's message for a refused request, else the error's own message. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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

/** The response of a request that succeeded; anything else throws an ApiError. A FormData body goes as multipart. */
async function apiFetch(method: string, url: string, data?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  const form = data instanceof FormData;
  if (data !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = await getCsrfToken();
  const response = await fetch(url, {
    method,
    headers,
    body: data === undefined ? undefined : form ? data : JSON.stringify(data),
    credentials: 'include',
  });
  if (response.status === 403) csrfToken = null;
  if (!response.ok) throw await errorOf(response);
  return response;
}

export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await apiFetch(method, url, data);
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}

/** GET a list and the total its X-Total-Count header gives (null without one). */
export async function getWithTotal<T>(url: string): Promise<{ items: T[]; total: number | null }> {
  const response = await apiFetch('GET', url);
  const header = response.headers.get('X-Total-Count');
  return { items: (await response.json()) as T[], total: header === null ? null : Number(header) };
}

/** GET the path made by joining the query key parts with '/'; optionally answer null on 401. */
export function getQueryFn<T>(options: { on401: 'returnNull' | 'throw' }): QueryFunction<T> {
  return async ({ queryKey }) => {
    try {
      return (await (await apiFetch('GET', queryKey.join('/'))).json()) as T;
    } catch (error) {
      if (options.on401 === 'returnNull' && isUnauthorizedError(error)) return null as T;
      throw error;
    }
  };
}

export const isUnauthorizedError = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
