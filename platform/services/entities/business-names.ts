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

/** Distinguishing keys of the names formed in a state, leaving out the entities of one order (its own names). */
async function takenKeys(db: Db, stateCode: string, exceptOrderId?: string): Promise<Set<string>> {
  const formed = await db.formedEntity.findMany({
    where: { stateCode, ...(exceptOrderId ? { orderId: { not: exceptOrderId } } : {}) },
    select: { businessName: true },
  });
  return new Set(formed.map((entity) => distinguishingKey(entity.businessName)));
}

export async function checkNameInState(db: Db, input: NameCheckInput, exceptOrderId?: string): Promise<NameProblem[]> {
  if (!input.name.trim()) return [];
  return checkBusinessName(input, await takenKeys(db, input.state, exceptOrderId));
}

export interface EntityNameProblems {
  stateCode: string;
  businessName: string;
  problems: NameProblem[];
}

/** Each named entity of an order with the problems of its name, as staff review it. */
export async function orderNameProblems(db: Db, orderId: string): Promise<EntityNameProblems[]> {
  const entities = await db.orderEntity.findMany({ where: { orderId }, orderBy: { stateCode: 'asc' } });
  return Promise.all(
    entities.map(async (entity) => ({
      stateCode: entity.stateCode,
      businessName: entity.businessName,
      problems: await checkNameInState(
        db,
        { name: entity.businessName, state: entity.stateCode, entityType: entity.entityType },
        orderId,
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
