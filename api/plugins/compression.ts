// JSON and text answers above 1 KB go out compressed (brotli or gzip, as the client accepts). Bundle files
// come precompressed from the build (see api/plugins/bundles.ts); request bodies are never decompressed.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
});
