// Answers a download with a stored file once its audit entry is written: a download that cannot be recorded is not
// served, and the opened file is let go so that an unread S3 body does not hold its connection.
import type { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';

export interface StoredFileHead {
  /** The name the browser saves it under. */
  name: string;
  mimeType: string | null;
  /** Shown in the browser rather than saved. */
  inline?: boolean;
  sizeBytes?: number;
  checksum?: string;
}

export async function sendStoredFile(
  reply: FastifyReply,
  stored: Readable,
  file: StoredFileHead,
  recordDownload: () => Promise<unknown>,
) {
  try {
    await recordDownload();
  } catch (err) {
    stored.destroy();
    throw err;
  }
  reply
    .header('Content-Type', file.mimeType || 'application/octet-stream')
    .header('Content-Disposition', contentDisposition(file.name, { type: file.inline ? 'inline' : 'attachment' }))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff');
  if (file.sizeBytes !== undefined) reply.header('Content-Length', String(file.sizeBytes));
  if (file.checksum) reply.header('ETag', `"${file.checksum}"`);
  return reply.send(stored);
}
