// The Asset Factory's records: an Instrument row per document request or saved draft (status 'draft', 'queued',
// then the worker's), listed for the screen and moved along as its job is queued or fails to be.
import type { InstrumentStatus } from '../../../domain/instrument-status';
import type { Instrument, Prisma } from '../../../prisma/generated/client';
import { conflict, notFound } from '../../errors';
import type { Db } from '../../infra/prisma';

export interface InstrumentFields {
  name: string;
  type: string;
  entityName: string;
  terms: Prisma.InputJsonValue;
}

export interface InstrumentFilter {
  status?: InstrumentStatus;
  type?: string;
  q?: string;
}

/** A saved draft; 404 when there is none, 409 once it was sent for generation. */
async function findDraft(db: Db, id: string): Promise<Instrument> {
  const draft = await db.instrument.findUnique({ where: { id } });
  if (!draft) throw notFound(`Draft not found: ${id}`);
  if (draft.status !== 'draft') throw conflict(`This document is no longer a draft (${draft.status})`);
  return draft;
}

/** A request being queued: the draft it came from, or a new row. */
export function queueInstrument(db: Db, fields: InstrumentFields, from: { draftId?: string; userId: string }) {
  const data = { ...fields, status: 'queued', error: null };
  return from.draftId
    ? findDraft(db, from.draftId).then((draft) => db.instrument.update({ where: { id: draft.id }, data }))
    : db.instrument.create({ data: { ...data, createdById: from.userId } });
}

export const setInstrumentJob = (db: Db, id: string, jobId: string) =>
  db.instrument.update({ where: { id }, data: { jobId } });

/** A request whose job could not be queued: back to the draft it came from, or removed when it was new. */
export const unqueueInstrument = (db: Db, id: string, draftId: string | undefined) =>
  draftId
    ? db.instrument.update({ where: { id }, data: { status: 'draft', error: null } })
    : db.instrument.deleteMany({ where: { id, jobId: null } });

export const createDraft = (db: Db, fields: InstrumentFields, userId: string) =>
  db.instrument.create({ data: { ...fields, status: 'draft', createdById: userId } });

export async function updateDraft(db: Db, id: string, fields: InstrumentFields) {
  const draft = await findDraft(db, id);
  return db.instrument.update({ where: { id: draft.id }, data: fields });
}

/** The list's rows for one filter: a page at a time, and their total. */
export function instrumentRows(db: Db, { status, type, q }: InstrumentFilter) {
  const where: Prisma.InstrumentWhereInput = {
    ...(status ? { status } : {}),
    ...(type ? { type } : {}),
    ...(q
      ? {
          OR: [
            { name: { contains: q, mode: 'insensitive' as const } },
            { entityName: { contains: q, mode: 'insensitive' as const } },
          ],
        }
      : {}),
  };
  return {
    find: (page: { orderBy: Record<string, 'asc' | 'desc'>[]; skip: number; take: number }) =>
      db.instrument.findMany({ where, ...page }),
    count: () => db.instrument.count({ where }),
  };
}
