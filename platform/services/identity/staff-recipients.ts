// Who the worker's emails to staff go to: everyone whose role may use the back-office area the email is about.
import { STAFF_AREAS, type StaffArea } from '../../../domain/roles';
import type { Role } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';

/** Their addresses in alphabetical order (one email each, or one recipient list that reads the same every time). */
export async function staffEmails(db: Db, area: StaffArea): Promise<string[]> {
  const staff = await db.user.findMany({
    where: { role: { in: [...STAFF_AREAS[area]] as Role[] } },
    select: { email: true },
    orderBy: { email: 'asc' },
  });
  return staff.map((user) => user.email);
}
