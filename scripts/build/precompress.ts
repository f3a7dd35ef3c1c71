// Writes brotli (.br) and gzip (.gz) copies next to every text file of a built bundle, at maximum compression
// (done once at build time), so the API serves them without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Compresses every text file under dir; answers how many files and their raw and brotli sizes. */
export function precompress(dir: string) {
  let count = 0;
  let raw = 0;
  let brotli = 0;
  for (const file of files(dir)) {
    const content = readFileSync(file);
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
    raw += statSync(file).size;
    brotli += br.length;
  }
  return { count, raw, brotli };
}
