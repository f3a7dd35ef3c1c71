// An HTTP client for the soak's customers and staff: keeps cookies like a browser (sessions live in PostgreSQL,
// so one sign-in works on both APIs), sends the CSRF token, spreads requests over the APIs and, when an API gives
// no answer (killed), tries the other one. Every answer is recorded.
import { leakOf, type Recorder, routeOf } from './recorder';

export interface Reply {
  status: number;
  body: Buffer;
  headers: Headers;
  text(): string;
  json<T = Record<string, unknown>>(): T;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  csrf?: boolean;
  /** Which API to try first (else the next in turn). */
  api?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** How long a request keeps trying the APIs while none answers (a restart takes a few seconds). */
const NO_ANSWER_LIMIT_MS = 120_000;

export class Agent {
  private readonly cookies = new Map<string, string>();
  private csrfToken: string | undefined;
  private turn = Math.floor(Math.random() * 8);

  constructor(
    private readonly apis: string[],
    private readonly recorder: Recorder,
  ) {}

  async request(url: string, options: RequestOptions = {}): Promise<Reply> {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const payload =
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body);
    const until = Date.now() + NO_ANSWER_LIMIT_MS;
    let api = options.api ?? this.turn++ % this.apis.length;
    for (;;) {
      if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      if (options.csrf && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
      const started = Date.now();
      try {
        const response = await fetch(`${this.apis[api]}${url}`, {
          method,
          headers,
          body: payload,
          redirect: 'manual',
          signal: AbortSignal.timeout(60_000),
        });
        const body = Buffer.from(await response.arrayBuffer());
        this.keepCookies(response.headers.getSetCookie());
        const text = () => body.toString('utf8');
        this.recorder.add({
          at: started,
          api,
          method,
          route: routeOf(url),
          status: response.status,
          ms: Date.now() - started,
          leak: leakOf(response.status, response.status >= 400 ? text() : ''),
          detail: response.status >= 500 ? text().slice(0, 160) : undefined,
        });
        return { status: response.status, body, headers: response.headers, text, json: () => JSON.parse(text()) };
      } catch (err) {
        // No answer (the process was killed or is starting): the other API, after a pause.
        this.recorder.unanswered++;
        if (Date.now() > until)
          throw new Error(
            `${method} ${url}: no API answered for ${NO_ANSWER_LIMIT_MS / 1000} s (${(err as Error).message})`,
          );
        api = (api + 1) % this.apis.length;
        await sleep(250);
      }
    }
  }

  private keepCookies(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired =
        value === '' ||
        attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) ||
        attributes.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now());
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The Cookie header this agent sends (e.g. to open a signed-in page in a browser). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async fetchCsrf(): Promise<void> {
    const reply = await this.request('/api/csrf');
    if (reply.status !== 200) throw new Error(`GET /api/csrf: ${reply.status} ${reply.text()}`);
    this.csrfToken = reply.json<{ csrfToken: string }>().csrfToken;
  }

  async login(email: string, password: string): Promise<void> {
    const reply = await this.request('/api/login', { method: 'POST', body: { email, password } });
    if (reply.status !== 200) throw new Error(`login of ${email}: ${reply.status} ${reply.text()}`);
    await this.fetchCsrf();
  }

  /** Sets the password through the invitation link (as the new client does) and keeps the session it opens. */
  async acceptInvitation(token: string, password: string): Promise<Reply> {
    await this.fetchCsrf();
    const reply = await this.request(`/api/invite/${encodeURIComponent(token)}`, {
      method: 'POST',
      body: { password, confirmPassword: password },
      headers: { accept: 'application/json' },
      csrf: true,
    });
    if (reply.status === 200) await this.fetchCsrf();
    return reply;
  }
}
