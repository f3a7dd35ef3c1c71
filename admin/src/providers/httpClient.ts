// Every back-office request: cookies sent, a CSRF token on state-changing methods, and a failure becomes an
// ApiError carrying the status, the server's message and the body (errorMessage.ts turns any error into words).
import { HttpError } from 'react-admin';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A refused or failed request: its status, the server's message (its `{ message }`, else its text) and its body. */
export class ApiError extends HttpError {
  constructor(status: number, message: string, body: unknown = undefined) {
    super(message, status, body);
    // react-admin's HttpError pins its own prototype; a subclass restores its own
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'ApiError';
  }
}

/** The ApiError for a response: the JSON body's `message`, else the body text, else the status text. */
export function apiErrorOf(status: number, text: string, statusText = ''): ApiError {
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a plain-text body is the message itself
  }
  const own = (body as { message?: unknown } | null)?.message;
  return new ApiError(status, typeof own === 'string' && own ? own : text || statusText || `HTTP ${status}`, body);
}

let csrfToken: Promise<string> | null = null;

/** CSRF token for state-changing requests; fetched once per page load, and again after a refusal. */
export function getCsrfToken(): Promise<string> {
  csrfToken ??= fetch('/api/csrf', { credentials: 'include' })
    .then((response) => (response.ok ? response.json() : { csrfToken: '' }))
    .then((body: { csrfToken?: string }) => body.csrfToken ?? '')
    .catch(() => '');
  return csrfToken;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: the shape ra-data-simple-rest reads
  json: any;
}

/** Forgets the token after a refusal, so the next request fetches a new one. */
export function resetCsrfToken() {
  csrfToken = null;
}

/** The response of a request that succeeded, its body unread (streams, files); anything else throws an ApiError. */
export async function httpFetch(url: string, options: RequestInit = {}): Promise<Response> {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (options.body && typeof options.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  if (UNSAFE_METHODS.has(method)) headers.set('x-csrf-token', await getCsrfToken());

  const response = await fetch(url, { ...options, method, headers, credentials: 'include' });
  if (!response.ok) {
    if (response.status === 403 && UNSAFE_METHODS.has(method)) resetCsrfToken();
    throw apiErrorOf(response.status, await response.text().catch(() => ''), response.statusText);
  }
  return response;
}

export async function httpClient(url: string, options: RequestInit = {}): Promise<HttpResponse> {
  const response = await httpFetch(url, options);
  const body = await response.text();
  let json: unknown;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, body, json };
}

/** GET a JSON resource outside the list conventions (e.g. dashboard figures). */
export async function getJson<T>(url: string): Promise<T> {
  const { json } = await httpClient(url);
  return json as T;
}

/** POST (or PUT) a JSON body and answer the JSON response. */
export async function postJson<T>(url: string, body: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const { json } = await httpClient(url, { method, body: JSON.stringify(body) });
  return json as T;
}

export const API_URL = '/api';
