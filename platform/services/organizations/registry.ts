// An organisation's registry: its entities with their next deadline, filtered by jurisdiction, status, type, next
// deadline and automatic filing; and its calendar: the obligations of all its entities by due date.
import { formatCalendarDate } from '../../../domain/calendar-dates';
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import { obligationInclude } from '../compliance/obligation-view';
import { entitySummary } from '../entities/entity-view';

export interface RegistryFilters {
  stateCode?: string;
  status?: 'ACTIVE' | 'DISSOLVED';
  entityType?: 'LLC' | 'CORP' | 'SERIES_LLC' | 'TRUST';
  autoFile?: boolean;
  /** Entities with an open deadline on or before this day. */
  dueBefore?: Date;
  /** Name contains (case-insensitive). */
  q?: string;
}

/** At most this many entities in one answer (a CSV export walks them all in pages). */
export const REGISTRY_PAGE = 1000;

const openObligation = { filedOn: null, endedOn: null } satisfies Prisma.ComplianceObligationWhereInput;

function registryWhere(organizationId: string, filters: RegistryFilters): Prisma.FormedEntityWhereInput {
  return {
    organizationId,
    ...(filters.stateCode ? { stateCode: filters.stateCode } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.entityType ? { entityType: filters.entityType } : {}),
    ...(filters.autoFile !== undefined ? { autoFile: filters.autoFile } : {}),
    ...(filters.q ? { businessName: { contains: filters.q, mode: 'insensitive' as const } } : {}),
    ...(filters.dueBefore ? { obligations: { some: { ...openObligation, dueDate: { lte: filters.dueBefore } } } } : {}),
  };
}

const registryInclude = {
  obligations: {
    where: openObligation,
    orderBy: [{ dueDate: 'asc' }, { title: 'asc' }],
    take: 1,
    select: { title: true, dueDate: true },
  },
} satisfies Prisma.FormedEntityInclude;

type RegistryRow = Prisma.FormedEntityGetPayload<{ include: typeof registryInclude }>;

/** One entity of the registry: the shape of GET /api/entities, with its file number, automatic filing and next deadline. */
export const registryEntity = (row: RegistryRow) => ({
  ...entitySummary(row),
  organizationId: row.organizationId,
  fileNumber: row.fileNumber,
  autoFile: row.autoFile,
  /** Formed by an order here (false: an existing company brought in). */
  formedHere: row.orderId !== null,
  nextDeadline: row.obligations[0]
    ? { title: row.obligations[0].title, dueDate: formatCalendarDate(row.obligations[0].dueDate) }
    : null,
});

/** One page of the registry by name (then id), after the cursor id. */
export function registryPage(db: Db, organizationId: string, filters: RegistryFilters, take: number, after?: string) {
  return db.formedEntity.findMany({
    where: registryWhere(organizationId, filters),
    include: registryInclude,
    orderBy: [{ businessName: 'asc' }, { id: 'asc' }],
    take,
    ...(after ? { cursor: { id: after }, skip: 1 } : {}),
  });
}

export const countRegistry = (db: Db, organizationId: string, filters: RegistryFilters) =>
  db.formedEntity.count({ where: registryWhere(organizationId, filters) });

/** Every registry row, page by page (the CSV export). */
export async function* registryRows(db: Db, organizationId: string, filters: RegistryFilters) {
  let after: string | undefined;
  for (;;) {
    const page = await registryPage(db, organizationId, filters, 500, after);
    for (const row of page) yield registryEntity(row);
    if (page.length < 500) return;
    after = page[page.length - 1]?.id;
  }
}

export interface CalendarRange {
  from?: Date;
  to?: Date;
}

/** The obligations of the organisation's entities by due date (all statuses), as the compliance calendar shows them. */
export const organizationObligations = (db: Db, organizationId: string, range: CalendarRange, take: number) =>
  db.complianceObligation.findMany({
    where: {
      entity: { organizationId },
      ...(range.from || range.to
        ? { dueDate: { ...(range.from ? { gte: range.from } : {}), ...(range.to ? { lte: range.to } : {}) } }
        : {}),
    },
    include: obligationInclude,
    orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
    take,
  });
