import type {
  assetDetailsSchema,
  assetSchema,
  assetShareSchema,
  sharedWithSchema,
} from '../../../domain/contracts/assets';
import type { Wire } from '../../../domain/contracts/wire';

/** One row of GET /api/assets (and the upload's answer). */
export type AssetRecord = Wire<typeof assetSchema>;

/** GET /api/assets/:id: the asset with its versions, newest first, and the client it is shared with. */
export type AssetDetails = Wire<typeof assetDetailsSchema>;

export type SharedWith = Wire<typeof sharedWithSchema>;

/** POST/DELETE /api/assets/:id/share: the client the file now belongs to, if any. */
export type AssetShare = Wire<typeof assetShareSchema>;

export const downloadUrl = (id: string, options: { version?: number; inline?: boolean } = {}) => {
  const query = new URLSearchParams();
  if (options.version) query.set('version', String(options.version));
  if (options.inline) query.set('disposition', 'inline');
  const qs = query.toString();
  return `/api/assets/${id}/download${qs ? `?${qs}` : ''}`;
};
