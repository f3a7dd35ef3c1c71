// A partner's webhook receiver for live tests: keeps every request (event id, raw body, signature header, the status
// it answered) and answers 503 to the first `failures` requests of each event, then 200.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  eventId: string;
  body: string;
  signature: string;
  status: number;
}

export async function startWebhookReceiver(failures = 0) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const eventId = (JSON.parse(body) as { id: string }).id;
      const status = received.filter((r) => r.eventId === eventId).length < failures ? 503 : 200;
      received.push({ eventId, body, signature: String(request.headers['formation-signature'] ?? ''), status });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'try again later');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, received, close: () => new Promise((r) => server.close(r)) };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
