// A DAM upload: the multipart stream goes straight to a staging file (hashed and counted on the way, never held
// in memory), then is checked (size, browser checksum, real content type) and only then stored and recorded.
import { randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  decideKind,
  displayFileName,
  MAX_UPLOAD_BYTES,
  parseTags,
  UPLOAD_TOO_LARGE_MESSAGE,
  uploadKey,
} from '../../../domain/asset-files';
import { ASSET_KINDS } from '../../../domain/asset-kinds';
import { findUnsafeText, unsafeTextMessage } from '../../../domain/safe-text';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../errors';
import type { FileStore, StagedFile } from '../../infra/files';
import type { Db } from '../../infra/prisma';
import { recordAssetVersion } from './asset-versions';
import { sniffContent } from './content-sniffer';

const uploadFields = z.object({
  checksum: z
    .string({ error: 'checksum: required (the SHA-256 of the file, computed before sending)' })
    .regex(/^[a-fA-F0-9]{64}$/, 'checksum: must be the SHA-256 of the file as 64 hex characters'),
  tags: z.string().max(2000).optional(),
  kind: z.enum(ASSET_KINDS, { error: `kind: must be one of ${ASSET_KINDS.join(', ')}` }).optional(),
});

export interface ReceivedUpload {
  staged: StagedFile;
  fileName: string;
  fields: Record<string, string>;
}

/** The multipart parser's own errors (no boundary, a body cut short) carry no status: the client's fault. */
const isMalformedMultipart = (err: unknown) =>
  !(err as { statusCode?: number }).statusCode && /multipart|boundary/i.test((err as Error)?.message ?? '');

/** What one multipart form may hold: the file's size limit (413 past it) and the fields it carries, as named in refusals. */
export interface UploadForm {
  maxBytes: number;
  tooLargeMessage: string;
  fieldNames: string;
}

const DAM_FORM: UploadForm = {
  maxBytes: MAX_UPLOAD_BYTES,
  tooLargeMessage: UPLOAD_TOO_LARGE_MESSAGE,
  fieldNames: 'checksum, tags, kind',
};

/** Reads the multipart body: its text fields and exactly one file, staged on disk, never held in memory. */
export async function receiveUpload(
  request: FastifyRequest,
  files: FileStore,
  form: UploadForm = DAM_FORM,
): Promise<ReceivedUpload> {
  const tooLarge = () => payloadTooLarge(form.tooLargeMessage);
  if (!request.isMultipart())
    throw badRequest(`body: send multipart/form-data with the fields ${form.fieldNames} and a file`);
  const fields: Record<string, string> = {};
  let staged: StagedFile | undefined;
  let fileName = '';
  let truncated = false;
  try {
    const parts = request.parts({ limits: { fileSize: form.maxBytes, files: 1, fields: 10, fieldSize: 10_000 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const file = part as MultipartFile;
      fileName = file.filename;
      staged = await files.stage(file.file);
      // Keep reading to the end so the browser receives the 413 instead of a reset connection.
      truncated ||= file.file.truncated;
    }
  } catch (err) {
    await staged?.discard();
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw badRequest('file: send one file per upload');
    if (isMalformedMultipart(err)) throw badRequest('body: the multipart form is malformed or cut short');
    throw err;
  }
  if (truncated) {
    await staged?.discard();
    throw tooLarge();
  }
  if (!staged) throw badRequest('file: required');
  // The fields reach the database: the same text rule as every other input (domain/safe-text.ts). The file
  // name needs none: displayFileName drops control characters and the content sniffer checks the bytes.
  const unsafe = findUnsafeText(fields);
  if (unsafe) {
    await staged.discard();
    throw badRequest(unsafeTextMessage('body', unsafe));
  }
  return { staged, fileName, fields };
}

/** Where an upload belongs, decided from its other form fields (e.g. the mail room files a scan for a client). */
export interface UploadPlacement<T> {
  ownerId?: string | null;
  tags?: string[];
  /** The DAM fields (checksum, tags, kind) when the form's own fields mean something else. */
  assetFields?: Record<string, string>;
  /** Put before the file's name, as people see it. */
  namePrefix?: string;
  /** The file is an object of its own, whatever its name (asset-versions.ts). */
  standalone?: boolean;
  /** The order the file belongs to, and its identity among the order's documents (asset-versions.ts). */
  orderId?: string;
  documentKey?: string;
  /** The name people see, whatever the uploaded file was called. */
  name?: string;
  /** The only content types taken, and the 415 message for any other. */
  accept?: { mimeTypes: string[]; message: string };
  /** What the caller worked out from the fields, handed back with the stored asset. */
  context: T;
}

/** Receives, checks and stores one upload; any refusal leaves nothing in storage or in the database. */
export async function storeUpload(deps: { db: Db; files: FileStore }, request: FastifyRequest, userId: string) {
  const { asset } = await storePlacedUpload(deps, request, userId, async () => ({ context: null }));
  return asset;
}

/**
 * storeUpload for a file that belongs somewhere: `place` reads the form's other fields (and may refuse them with
 * an HttpError) before anything is stored.
 */
export async function storePlacedUpload<T>(
  deps: { db: Db; files: FileStore },
  request: FastifyRequest,
  userId: string,
  place: (fields: Record<string, string>) => Promise<UploadPlacement<T>>,
) {
  const { db, files } = deps;
  const { staged, fileName, fields } = await receiveUpload(request, files);
  let key: string | undefined;
  try {
    const placement = await place(fields);
    const parsed = uploadFields.safeParse(placement.assetFields ?? fields);
    if (!parsed.success) throw badRequest(parsed.error.issues[0].message);
    const tags = parseTags(parsed.data.tags);
    if (!Array.isArray(tags)) throw badRequest(tags.error);
    if (staged.sizeBytes === 0) throw badRequest('file: is empty');
    if (parsed.data.checksum.toLowerCase() !== staged.sha256)
      throw badRequest(
        'checksum: does not match the uploaded file (it changed or was cut in transit); nothing was kept',
      );
    const name = placement.name ?? `${placement.namePrefix ?? ''}${displayFileName(fileName)}`;
    const content = await sniffContent(staged.path, name);
    if (!content.ok) throw unsupportedMediaType(content.message);
    if (placement.accept && !placement.accept.mimeTypes.includes(content.mime))
      throw unsupportedMediaType(placement.accept.message);
    const kind = decideKind(content.contentClass, parsed.data.kind);
    if ('error' in kind) throw badRequest(kind.error);

    key = uploadKey(Date.now(), randomBytes(6).toString('hex'), fileName);
    await staged.commit(key, { contentType: content.mime });
    const s3Key = key;
    const asset = await db.$transaction((tx) =>
      recordAssetVersion(tx, {
        name,
        kind: kind.kind,
        s3Key,
        checksum: staged.sha256,
        mimeType: content.mime,
        sizeBytes: staged.sizeBytes,
        tags: placement.tags ?? tags,
        createdById: userId,
        ownerId: placement.ownerId ?? null,
        orderId: placement.orderId ?? null,
        documentKey: placement.documentKey ?? null,
        standalone: placement.standalone,
      }),
    );
    return { asset, context: placement.context };
  } catch (err) {
    await staged.discard();
    // The original failure is the answer; a file left by a failed removal has no row and is never served.
    if (key) await files.remove(key).catch(() => {});
    throw err;
  }
}
