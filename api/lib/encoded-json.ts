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

/** Answers up to this size go out as they are: compressing them would save little. */
export const COMPRESS_ABOVE_BYTES = 1024;

/** JSON text, with its brotli and gzip forms when it is large enough to be worth compressing. */
export interface EncodedBody {
  body: string;
  encoded: Record<Encoding, Buffer> | null;
}

export function encodeBody(text: string, brotliQuality: number): EncodedBody {
  const bytes = Buffer.from(text);
  if (bytes.length <= COMPRESS_ABOVE_BYTES) return { body: text, encoded: null };
  return {
    body: text,
    encoded: {
      br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
      gzip: gzipSync(bytes, { level: 9 }),
    },
  };
}

/**
 * Sends an encoded JSON body in the encoding `choose` (an encodingChooser) picks for the client. The caller says
 * `Vary: Accept-Encoding` when the body has encodings.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, encoded }: EncodedBody,
  choose: (acceptEncoding: string | undefined) => Encoding | null,
) {
  reply.type('application/json; charset=utf-8');
  const encoding = encoded ? choose(request.headers['accept-encoding']) : null;
  if (!encoding || !encoded) return reply.send(body);
  return reply.header('content-encoding', encoding).send(encoded[encoding]);
}

export function encodedJson(value: unknown, cacheControl: string) {
  const answer = encodeBody(JSON.stringify(value), 11);
  const etag = `"${createHash('sha256').update(answer.body).digest('base64url').slice(0, 27)}"`;
  const choose = encodingChooser();
  return {
    etag,
    send(request: FastifyRequest, reply: FastifyReply) {
      // Names in lower case, as Fastify keeps them: no lower-casing per answer.
      reply.header('cache-control', cacheControl).header('etag', etag).header('vary', 'Accept-Encoding');
      if (request.headers['if-none-match']?.includes(etag)) return reply.status(304).send();
      return sendEncoded(request, reply, answer, choose);
    },
  };
}
