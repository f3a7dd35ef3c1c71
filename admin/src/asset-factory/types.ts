// The Asset Factory's records: document jobs, the pipeline, the form and its drafts (asset-factory resource rows).
import type { documentJobSchema, documentPipelineSchema } from '../../../domain/contracts/instruments';
import type { Wire } from '../../../domain/contracts/wire';

export type DocumentJob = Wire<typeof documentJobSchema>;
export type Pipeline = Wire<typeof documentPipelineSchema>;

export interface DocumentForm {
  name: string;
  type: string;
  terms: Record<string, string>;
}

export interface Draft extends DocumentForm {
  id: string;
  entityName: string;
  status: string;
  updatedAt: string;
}

export const previewUrl = (assetId: string) => `/api/assets/${assetId}/download?disposition=inline`;
