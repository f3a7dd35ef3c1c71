import type { AssetKindName } from '../../../domain/asset-kinds';

export interface AssetRecord {
  id: string;
  kind: AssetKindName;
  name: string;
  s3Key: string;
  checksum: string;
  mimeType: string | null;
  sizeBytes: number;
  tags: string[];
  version: number;
  orderId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AssetVersionRecord {
  version: number;
  checksum: string;
  sizeBytes: number;
  mimeType: string | null;
  createdAt: string;
}

export const downloadUrl = (id: string, options: { version?: number; inline?: boolean } = {}) => {
  const query = new URLSearchParams();
  if (options.version) query.set('version', String(options.version));
  if (options.inline) query.set('disposition', 'inline');
  const qs = query.toString();
  return `/api/assets/${id}/download${qs ? `?${qs}` : ''}`;
};
