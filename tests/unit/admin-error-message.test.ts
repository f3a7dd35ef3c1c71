// The back-office's one HTTP client and error-message helper: a refused request throws an ApiError carrying the
// status and the server's message; toasts show that message only.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage, fieldErrorMessage, submissionErrors } from '../../admin/src/providers/errorMessage';
import { ApiError, httpClient } from '../../admin/src/providers/httpClient';

const answer = (status: number, body: string, statusText = '') => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body || null, { status, statusText })),
  );
};

afterEach(() => vi.unstubAllGlobals());

async function failure(): Promise<ApiError> {
  const error = await httpClient('/api/anything').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('errorMessage', () => {
  it('reads the { message } body of a failed request', async () => {
    answer(500, '{"message":"The assistant is unavailable"}');
    const error = await failure();
    expect(error.status).toBe(500);
    expect(error.body).toEqual({ message: 'The assistant is unavailable' });
    expect(errorMessage(error)).toBe('The assistant is unavailable');
    answer(429, '{"message":"Too many requests, \\u0000 retry later"}');
    expect(errorMessage(await failure())).toBe('Too many requests, \u0000 retry later');
  });

  it('keeps a plain-text body and drops the status code', async () => {
    answer(502, 'Bad Gateway');
    expect(errorMessage(await failure())).toBe('Bad Gateway');
    answer(503, '', 'Service Unavailable');
    expect(errorMessage(await failure())).toBe('Service Unavailable');
  });

  it('keeps a JSON body without a message as its text', async () => {
    answer(500, '{"detail":"x"}');
    expect(errorMessage(await failure())).toBe('{"detail":"x"}');
  });

  it('leaves other errors as they are', () => {
    expect(errorMessage(new Error('Network error'))).toBe('Network error');
    expect(errorMessage('offline')).toBe('offline');
    expect(errorMessage(null)).toBe('null');
  });

  it('shows a message about one field without its name', () => {
    expect(fieldErrorMessage(new ApiError(400, 'email: must be an address'), 'email')).toBe('Must be an address');
  });

  it("turns a refusal naming one of a form's fields into that field's error, else leaves it to the form", () => {
    const fields = ['name', 'configuration'];
    expect(submissionErrors(new ApiError(400, 'name: Name is required'), fields)).toEqual({ name: 'Name is required' });
    expect(submissionErrors(new ApiError(400, 'configuration.duration: must be at most 300'), fields)).toEqual({
      configuration: 'Duration: must be at most 300',
    });
    expect(submissionErrors(new ApiError(409, 'This suite already has a run in progress'), fields)).toBeUndefined();
    expect(submissionErrors(new ApiError(400, 'clientEmail: no client account'), fields)).toBeUndefined();
  });
});
