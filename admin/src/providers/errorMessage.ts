// The one way the back-office turns a failure into words for a toast or an inline error: the server's message only,
// never the status code or the JSON around it.

/**
 * An HttpError's `{ message }` body, else the message out of a "status: body" text (body JSON or plain),
 * else the error's own message.
 */
export function errorMessage(error: unknown): string {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  if (body && typeof body === 'object' && typeof body.message === 'string' && body.message) return body.message;
  const text = error instanceof Error ? error.message : String(error);
  const match = /^\d{3}: (.*)$/s.exec(text);
  if (!match) return text;
  try {
    const parsed = JSON.parse(match[1]) as { message?: unknown };
    if (typeof parsed?.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // a plain-text body is the message itself
  }
  return match[1] || text;
}

/** A server message about one field, shown beside that field: without the field's name in front, as a sentence. */
export function fieldErrorMessage(error: unknown, field: string): string {
  const message = errorMessage(error);
  const own = message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
  return own.charAt(0).toUpperCase() + own.slice(1);
}
