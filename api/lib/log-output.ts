// Where every log line of the process goes: stdout, written by pino's SonicBoom, with lines gathered here and
// handed over in chunks of 64 KB. SonicBoom measures the byte length of its whole pending buffer on each write,
// so one write per line cost about 2 µs a line under load; one per chunk costs a fraction of that. With a write
// only every few hundred requests, writing synchronously costs less than the asynchronous thread-pool round trip:
// request logging cost about 8% of the catalog's throughput this way against about 14% (`npm run bench logging`).
// A quiet process still writes its lines within a second, and whatever is pending is written at exit.
import { pino } from 'pino';

/** Lines are handed to SonicBoom once this many characters are pending (about 250 request lines). */
export const CHUNK_CHARS = 65536;
const FLUSH_MS = 1000;

interface Destination {
  write(chunk: string): boolean;
  flush(cb?: (err?: Error | null) => void): void;
  flushSync(): void;
}

export class BatchedLogOutput {
  private parts: string[] = [];
  private chars = 0;
  private readonly sources: (() => void)[] = [];

  constructor(private readonly destination: Destination) {}

  write(line: string): boolean {
    this.parts.push(line);
    this.chars += line.length;
    if (this.chars >= CHUNK_CHARS) this.handOver();
    return true;
  }

  /** Something that gathers lines of its own (the request log): asked for them before every flush until removed. */
  addFlushSource(flush: () => void): () => void {
    this.sources.push(flush);
    return () => {
      const index = this.sources.indexOf(flush);
      if (index >= 0) this.sources.splice(index, 1);
    };
  }

  /** Hands the pending lines to the destination, which writes them asynchronously. */
  flush(): void {
    for (const source of this.sources) source();
    this.handOver();
    this.destination.flush();
  }

  /** Writes everything pending before returning (at exit). */
  flushSync(): void {
    for (const source of this.sources) source();
    this.handOver();
    this.destination.flushSync();
  }

  private handOver(): void {
    if (this.chars === 0) return;
    const chunk = this.parts.length === 1 ? this.parts[0] : this.parts.join('');
    this.parts = [];
    this.chars = 0;
    this.destination.write(chunk);
  }
}

let shared: BatchedLogOutput | null = null;

/** The process's one log output (all of its loggers share it). */
export function logOutput(): BatchedLogOutput {
  if (shared) return shared;
  const output = new BatchedLogOutput(pino.destination({ dest: 1, sync: true }));
  const timer = setInterval(() => {
    try {
      output.flush();
    } catch {
      clearInterval(timer); // stdout was closed
    }
  }, FLUSH_MS);
  timer.unref();
  process.once('exit', () => {
    try {
      output.flushSync();
    } catch {
      // stdout already closed: nothing more can be written.
    }
  });
  shared = output;
  return output;
}
