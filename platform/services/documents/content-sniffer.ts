// Reads the start of a staged file to decide what it really is (magic bytes with file-type, or plain text).
// file-type is loaded with the first upload: a process that takes none keeps its memory.
import { open } from 'node:fs/promises';
import { type ContentVerdict, classifyContent } from '../../../domain/asset-files';

const SAMPLE_BYTES = 64 * 1024;

function looksLikeText(sample: Buffer): boolean {
  if (sample.length === 0 || sample.includes(0)) return false;
  try {
    // stream: true tolerates a multi-byte character cut at the end of the sample
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}

export async function sniffContent(filePath: string, fileName: string): Promise<ContentVerdict> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SAMPLE_BYTES, 0);
    const sample = buffer.subarray(0, bytesRead);
    const { fileTypeFromFile } = await import('file-type');
    const detected = await fileTypeFromFile(filePath);
    return classifyContent(detected?.mime, looksLikeText(sample), fileName);
  } finally {
    await handle.close();
  }
}
