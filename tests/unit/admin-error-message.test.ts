// The back-office's one error-message helper: toasts show the server's message only.
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../admin/src/providers/errorMessage';

describe('errorMessage', () => {
  it('reads the { message } body of a failed request', () => {
    const error = new HttpError('500: {"message":"The assistant is unavailable"}', 500, {
      message: 'The assistant is unavailable',
    });
    expect(errorMessage(error)).toBe('The assistant is unavailable');
  });

  it('takes the message out of a "status: JSON" text', () => {
    expect(errorMessage(new Error('500: {"message":"Query failed upstream"}'))).toBe('Query failed upstream');
    expect(errorMessage(new Error('429: {"message":"Too many requests, \\u0000 retry later"}'))).toBe(
      'Too many requests, \u0000 retry later',
    );
  });

  it('keeps a plain-text body and drops the status code', () => {
    expect(errorMessage(new Error('502: Bad Gateway'))).toBe('Bad Gateway');
  });

  it('leaves other errors as they are', () => {
    expect(errorMessage(new Error('Network error'))).toBe('Network error');
    expect(errorMessage('offline')).toBe('offline');
    expect(errorMessage(null)).toBe('null');
    expect(errorMessage(new Error('500: {"detail":"x"}'))).toBe('{"detail":"x"}');
  });
});
