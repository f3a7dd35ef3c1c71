// Read side of the document-generation queue for the Asset Factory: one job, the recent jobs and the counts.
import type { Job } from 'bullmq';
import { type DocumentJobView, type PipelineStatus, pipelineStatusOf } from '../../domain/document-jobs';
import type { DocumentJobData, DocumentJobResult, DocumentQueue } from './documents';

export async function describeJob(job: Job<DocumentJobData, DocumentJobResult>): Promise<DocumentJobView> {
  const read = await job.getState();
  // The job's data were read before its state: one that finished in between shows as still processing (no result
  // yet) until the next read, never as finished without its result.
  const state = (read === 'completed' || read === 'failed') && !job.finishedOn ? 'active' : read;
  const status = pipelineStatusOf(state);
  return {
    id: job.id ?? '',
    name: job.data.name,
    template: job.data.template,
    entityName: job.data.entityName,
    instrumentId: job.returnvalue?.instrumentId ?? job.data.instrumentId ?? null,
    status,
    progress: typeof job.progress === 'number' ? job.progress : 0,
    attemptsMade: job.attemptsMade,
    attempts: job.opts.attempts ?? 1,
    // The last attempt's error also shows while a retry waits for its turn.
    error: job.failedReason || null,
    result: status === 'Completed' ? (job.returnvalue ?? null) : null,
    createdAt: new Date(job.timestamp),
    finishedAt: job.finishedOn ? new Date(job.finishedOn) : null,
  };
}

const WAITING = ['waiting', 'delayed', 'prioritized', 'waiting-children'] as const;

export async function jobStats(queue: DocumentQueue): Promise<Record<PipelineStatus, number>> {
  const counts = await queue.getJobCounts(...WAITING, 'active', 'completed', 'failed');
  return {
    Queued: WAITING.reduce((sum, state) => sum + (counts[state] ?? 0), 0),
    Processing: counts.active ?? 0,
    Completed: counts.completed ?? 0,
    Failed: counts.failed ?? 0,
  };
}

/** The newest jobs of every state, newest first. */
export async function recentJobs(queue: DocumentQueue, limit: number): Promise<DocumentJobView[]> {
  const jobs = await queue.getJobs([...WAITING, 'active', 'completed', 'failed'], 0, limit - 1, false);
  const newest = jobs
    .filter((job): job is Job<DocumentJobData, DocumentJobResult> => Boolean(job))
    .sort((a, b) => b.timestamp - a.timestamp)
    .slice(0, limit);
  return Promise.all(newest.map(describeJob));
}
