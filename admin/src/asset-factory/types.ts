// The Asset Factory's records, typed from the routes' schemas (domain/contracts/instruments.ts): document jobs, the
// pipeline, drafts (asset-factory resource rows) and the answer to a generation request; and the form's state.
import type {
  documentJobSchema,
  documentPipelineSchema,
  documentQueuedSchema,
  instrumentSchema,
} from '../../../domain/contracts/instruments';
import type { Wire } from '../../../domain/contracts/wire';

export type DocumentJob = Wire<typeof documentJobSchema>;
export type Pipeline = Wire<typeof documentPipelineSchema>;
export type DocumentQueued = Wire<typeof documentQueuedSchema>;
/** A row of GET /api/instruments, and the answer to saving a draft. */
export type Draft = Wire<typeof instrumentSchema>;

/** The Create New Document form: a draft's name and type, with every term as the text typed. */
export type DocumentForm = Pick<Draft, 'name' | 'type'> & { terms: Record<string, string> };

export const previewUrl = (assetId: string) => `/api/assets/${assetId}/download?disposition=inline`;
