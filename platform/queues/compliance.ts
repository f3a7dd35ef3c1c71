// The `compliance` queue: the worker runs the daily scan (worker/compliance/scheduler.ts); the API adds a scan on
// demand. A scan's day is in its job data (YYYY-MM-DD), so a test or a simulation can scan any day without moving
// the process clock; without it the scan takes the day it runs.
import type { Queue } from 'bullmq';
import type { Config } from '../config';
import { createProducerQueue, type ProducerQueue } from './connection';
import { COMPLIANCE_QUEUE } from './names';

export const COMPLIANCE_SCAN_JOB = 'compliance-scan';
/** The weekly organisation digest (worker/organizations/digest.ts), on the same queue; its `date` as the scan's. */
export const ORGANIZATION_DIGEST_JOB = 'organization-digest';

export interface ComplianceScanData {
  /** The day to scan as YYYY-MM-DD (default: today). */
  date?: string;
}

export type ComplianceQueue = ProducerQueue<ComplianceScanData>;

export function createComplianceQueue(config: Config, name = 'compliance-api'): ComplianceQueue {
  return createProducerQueue<ComplianceScanData>(config, COMPLIANCE_QUEUE, name);
}

/** Adds a scan now; answers its job id. */
export async function enqueueComplianceScan(queue: Queue<ComplianceScanData>, data: ComplianceScanData = {}) {
  const job = await queue.add(COMPLIANCE_SCAN_JOB, data, {
    attempts: 3,
    backoff: { type: 'exponential', delay: 60_000 },
    removeOnComplete: 1000,
    removeOnFail: 1000,
  });
  if (!job.id) throw new Error('The compliance scan job has no id');
  return job.id;
}
