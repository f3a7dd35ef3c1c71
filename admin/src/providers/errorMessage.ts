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

/**
 * A server refusal about one of a form's fields ('name: Name is required', 'configuration.duration: …') as
 * react-admin's submission errors, so it shows under that field and clears when the field is changed; undefined when
 * the message names none of them (the form shows it as a whole).
 */
export function submissionErrors(error: unknown, fields: readonly string[]): Record<string, string> | undefined {
  const message = errorMessage(error);
  const match = /^([A-Za-z_$][\w$]*)((?:\.[\w$]+)*): ([\s\S]+)$/.exec(message);
  if (!match || !fields.includes(match[1])) return undefined;
  const [, field, path, text] = match;
  const own = path ? `${path.slice(1)}: ${text}` : text;
  return { [field]: own.charAt(0).toUpperCase() + own.slice(1) };
}
