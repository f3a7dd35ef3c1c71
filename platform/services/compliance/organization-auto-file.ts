// Automatic filing switched on or off for many entities of an organisation at once (its card on file is
// ../billing/organization-card.ts): every entity named must be the organisation's (404 naming the first that is
// not), none dissolved when turning on (409); answers how many changed. The organisation's owners are emailed
// which companies changed, with the change.
import { isUuid } from '../../../domain/uuid';
import { conflict, notFound } from '../../errors';
import type { Db } from '../../infra/prisma';
import type { Card } from '../billing/card-on-file';
import { queueClientNotice } from '../notices/client-notices';

export async function setOrganizationAutoFile(
  db: Db,
  organizationId: string,
  entityIds: readonly string[],
  enabled: boolean,
  change: { byUserId: string; card: Card | null },
): Promise<{ ids: string[]; changed: number }> {
  const ids = entityIds.map((id) => id.toLowerCase());
  const bad = ids.find((id) => !isUuid(id));
  if (bad) throw notFound(`Entity not found: ${bad}`);
  const mine = await db.formedEntity.findMany({
    where: { id: { in: ids }, organizationId },
    select: { id: true, status: true },
  });
  const known = new Set(mine.map((e) => e.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing) throw notFound(`Entity not found: ${missing}`);
  const dissolved = mine.find((e) => e.status !== 'ACTIVE');
  if (enabled && dissolved) throw conflict(`Entity ${dissolved.id} is dissolved: nothing to file automatically`);
  const changed = await db.$transaction(async (tx) => {
    const rows = await tx.formedEntity.updateManyAndReturn({
      where: { id: { in: ids }, organizationId, autoFile: !enabled },
      data: { autoFile: enabled },
      select: { id: true },
    });
    if (rows.length) {
      const entityIds = rows.map((row) => row.id);
      const card = change.card && { brand: change.card.brand, last4: change.card.last4 };
      const notice = { organizationId, byUserId: change.byUserId, enabled, entityIds, card };
      await queueClientNotice(tx, { notice: 'organization-auto-file-switched', ...notice });
    }
    return rows.length;
  });
  return { ids, changed };
}
