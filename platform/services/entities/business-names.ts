// Business names checked against the rules of their state and the names already formed there on this platform.

import { type EntityType, STATE_BY_CODE } from '../../../domain/catalog';
import {
  checkBusinessName,
  distinguishingKey,
  type NameCheckInput,
  type NameProblem,
} from '../../../domain/name-check';
import { badRequest } from '../../errors';
import type { Db } from '../../infra/prisma';

/** What an order's own names are: the entities it formed, and the company a later order works on. */
interface OwnEntities {
  orderId?: string;
  entityIds?: readonly string[];
}

/** Distinguishing keys of the names formed in a state, leaving out the order's own entities (its own names). */
async function takenKeys(db: Db, stateCode: string, own: OwnEntities = {}): Promise<Set<string>> {
  const formed = await db.formedEntity.findMany({
    where: {
      stateCode,
      ...(own.orderId ? { orderId: { not: own.orderId } } : {}),
      ...(own.entityIds?.length ? { id: { notIn: [...own.entityIds] } } : {}),
    },
    select: { businessName: true },
  });
  return new Set(formed.map((entity) => distinguishingKey(entity.businessName)));
}

export async function checkNameInState(db: Db, input: NameCheckInput, own?: OwnEntities): Promise<NameProblem[]> {
  if (!input.name.trim()) return [];
  return checkBusinessName(input, await takenKeys(db, input.state, own));
}

/** The company a later order works on, in every state it is registered in (its home and foreign registrations). */
async function companyEntityIds(db: Db, entityId: string | null): Promise<string[]> {
  if (!entityId) return [];
  const entity = await db.formedEntity.findUnique({
    where: { id: entityId },
    select: { id: true, homeEntityId: true },
  });
  if (!entity) return [];
  const home = entity.homeEntityId ?? entity.id;
  const registrations = await db.formedEntity.findMany({
    where: { OR: [{ id: home }, { homeEntityId: home }] },
    select: { id: true },
  });
  return [entity.id, ...registrations.map((r) => r.id)];
}

export interface EntityNameProblems {
  stateCode: string;
  businessName: string;
  problems: NameProblem[];
}

/** Each named entity of an order with the problems of its name, as staff review it. */
export async function orderNameProblems(db: Db, orderId: string): Promise<EntityNameProblems[]> {
  const [entities, order] = await Promise.all([
    db.orderEntity.findMany({ where: { orderId }, orderBy: { stateCode: 'asc' } }),
    db.order.findUnique({ where: { id: orderId }, select: { entityId: true } }),
  ]);
  // A later order of a company names the company itself: never a clash with its own registration.
  const own = { orderId, entityIds: await companyEntityIds(db, order?.entityId ?? null) };
  return Promise.all(
    entities.map(async (entity) => ({
      stateCode: entity.stateCode,
      businessName: entity.businessName,
      problems: await checkNameInState(
        db,
        { name: entity.businessName, state: entity.stateCode, entityType: entity.entityType },
        own,
      ),
    })),
  );
}

/** Refuses (400) a new order whose names a state would refuse: the first blocking problem, named by its state. */
export async function assertNamesFileable(
  db: Db,
  entities: readonly { state: string; businessName: string; entityType: EntityType }[],
): Promise<void> {
  for (const entity of entities) {
    const problems = await checkNameInState(db, {
      name: entity.businessName,
      state: entity.state,
      entityType: entity.entityType,
    });
    const blocking = problems.find((problem) => problem.severity === 'error');
    if (blocking)
      throw badRequest(`${STATE_BY_CODE.get(entity.state)?.name ?? entity.state} business name: ${blocking.message}`);
  }
}
