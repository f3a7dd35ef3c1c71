// The four kinds of stored asset (the DAM type filter: Documents, Images, Valuations, Instruments).
export const ASSET_KINDS = ['image', 'document', 'valuation', 'instrument'] as const;
export type AssetKindName = (typeof ASSET_KINDS)[number];
