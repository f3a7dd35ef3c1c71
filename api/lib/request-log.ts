// One JSON line per answered request, exactly as pino writes it (level, time, pid, hostname, name, reqId, req,
// res, responseTime, msg), from known-safe fields only: method, URL without query string or secret tokens,
// status and time taken. A request only records those values; lines are formatted in batches of 64 (and at
// least once a second, and at exit). In a CPU profile under load, formatting a line between requests cost about
// three times what it costs in a tight loop, and the strings each request left behind added garbage collection.
import { hostname } from 'node:os';

export const REQUEST_LOG_BATCH = 64;

/** Secret tokens travel in some paths (invitations, calendar feeds); keep only the route shape. */
const SECRET_PATH = /^(\/api\/(?:invite|compliance\/calendar)\/)[^/?]+/;

export function safeUrl(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path.replace(SECRET_PATH, '$1[redacted]');
}

/**
 * Milliseconds to the microsecond (a JSON number with three decimals), made with integer arithmetic: writing the
 * double at full precision was the largest single cost of a line.
 */
export function formatMilliseconds(ms: number): string {
  const micros = Math.round(ms * 1000);
  const fraction = micros % 1000;
  const digits = fraction < 10 ? `00${fraction}` : fraction < 100 ? `0${fraction}` : String(fraction);
  return `${(micros - fraction) / 1000}.${digits}`;
}

export interface LineOutput {
  write(lines: string): unknown;
  /** Outputs that flush on a timer and at exit (api/lib/log-output.ts) ask the request log for its lines first. */
  addFlushSource?(flush: () => void): () => void;
}

export class RequestLog {
  private readonly times = new Float64Array(REQUEST_LOG_BATCH);
  private readonly durations = new Float64Array(REQUEST_LOG_BATCH);
  private readonly statuses = new Uint16Array(REQUEST_LOG_BATCH);
  private readonly ids = new Array<string>(REQUEST_LOG_BATCH);
  private readonly methods = new Array<string>(REQUEST_LOG_BATCH);
  private readonly urls = new Array<string>(REQUEST_LOG_BATCH);
  private count = 0;
  /** Everything between the time and the request id, the same on every line. */
  private readonly bindings: string;
  private readonly stopFlushing: () => void;

  constructor(
    private readonly output: LineOutput,
    name: string,
  ) {
    this.bindings = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"name":${JSON.stringify(name)},"reqId":`;
    this.stopFlushing = output.addFlushSource?.(() => this.flush()) ?? (() => {});
  }

  /** Writes what is left and leaves the output's flushes (the app closes). */
  close(): void {
    this.flush();
    this.stopFlushing();
  }

  record(id: string, method: string, url: string, statusCode: number, responseTimeMs: number): void {
    const i = this.count;
    this.times[i] = Date.now();
    this.ids[i] = id;
    this.methods[i] = method;
    this.urls[i] = url;
    this.statuses[i] = statusCode;
    this.durations[i] = responseTimeMs;
    if (++this.count === REQUEST_LOG_BATCH) this.flush();
  }

  /** Formats the recorded requests and hands their lines to the output. */
  flush(): void {
    if (this.count === 0) return;
    let lines = '';
    // Many requests of a batch end within the same millisecond: its text is made once.
    let time = -1;
    let timeText = '';
    for (let i = 0; i < this.count; i++) {
      if (this.times[i] !== time) {
        time = this.times[i];
        timeText = String(time);
      }
      lines += `{"level":30,"time":${timeText}${this.bindings}${JSON.stringify(this.ids[i])},"req":{"method":${JSON.stringify(this.methods[i])},"url":${JSON.stringify(safeUrl(this.urls[i]))}},"res":{"statusCode":${this.statuses[i]}},"responseTime":${formatMilliseconds(this.durations[i])},"msg":"request completed"}\n`;
    }
    this.count = 0;
    this.output.write(lines);
  }
}
