// Part of `npm run build`: precompresses the storefront and back-office bundles in dist/.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { precompress } from './precompress';

const DIST = path.resolve(import.meta.dirname, '..', '..', 'dist');
for (const bundle of ['storefront', 'admin']) {
  const dir = path.join(DIST, bundle);
  if (!existsSync(dir)) continue;
  const { count, raw, brotli } = precompress(dir);
  console.log(
    `dist/${bundle}: ${count} files precompressed (${(raw / 1024).toFixed(0)} KB raw, ${(brotli / 1024).toFixed(0)} KB brotli)`,
  );
}
