// The POST of one webhook attempt: to an address already checked (never resolved again), within a time limit,
// keeping the first bytes of the answer.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebhookTarget } from '../../platform/services/partners';

const ATTEMPT_TIMEOUT_MS = 10_000;
const KEPT_BYTES = 1024;

export interface PostResult {
  status: number | null;
  body: string;
  error: string | null;
}

export function postWebhook(
  target: WebhookTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs = ATTEMPT_TIMEOUT_MS,
): Promise<PostResult> {
  const pinned = target.addresses[0];
  // Connects to the checked address whatever the name resolves to now; TLS still checks the certificate's name.
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options?.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const send = target.url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = send(
      target.url,
      {
        method: 'POST',
        lookup,
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < KEPT_BYTES) {
            chunks.push(chunk);
            kept += chunk.length;
          }
        });
        const done = () =>
          finish({
            status: response.statusCode ?? null,
            body: Buffer.concat(chunks).subarray(0, KEPT_BYTES).toString('utf8'),
            error: null,
          });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ status: null, body: '', error: `no answer within ${timeoutMs / 1000} s` });
    }, timeoutMs);
    request.on('error', (err) => finish({ status: null, body: '', error: err.message }));
    request.end(body);
  });
}
