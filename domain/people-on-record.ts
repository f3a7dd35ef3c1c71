// People on record of an entity: its officers and directors (a corporation), managers and members (an LLC), with
// their title, address and the days they began and ceased to serve. Kept over time: ending one sets `until`, never
// deletes. What a client may send (strict zod schemas, 400 naming the field), and how those serving read where an
// annual report or an amendment asks for them (their details' `people`, prefilled from this record).
import { z } from 'zod';
import { parseCalendarDate } from './calendar-dates';
import { safeText } from './safe-text';

export const PERSON_ROLES = ['OFFICER', 'DIRECTOR', 'MANAGER', 'MEMBER'] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

export const PERSON_ROLE_LABELS: Record<PersonRole, string> = {
  OFFICER: 'Officer',
  DIRECTOR: 'Director',
  MANAGER: 'Manager',
  MEMBER: 'Member',
};

const text = (what: string, max: number) =>
  safeText().trim().min(1, `${what} is required`).max(max, `${what} must be at most ${max} characters`);

const calendarDay = (what: string) =>
  z
    .string({ error: `${what} must be a date (YYYY-MM-DD)` })
    .refine((value) => parseCalendarDate(value) !== null, { error: `${what} must be a real date (YYYY-MM-DD)` });

/** A person added to the record. */
export const personInputSchema = z.strictObject(
  {
    name: text('the name', 200),
    role: z.enum(PERSON_ROLES, { error: `role must be one of ${PERSON_ROLES.join(', ')}` }),
    title: text('the title', 100).optional(),
    address: text('the address', 300).optional(),
    since: calendarDay('since').optional(),
  },
  { error: 'body must be a JSON object with name and role' },
);
export type PersonInput = z.infer<typeof personInputSchema>;

/** A change to a person on record: their details corrected, or their service ended (`until`). */
export const personPatchSchema = z
  .strictObject(
    {
      name: text('the name', 200).optional(),
      role: z.enum(PERSON_ROLES, { error: `role must be one of ${PERSON_ROLES.join(', ')}` }).optional(),
      title: text('the title', 100).nullable().optional(),
      address: text('the address', 300).nullable().optional(),
      since: calendarDay('since').nullable().optional(),
      until: calendarDay('until').optional(),
    },
    { error: 'body must be a JSON object' },
  )
  .refine((patch) => Object.keys(patch).length > 0, { error: 'nothing to change' });
export type PersonPatch = z.infer<typeof personPatchSchema>;

/** Why the days do not fit (ending before beginning), or null. */
export function personDatesRefusal(since: string | null, until: string | null): string | null {
  return since && until && until < since ? `until (${until}) is before since (${since})` : null;
}

export interface PersonOnRecord {
  name: string;
  role: PersonRole;
  title: string | null;
  address: string | null;
  until: string | null;
}

/** Those serving, one a line, as an annual report or an amendment lists them: 'Ada Lovelace, President (Officer), 1 Main St'. */
export function peopleLines(people: readonly PersonOnRecord[]): string {
  return people
    .filter((p) => p.until === null)
    .map((p) =>
      [p.name, p.title ? `${p.title} (${PERSON_ROLE_LABELS[p.role]})` : PERSON_ROLE_LABELS[p.role], p.address]
        .filter(Boolean)
        .join(', '),
    )
    .join('\n');
}
