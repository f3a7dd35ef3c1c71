/** The workflow bundle with its inline source map holding the text of the project's own sources only. */
export function withoutLibrarySources(code: string): string;
