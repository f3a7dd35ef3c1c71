// The rows of the audit CSV export, read with plain SQL on its own small pg pool: an export of a million
// entries is read page by page without the ORM's per-row objects, so the process's memory stays flat.
import pg from 'pg';

/** What a filter selects, in one place for both the Prisma list query and the SQL of the export. */
export interface AuditCriteria {
  /** Action prefixes (any of them), or null for every action. */
  prefixes: readonly string[] | null;
  range: { gte?: Date; lt?: Date };
  q?: string;
}

export interface AuditExportRow {
  id: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  actorEmail: string | null;
  role: string | null;
  action: string;
  target: string;
  ip: string | null;
  success: boolean;
}

/** LIKE pattern matching `text` literally (as Prisma's contains/startsWith do). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE conditions of the criteria (same meaning as auditWhere in audit-log.ts). */
function auditCriteriaSql(criteria: AuditCriteria): { conditions: string[]; values: unknown[] } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  if (criteria.prefixes) {
    conditions.push(
      `(${criteria.prefixes.map((prefix) => `action LIKE ${param(`${likeLiteral(prefix)}%`)}`).join(' OR ')})`,
    );
  }
  // Stored times are UTC without a zone: compare with UTC ISO strings.
  if (criteria.range.gte) conditions.push(`"createdAt" >= ${param(criteria.range.gte.toISOString())}::timestamp`);
  if (criteria.range.lt) conditions.push(`"createdAt" < ${param(criteria.range.lt.toISOString())}::timestamp`);
  if (criteria.q) {
    const pattern = param(`%${likeLiteral(criteria.q)}%`);
    conditions.push(
      `(action ILIKE ${pattern} OR target ILIKE ${pattern} OR "actorEmail" ILIKE ${pattern} OR ip LIKE ${pattern})`,
    );
  }
  return { conditions, values };
}

// (ORDER BY names the table's columns: a bare "createdAt" there would mean this text alias.)
const COLUMNS = `id, to_char("createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt", "actorEmail", role, action,
  target, ip, success`;

/**
 * How the pool's connections show in pg_stat_activity.
 * @internal
 */
export const EXPORT_POOL_NAME = 'audit-export';

export function createExportPool(databaseUrl: string): pg.Pool {
  return new pg.Pool({
    connectionString: databaseUrl,
    max: 2,
    idleTimeoutMillis: 10_000,
    application_name: EXPORT_POOL_NAME,
  });
}

/** Matching entries newest first, in keyset pages on the ("createdAt", id) index. */
export async function* auditExportRows(
  pool: pg.Pool,
  criteria: AuditCriteria,
  pageSize = 1000,
): AsyncGenerator<AuditExportRow> {
  const { conditions, values } = auditCriteriaSql(criteria);
  let after: AuditExportRow | null = null;
  for (;;) {
    const page: unknown[] = [...values];
    const where = [...conditions];
    if (after) {
      page.push(after.createdAt, after.id);
      const [at, id] = [`$${page.length - 1}::timestamp`, `$${page.length}::uuid`];
      // Not a row comparison: on this DESC index PostgreSQL would scan from the top to reach the cursor.
      where.push(`"createdAt" <= ${at} AND ("createdAt" < ${at} OR id < ${id})`);
    }
    page.push(pageSize);
    const sql = `SELECT ${COLUMNS} FROM "AuditEntry" ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY "AuditEntry"."createdAt" DESC, "AuditEntry".id DESC LIMIT $${page.length}`;
    const { rows } = await pool.query<AuditExportRow>(sql, page);
    yield* rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1];
  }
}
