// The one way the back-office turns a failure into words for a toast or an inline error: the server's message only
// (httpClient's ApiError carries it), never the status code or the JSON around it.

/** The words shown for an error: an ApiError's server message, else the error's own message. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A server message about one field, shown beside that field: without the field's name in front, as a sentence. */
export function fieldErrorMessage(error: unknown, field: string): string {
  const message = errorMessage(error);
  const own = message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
  return own.charAt(0).toUpperCase() + own.slice(1);
}
