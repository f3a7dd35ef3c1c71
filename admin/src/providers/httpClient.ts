// Every back-office request: cookies sent, a CSRF token on state-changing methods, and a failure
// becomes an error whose message is "status: body text" (or the status text when the body is empty).
import { HttpError } from 'react-admin';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

export async function httpClient(url: string, options: RequestInit = {}): Promise<HttpResponse> {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (options.body && typeof options.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  if (UNSAFE_METHODS.has(method)) headers.set('x-csrf-token', await getCsrfToken());

  const response = await fetch(url, { ...options, method, headers, credentials: 'include' });
  const body = await response.text();
  if (!response.ok) {
    if (response.status === 403 && UNSAFE_METHODS.has(method)) resetCsrfToken();
    let json: unknown = body;
    try {
      json = JSON.parse(body);
    } catch {
      // a plain-text body stays as text
    }
    throw new HttpError(`${response.status}: ${body || response.statusText}`, response.status, json);
  }
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
