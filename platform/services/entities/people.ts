// The people on record of an entity (officers, directors, managers, members): listed with those who ceased to
// serve, added, corrected, and ended (until set, never deleted). Each write is audited with what changed.
import { formatCalendarDate, parseCalendarDate } from '../../../domain/calendar-dates';
import {
  type PersonInput,
  type PersonOnRecord,
  type PersonPatch,
  personDatesRefusal,
} from '../../../domain/people-on-record';
import { badRequest, notFound } from '../../errors';
import type { Db } from '../../infra/prisma';

type PersonRow = Awaited<ReturnType<Db['entityPerson']['findFirstOrThrow']>>;

const day = (value: Date | null) => (value ? formatCalendarDate(value) : null);
const date = (value: string) => parseCalendarDate(value) as Date;

/** A person as the API shows them. */
const personView = (row: PersonRow) => ({
  id: row.id,
  name: row.name,
  role: row.role,
  title: row.title,
  address: row.address,
  since: day(row.since),
  until: day(row.until),
  serving: row.until === null,
});
export type PersonView = ReturnType<typeof personView>;

/** Those serving first (by role, then name), then those who ceased to serve, latest first. */
export async function listPeople(db: Db, entityId: string): Promise<PersonView[]> {
  const rows = await db.entityPerson.findMany({
    where: { entityId },
    orderBy: [{ until: { sort: 'desc', nulls: 'first' } }, { role: 'asc' }, { name: 'asc' }, { id: 'asc' }],
    take: 500,
  });
  return rows.map(personView);
}

/** Those serving, as the filings that list them read them (domain/people-on-record.ts `peopleLines`). */
export async function peopleServing(db: Db, entityId: string): Promise<PersonOnRecord[]> {
  const rows = await db.entityPerson.findMany({
    where: { entityId, until: null },
    orderBy: [{ role: 'asc' }, { name: 'asc' }],
    take: 200,
  });
  return rows.map((r) => ({ name: r.name, role: r.role, title: r.title, address: r.address, until: null }));
}

export async function addPerson(db: Db, entityId: string, input: PersonInput): Promise<PersonView> {
  const row = await db.entityPerson.create({
    data: {
      entityId,
      name: input.name,
      role: input.role,
      title: input.title ?? null,
      address: input.address ?? null,
      since: input.since ? date(input.since) : null,
    },
  });
  return personView(row);
}

/**
 * Corrects a person's details or ends their service (until). A person of another entity answers 404; an ended
 * person is not ended again (their day stays), and until before since answers 400.
 */
export async function updatePerson(
  db: Db,
  entityId: string,
  personId: string,
  patch: PersonPatch,
): Promise<{ before: PersonView; after: PersonView }> {
  const row = await db.entityPerson.findFirst({ where: { id: personId, entityId } });
  if (!row) throw notFound(`Person not found: ${personId}`);
  const before = personView(row);
  if (patch.until !== undefined && before.until !== null && patch.until !== before.until)
    throw badRequest(`${row.name} ceased to serve on ${before.until}`);
  const since = patch.since === undefined ? before.since : patch.since;
  const until = patch.until ?? before.until;
  const refusal = personDatesRefusal(since, until);
  if (refusal) throw badRequest(refusal);
  const updated = await db.entityPerson.update({
    where: { id: row.id },
    data: {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.role !== undefined ? { role: patch.role } : {}),
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.address !== undefined ? { address: patch.address } : {}),
      ...(patch.since !== undefined ? { since: patch.since ? date(patch.since) : null } : {}),
      ...(patch.until !== undefined ? { until: date(patch.until) } : {}),
    },
  });
  return { before, after: personView(updated) };
}
