// A JSON answer that never changes while the process runs (e.g. the catalog): serialised, hashed and compressed
// once, then served with an ETag (304 on a match) and the client's preferred encoding.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { latestAnswers } from './latest-answers';

type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli, then gzip, unless the client refuses it with q=0. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** How many distinct Accept-Encoding values are remembered: browsers send a handful, each the same every time. */
const REMEMBERED_HEADERS = 64;

/**
 * preferredEncoding, remembered for the latest header values: parsing the header cost about as much as the rest
 * of the catalog's handler.
 */
export function encodingChooser(limit = REMEMBERED_HEADERS) {
  const choice = latestAnswers<Encoding | null>(limit);
  return (acceptEncoding: string | undefined): Encoding | null =>
    acceptEncoding ? choice(acceptEncoding, () => preferredEncoding(acceptEncoding)) : null;
}

export function encodedJson(value: unknown, cacheControl: string) {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const encoded: Record<Encoding, Buffer> = {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
  const choose = encodingChooser();
  return {
    etag,
    send(request: FastifyRequest, reply: FastifyReply) {
      // Names in lower case, as Fastify keeps them: no lower-casing per answer.
      reply.header('cache-control', cacheControl).header('etag', etag).header('vary', 'Accept-Encoding');
      if (request.headers['if-none-match']?.includes(etag)) return reply.status(304).send();
      reply.type('application/json; charset=utf-8');
      const encoding = body.length > 1024 ? choose(request.headers['accept-encoding']) : null;
      if (!encoding) return reply.send(body);
      return reply.header('content-encoding', encoding).send(encoded[encoding]);
    },
  };
}
