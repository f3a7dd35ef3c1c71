// How a document-generation job's queue state reads on the Asset Factory's pipeline.
export const PIPELINE_STATUSES = ['Queued', 'Processing', 'Completed', 'Failed'] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];

/** BullMQ states: waiting, delayed (a retry's backoff), prioritized and waiting-children all wait their turn. */
export function pipelineStatusOf(state: string): PipelineStatus {
  if (state === 'active') return 'Processing';
  if (state === 'completed') return 'Completed';
  if (state === 'failed') return 'Failed';
  return 'Queued';
}

export const isFinished = (status: PipelineStatus) => status === 'Completed' || status === 'Failed';

/** A job as the pipeline shows it; dates are Date on the server and ISO strings in the browser. */
export interface DocumentJobView<TDate = Date> {
  id: string;
  name: string;
  template: string;
  entityName: string;
  instrumentId: string | null;
  status: PipelineStatus;
  progress: number;
  attemptsMade: number;
  attempts: number;
  error: string | null;
  result: { assetId: string; instrumentId: string; version: number; checksum: string } | null;
  createdAt: TDate;
  finishedAt: TDate | null;
}
