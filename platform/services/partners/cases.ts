// A partner's cases (staff's change requests on its orders), listed newest first in cursor pages and read one by one.
import { caseDueDate, caseFieldsOf } from '../../../domain/partner-api/cases';
import { isUuid } from '../../../domain/uuid';
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import type { PartnerCaller } from './keys';
import { cursorPage } from './pages';

const include = { order: { select: { id: true, kind: true, states: true, testMode: true } } } as const;
type CaseRow = Prisma.ChangeRequestGetPayload<{ include: typeof include }>;

export const caseView = (row: CaseRow) => ({
  id: row.id,
  object: 'case' as const,
  order: row.order.id,
  status: row.respondedAt ? ('answered' as const) : ('open' as const),
  message: row.message,
  fields: caseFieldsOf(row.fields, row.order.kind, row.order.states),
  dueDate: (row.dueDate ?? caseDueDate(row.createdAt)).toISOString(),
  answer: row.response,
  answeredAt: row.respondedAt?.toISOString() ?? null,
  livemode: !row.order.testMode,
  createdAt: row.createdAt.toISOString(),
});

const scope = ({ partnerId, mode }: PartnerCaller) => ({ order: { partnerId, testMode: mode === 'TEST' } });

export function listPartnerCases(
  db: Db,
  caller: PartnerCaller,
  query: { limit?: number; cursor?: string; status?: 'open' | 'answered' },
) {
  const where: Prisma.ChangeRequestWhereInput = {
    ...scope(caller),
    ...(query.status ? { respondedAt: query.status === 'open' ? null : { not: null } } : {}),
  };
  return cursorPage(
    query,
    async (id) => isUuid(id) && (await db.changeRequest.count({ where: { ...scope(caller), id } })) === 1,
    (args) => db.changeRequest.findMany({ where, include, ...args }),
  );
}

/** The caller's case (its ownership checked first: see ownership.ts). */
export const findCase = (db: Db, id: string) =>
  db.changeRequest.findUniqueOrThrow({ where: { id: id.toLowerCase() }, include });
