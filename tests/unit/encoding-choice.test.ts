import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESS_ABOVE_BYTES, encodeBody, encodingChooser, preferredEncoding } from '../../api/lib/encoded-json';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 refusals', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('BR;q=0.5')).toBe('br');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('encodingChooser', () => {
  const headers = ['gzip, deflate, br, zstd', 'gzip, br;q=0', 'identity', '*', 'br;q=0, gzip;q=0', 'deflate'];

  it('answers as preferredEncoding, the first time and when the value comes again', () => {
    const choose = encodingChooser();
    for (let round = 0; round < 3; round++)
      for (const header of headers) expect(choose(header)).toBe(preferredEncoding(header));
    expect(choose(undefined)).toBeNull();
    expect(choose('')).toBeNull();
  });

  it('still answers right for values beyond the ones it remembers', () => {
    const choose = encodingChooser(2);
    for (let round = 0; round < 2; round++)
      for (const header of headers) expect(choose(header)).toBe(preferredEncoding(header));
  });
});

describe('encodeBody', () => {
  it('keeps answers up to 1 KB as they are, and gives larger ones brotli and gzip forms of the same text', () => {
    const small = JSON.stringify({ items: 'x'.repeat(COMPRESS_ABOVE_BYTES - 12) });
    expect(Buffer.byteLength(small)).toBe(COMPRESS_ABOVE_BYTES);
    expect(encodeBody(small, 5)).toEqual({ body: small, encoded: null });

    const large = JSON.stringify({ items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Item ${i}` })) });
    const encoded = encodeBody(large, 5);
    expect(encoded.body).toBe(large);
    expect(brotliDecompressSync(encoded.encoded!.br).toString()).toBe(large);
    expect(gunzipSync(encoded.encoded!.gzip).toString()).toBe(large);
  });
});
