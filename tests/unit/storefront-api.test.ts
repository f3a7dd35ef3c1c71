// The storefront's one HTTP client: a refused request throws an ApiError with the status and the server's message,
// and errorMessage shows that message only.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, getWithTotal, isUnauthorizedError } from '../../storefront/src/lib/api';

const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body || null, { status, headers })),
  );

afterEach(() => vi.unstubAllGlobals());

describe('storefront apiRequest', () => {
  it('throws the server message of a refusal with its status', async () => {
    answer(409, '{"message":"That name is taken"}', { 'content-type': 'application/json' });
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(errorMessage(error)).toBe('That name is taken');
    expect(isUnauthorizedError(error)).toBe(false);
  });

  it('keeps a plain-text refusal as the message and knows a lost session', async () => {
    answer(401, 'Unauthorized');
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Unauthorized');
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it('reads a page and its X-Total-Count', async () => {
    answer(200, '[{"id":"a"}]', { 'content-type': 'application/json', 'X-Total-Count': '7' });
    expect(await getWithTotal('/api/orders')).toEqual({ items: [{ id: 'a' }], total: 7 });
  });
});
