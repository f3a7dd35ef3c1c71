// Existing companies brought into an organisation (formed elsewhere, no order here): each becomes an entity of the
// organisation with its obligations from today on, as a formed entity gets them (domain/compliance-rules.ts), but
// without our registered agent's renewal (the agent is not ours until a change of agent). An import is one
// transaction: every row checked against the file and the registry under a lock on the organisation, then the
// entities and their obligations written in batches, or nothing at all.
import { randomUUID } from 'node:crypto';
import { parseCalendarDate, toCalendarDate } from '../../../domain/calendar-dates';
import { nextDeadlines, REGISTERED_AGENT_RULE_SUFFIX } from '../../../domain/compliance-rules';
import {
  checkImportRows,
  companyKeys,
  type ExistingCompany,
  type ImportColumn,
  type ImportRowError,
} from '../../../domain/existing-companies';
import type { Prisma } from '../../../prisma/generated/client';
import { conflict } from '../../errors';
import type { Db } from '../../infra/prisma';
import { obligationRecord } from '../compliance/obligation-records';

type Tx = Prisma.TransactionClient;

/** The deadlines an existing company files from `today` on: the state's rules, not our agent's renewal. */
function existingCompanyObligations(entityId: string, company: ExistingCompany, today: Date) {
  const formedOn = parseCalendarDate(company.formedOn) as Date;
  return nextDeadlines(company.stateCode, company.entityType, formedOn, today)
    .filter((deadline) => !deadline.rule.id.endsWith(REGISTERED_AGENT_RULE_SUFFIX))
    .map((deadline) => obligationRecord(entityId, deadline.rule, deadline.dueDate));
}

/** Holds the organisation's row until the transaction ends: one import or addition at a time per organisation. */
const lockOrganization = (tx: Tx, organizationId: string) =>
  tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${organizationId}::uuid FOR UPDATE`;

async function registryKeys(tx: Tx, organizationId: string): Promise<Set<string>> {
  const rows = await tx.formedEntity.findMany({
    where: { organizationId },
    select: { stateCode: true, businessName: true, fileNumber: true },
  });
  return new Set(rows.flatMap((row) => companyKeys({ ...row, name: row.businessName })));
}

const entityData = (id: string, organizationId: string, company: ExistingCompany) => ({
  id,
  organizationId,
  userId: null,
  stateCode: company.stateCode,
  entityType: company.entityType,
  businessName: company.name,
  formedOn: parseCalendarDate(company.formedOn) as Date,
  fileNumber: company.fileNumber,
});

/** Rows per createMany: PostgreSQL takes at most 65,535 bind parameters in one statement. */
const BATCH = 2000;

async function writeCompanies(tx: Tx, organizationId: string, companies: readonly ExistingCompany[], today: Date) {
  const entities = companies.map((company) => entityData(randomUUID(), organizationId, company));
  const obligations = entities.flatMap((entity, i) =>
    existingCompanyObligations(entity.id, companies[i] as ExistingCompany, today),
  );
  for (let i = 0; i < entities.length; i += BATCH)
    await tx.formedEntity.createMany({ data: entities.slice(i, i + BATCH) });
  for (let i = 0; i < obligations.length; i += BATCH)
    await tx.complianceObligation.createMany({ data: obligations.slice(i, i + BATCH) });
  return { entityIds: entities.map((e) => e.id), obligations: obligations.length };
}

const DUPLICATE_COMPANY_MESSAGE =
  "This company is already in the organization's registry (same state and name or file number)";

/** Adds one existing company; 409 when the registry holds it already. Answers the new entity's id. */
export async function addExistingCompany(db: Db, organizationId: string, company: ExistingCompany, now = new Date()) {
  return db.$transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const existing = await registryKeys(tx, organizationId);
    if (companyKeys(company).some((key) => existing.has(key))) throw conflict(DUPLICATE_COMPANY_MESSAGE);
    const { entityIds, obligations } = await writeCompanies(tx, organizationId, [company], toCalendarDate(now));
    return { entityId: entityIds[0] as string, obligations };
  });
}

export interface ImportOutcome {
  imported: number;
  errors: ImportRowError[];
  obligations: number;
}

/**
 * Checks every row and, unless `preview` or any row has an error, writes them all in one transaction. `imported`
 * is how many were (or, previewed, would be) imported: 0 whenever a row has an error.
 */
export async function importExistingCompanies(
  db: Db,
  organizationId: string,
  rows: readonly (readonly string[])[],
  columns: Record<ImportColumn, number>,
  options: { preview: boolean; now?: Date },
): Promise<ImportOutcome> {
  const today = toCalendarDate(options.now ?? new Date());
  return db.$transaction(
    async (tx) => {
      await lockOrganization(tx, organizationId);
      const { companies, errors } = checkImportRows(rows, columns, await registryKeys(tx, organizationId), today);
      if (errors.length > 0) return { imported: 0, errors, obligations: 0 };
      if (options.preview) return { imported: companies.length, errors, obligations: 0 };
      const { obligations } = await writeCompanies(tx, organizationId, companies, today);
      return { imported: companies.length, errors, obligations };
    },
    { timeout: 60_000 },
  );
}

const MOVE_REFUSED_MESSAGE = 'Only your own entity that belongs to no organization can be moved into one';

/** Moves the user's own entity (not yet in an organisation) into it; 409 otherwise. */
export async function moveEntityIntoOrganization(db: Db, organizationId: string, entityId: string, userId: string) {
  const { count } = await db.formedEntity.updateMany({
    where: { id: entityId, userId, organizationId: null },
    data: { organizationId },
  });
  if (count !== 1) throw conflict(MOVE_REFUSED_MESSAGE);
}
