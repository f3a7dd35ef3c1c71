// The audit action of each state-changing request of the queue board (bull-board's API routes, relative to the
// board's path). A route missing here (a newer bull-board) is still audited, as queue.change.
import { AUDIT_ACTIONS, type AuditAction } from '../../domain/audit-actions';

const BOARD_ACTIONS: Record<string, AuditAction> = {
  'PUT /api/queues/:queueName/:jobId/retry': AUDIT_ACTIONS.queueJobRetry,
  'PUT /api/queues/:queueName/:jobId/clean': AUDIT_ACTIONS.queueJobRemove,
  'PUT /api/queues/:queueName/:jobId/promote': AUDIT_ACTIONS.queueJobPromote,
  'PATCH /api/queues/:queueName/:jobId/update-data': AUDIT_ACTIONS.queueJobChange,
  'PATCH /api/queues/:queueName/:jobId/delay': AUDIT_ACTIONS.queueJobChange,
  'PATCH /api/queues/:queueName/:jobId/priority': AUDIT_ACTIONS.queueJobChange,
  'PUT /api/queues/:queueName/:jobId/remove-unprocessed-children': AUDIT_ACTIONS.queueJobRemove,
  'POST /api/queues/:queueName/add': AUDIT_ACTIONS.queueJobAdd,
  'PUT /api/queues/:queueName/retry/:queueStatus': AUDIT_ACTIONS.queueRetryAll,
  'PUT /api/queues/:queueName/promote': AUDIT_ACTIONS.queueJobPromote,
  'PUT /api/queues/:queueName/clean/:queueStatus': AUDIT_ACTIONS.queueClean,
  'PUT /api/queues/:queueName/pause': AUDIT_ACTIONS.queuePause,
  'PUT /api/queues/pause': AUDIT_ACTIONS.queuePause,
  'PUT /api/queues/:queueName/resume': AUDIT_ACTIONS.queueResume,
  'PUT /api/queues/resume': AUDIT_ACTIONS.queueResume,
  'PUT /api/queues/:queueName/empty': AUDIT_ACTIONS.queueEmpty,
  'PUT /api/queues/:queueName/obliterate': AUDIT_ACTIONS.queueObliterate,
  'PUT /api/queues/:queueName/job-schedulers/:schedulerId/remove': AUDIT_ACTIONS.queueSchedulerChange,
  'PATCH /api/queues/:queueName/job-schedulers/:schedulerId': AUDIT_ACTIONS.queueSchedulerChange,
  'PUT /api/queues/:queueName/job-schedulers/:schedulerId/run': AUDIT_ACTIONS.queueSchedulerChange,
};

/**
 * The changes a SUPERADMIN may make: retry, remove (one job, a status's jobs, a queue's waiting jobs), promote a
 * delayed job, pause and resume. Nobody adds, edits, reschedules jobs or removes a queue; ADMIN only looks.
 * A route missing here (a newer bull-board) is refused.
 */
const SUPERADMIN_CHANGES = new Set([
  'PUT /api/queues/:queueName/:jobId/retry',
  'PUT /api/queues/:queueName/retry/:queueStatus',
  'PUT /api/queues/:queueName/:jobId/clean',
  'PUT /api/queues/:queueName/clean/:queueStatus',
  'PUT /api/queues/:queueName/:jobId/remove-unprocessed-children',
  'PUT /api/queues/:queueName/empty',
  'PUT /api/queues/:queueName/:jobId/promote',
  'PUT /api/queues/:queueName/promote',
  'PUT /api/queues/:queueName/pause',
  'PUT /api/queues/pause',
  'PUT /api/queues/:queueName/resume',
  'PUT /api/queues/resume',
]);

/** Whether a SUPERADMIN may make the change `method` on the board route `route`. */
export const superadminMayChange = (method: string, route: string): boolean =>
  SUPERADMIN_CHANGES.has(`${method} ${route}`);

/** The action for `method` on the board route `route` (its template below the board's path), if it has one. */
export const queueBoardAction = (method: string, route: string): AuditAction | undefined =>
  BOARD_ACTIONS[`${method} ${route}`];
