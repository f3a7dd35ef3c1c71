// Every answer the soak receives: when, from which API, how long it took, and whether an error answer looks
// like an internal leak (a stack trace or source path instead of a readable {message}).
export interface Answer {
  at: number;
  api: number;
  method: string;
  route: string;
  status: number;
  ms: number;
  /** Set for error answers whose body is not a readable {message} or shows internals. */
  leak?: string;
  /** The start of a 5xx answer's body, to tell in the verdict what failed. */
  detail?: string;
}

const INTERNALS = /\n\s+at |node_modules|\.tsx?:\d+|\.m?js:\d+|PrismaClient/;

export function leakOf(status: number, body: string): string | undefined {
  if (status < 400) return undefined;
  if (INTERNALS.test(body)) return body.slice(0, 300);
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message !== 'string' || !parsed.message) return `no {message}: ${body.slice(0, 200)}`;
  } catch {
    return `not JSON: ${body.slice(0, 200)}`;
  }
  return undefined;
}

/** The route pattern of a URL (ids replaced), so figures group by route. */
export const routeOf = (url: string) =>
  url
    .replace(/\?.*$/, '')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id')
    .replace(/\/invite\/[^/]+/, '/invite/:token');

export class Recorder {
  readonly answers: Answer[] = [];
  /** Requests that got no answer at all (a process down): counted, retried elsewhere. */
  unanswered = 0;

  add(answer: Answer) {
    this.answers.push(answer);
  }
}
