// The rows of document-generation jobs: each job's instrument (Instrument.jobId is unique, so a retried job finds
// the row its first attempt made), the asset version its stored PDF became, and the failure after the last attempt.
import type { Db } from '../../infra/prisma';
import { type AssetVersionInput, recordAssetVersion } from './asset-versions';
import { type DocumentVersionInput, recordDocumentVersions } from './document-versions';

export interface JobInstrumentFields {
  name: string;
  type: string;
  entityName: string;
  terms: object;
  createdById: string | null;
}

/** A job's new instrument; throws Prisma's unique violation (P2002) when the job already has one. */
export const createJobInstrument = (db: Db, jobId: string, fields: JobInstrumentFields) =>
  db.instrument.create({ data: { ...fields, jobId, status: 'queued' } });

export const findJobInstrument = (db: Db, jobId: string) => db.instrument.findUnique({ where: { jobId } });

export const findInstrument = (db: Db, id: string | undefined) => db.instrument.findUnique({ where: { id } });

/** The caller's instrument, taken over by this job and queued again. */
export const assignInstrumentToJob = (db: Db, id: string, jobId: string) =>
  db.instrument.update({ where: { id }, data: { jobId, status: 'queued', error: null } });

/** The asset version recorded for a stored file, if an earlier attempt got that far. */
export const findVersionOfFile = (db: Db, s3Key: string) => db.assetVersion.findFirst({ where: { s3Key } });

/** The stored PDF's asset version and the instrument it completes, together. */
export function recordGeneratedVersion(db: Db, instrumentId: string, fields: AssetVersionInput) {
  return db.$transaction(async (tx) => {
    const recorded = await recordAssetVersion(tx, fields);
    await tx.instrument.update({
      where: { id: instrumentId },
      data: { assetId: recorded.id, status: 'generated', error: null },
    });
    return recorded;
  });
}

/** After the last attempt: the instrument (found by job, or the caller's row) shows the failure and its reason. */
export const failJobInstrument = (db: Db, job: { id: string; instrumentId?: string }, reason: string) =>
  db.instrument.updateMany({
    where: {
      OR: [{ jobId: job.id }, ...(job.instrumentId ? [{ id: job.instrumentId }] : [])],
      status: { not: 'generated' },
    },
    data: { status: 'failed', error: reason },
  });

/** A batch's instruments in one insert; jobs that already have one (a retried batch) are skipped. */
export const createJobInstruments = (db: Db, rows: (JobInstrumentFields & { jobId: string })[]) =>
  db.instrument.createManyAndReturn({
    data: rows.map((row) => ({ ...row, status: 'queued' })),
    skipDuplicates: true,
    select: { id: true, jobId: true },
  });

export const findJobInstruments = (db: Db, jobIds: string[]) =>
  db.instrument.findMany({ where: { jobId: { in: jobIds } }, select: { id: true, jobId: true } });

export const findVersionsOfFiles = (db: Db, s3Keys: string[]) =>
  db.assetVersion.findMany({
    where: { s3Key: { in: s3Keys } },
    select: { assetId: true, version: true, s3Key: true, checksum: true },
  });

/** A batch's versions, recorded in one transaction. */
export const recordGeneratedVersions = (db: Db, stored: DocumentVersionInput[]) =>
  db.$transaction((tx) => recordDocumentVersions(tx, stored));
