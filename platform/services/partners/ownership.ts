// Whose an object the partner API is asked about is: the caller's (in its key's mode), another partner's (or the
// other mode's: answered like a missing one, and audited), or nobody's.
import { isUuid } from '../../../domain/uuid';
import type { Db } from '../../infra/prisma';
import type { PartnerCaller } from './keys';

export type Ownership = 'own' | 'foreign' | 'missing';
export type OwnedObject = 'order' | 'entity' | 'case';

/** The partner and mode of the order behind the object, or null when there is no such object. */
async function placedBy(db: Db, what: OwnedObject, id: string) {
  const select = { partnerId: true, testMode: true } as const;
  if (what === 'order') return db.order.findUnique({ where: { id }, select });
  if (what === 'case')
    return (await db.changeRequest.findUnique({ where: { id }, select: { order: { select } } }))?.order ?? null;
  const entity = await db.formedEntity.findUnique({ where: { id }, select: { order: { select } } });
  return entity?.order ?? null;
}

export async function ownershipOf(db: Db, caller: PartnerCaller, what: OwnedObject, id: string): Promise<Ownership> {
  if (!isUuid(id)) return 'missing';
  const owner = await placedBy(db, what, id.toLowerCase());
  if (!owner) return 'missing';
  return owner.partnerId === caller.partnerId && owner.testMode === (caller.mode === 'TEST') ? 'own' : 'foreign';
}
