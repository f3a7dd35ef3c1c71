// The client's document vault: which document types a client can filter by, and how lists are paged.
export const DOCUMENT_TYPES = ['document', 'valuation', 'instrument', 'image'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  document: 'Formation & legal documents',
  valuation: 'Valuations',
  instrument: 'Financial instruments',
  image: 'Images',
};

export const DOCUMENTS_PAGE_SIZE = 10;
export const MAX_DOCUMENTS_PAGE_SIZE = 50;

/** The documents count and recent documents panel on the dashboard. */
export const RECENT_DOCUMENTS_SHOWN = 5;

/** Human file size: 1536 -> '1.5 KB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}
