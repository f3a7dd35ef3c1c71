// People's names known to the database that appear in a text, so the redactor can replace them.
import { type KnownName, nameCandidates } from '../../../domain/redaction';
import type { Db } from '../../infra/prisma';

const MAX_NAMES = 500;

export async function knownNamesIn(db: Db, texts: readonly string[]): Promise<KnownName[]> {
  const candidates = nameCandidates(texts.join('\n'), 100);
  if (candidates.length === 0) return [];
  const rows = await db.order.findMany({
    where: { OR: [{ contactFirstName: { in: candidates } }, { contactLastName: { in: candidates } }] },
    select: { contactFirstName: true, contactLastName: true },
    distinct: ['contactFirstName', 'contactLastName'],
    take: MAX_NAMES,
  });
  return rows.map((row) => ({ first: row.contactFirstName, last: row.contactLastName }));
}
