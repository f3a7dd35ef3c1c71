// Rules for uploaded files: the 100MB limit, safe storage keys, which contents are accepted, and the asset kind.
import type { AssetKindName } from './asset-kinds';

export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = '100MB';
export const UPLOAD_TOO_LARGE_MESSAGE = `File too large: the maximum upload size is ${MAX_UPLOAD_LABEL}`;

/** The last path segment of a browser-sent name, without control characters (the asset's display name). */
export function displayFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 255) || 'file';
}

/**
 * A name safe as a path segment on any system: letters, digits, dot, dash, underscore; no leading dot.
 * @internal
 */
export function safeFileName(raw: string): string {
  const safe = displayFileName(raw)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents dropped: é -> e
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .replace(/\.{2,}/g, '.');
  return safe.slice(-120) || 'file';
}

/**
 * The server-generated storage key of an upload: uploads/{timestamp}_{unique}_{filename}. The unique part keeps two
 * uploads of one name in the same millisecond apart: a file's identity never comes from its name.
 */
export const uploadKey = (timestamp: number, unique: string, rawName: string) =>
  `uploads/${timestamp}_${unique}_${safeFileName(rawName)}`;

export type ContentClass = 'image' | 'document';

const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/tiff',
  'image/bmp',
  'image/avif',
  'image/heic',
]);
const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'application/rtf',
  'application/x-cfb', // legacy Word / Excel / PowerPoint
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
]);
const TEXT_TYPES: Record<string, string> = {
  csv: 'text/csv',
  md: 'text/markdown',
  json: 'application/json',
  xml: 'application/xml',
};

export type ContentVerdict = { ok: true; mime: string; contentClass: ContentClass } | { ok: false; message: string };

/**
 * What the content is, from its magic bytes (`detectedMime`, undefined when no signature matched) or, for
 * signature-less files, whether it is plain text. The file's name and the browser's type are never trusted.
 */
export function classifyContent(detectedMime: string | undefined, isText: boolean, fileName: string): ContentVerdict {
  if (detectedMime && IMAGE_TYPES.has(detectedMime)) return { ok: true, mime: detectedMime, contentClass: 'image' };
  if (detectedMime && DOCUMENT_TYPES.has(detectedMime))
    return { ok: true, mime: detectedMime, contentClass: 'document' };
  if (!detectedMime && isText) {
    const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
    return { ok: true, mime: TEXT_TYPES[ext] ?? 'text/plain', contentClass: 'document' };
  }
  return {
    ok: false,
    message: `Unsupported file type${detectedMime ? ` (${detectedMime})` : ''}: upload an image (PNG, JPEG, GIF, WebP, TIFF) or a document (PDF, Word, Excel, OpenDocument, RTF, text, CSV)`,
  };
}

/**
 * The asset kind: images are `image`; document contents are `document` unless the uploader classifies them
 * as `valuation` or `instrument` (the kind hint). A hint that contradicts the content is refused.
 */
export function decideKind(
  contentClass: ContentClass,
  hint?: AssetKindName,
): { kind: AssetKindName } | { error: string } {
  if (!hint) return { kind: contentClass };
  if (hint === 'image' && contentClass !== 'image') return { error: 'kind: the file content is not an image' };
  if (hint !== 'image' && contentClass === 'image')
    return { error: `kind: an image cannot be filed as ${hint}; valuations and instruments are documents` };
  return { kind: hint };
}

const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 40;

/** Tags from a comma-separated field: trimmed, without duplicates or blanks. */
export function parseTags(raw: string | undefined): string[] | { error: string } {
  const tags = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
  if (tags.length > MAX_TAGS) return { error: `tags: at most ${MAX_TAGS} tags` };
  const long = tags.find((tag) => tag.length > MAX_TAG_LENGTH);
  if (long) return { error: `tags: "${long.slice(0, 20)}…" is longer than ${MAX_TAG_LENGTH} characters` };
  return tags;
}

/** The library's type filter, in the spec's order. */
export const ASSET_TYPE_FILTERS: readonly { id: 'all' | AssetKindName; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'document', label: 'Documents' },
  { id: 'image', label: 'Images' },
  { id: 'valuation', label: 'Valuations' },
  { id: 'instrument', label: 'Instruments' },
];

/** "1.4 MB" style sizes for the library table. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
