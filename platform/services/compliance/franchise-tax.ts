// A Delaware corporation's franchise tax estimate: the inputs last entered for it and both methods computed
// from them (domain/delaware-franchise-tax.ts).
import type { z } from 'zod';
import type { franchiseTaxViewSchema } from '../../../domain/contracts/compliance';
import {
  DELAWARE_FRANCHISE_TAX_SOURCE,
  estimateDelawareFranchiseTax,
  FRANCHISE_TAX_NOTE,
  type FranchiseTaxInput,
  type ShareClass,
} from '../../../domain/delaware-franchise-tax';
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';

type StoredInputs = Prisma.FranchiseTaxInputsGetPayload<object>;

export type FranchiseTaxView = z.infer<typeof franchiseTaxViewSchema>;

function inputsOf(row: StoredInputs): FranchiseTaxInput {
  return {
    classes: row.classes as unknown as ShareClass[],
    issuedShares: Number(row.issuedShares),
    grossAssetsCents: Number(row.grossAssetsCents),
  };
}

/** The estimate from stored inputs, or null before any were entered. */
export const estimateOf = (stored: StoredInputs | null) =>
  stored ? estimateDelawareFranchiseTax(inputsOf(stored)) : null;

export function franchiseTaxView(
  entity: { id: string; businessName: string },
  stored: StoredInputs | null,
): FranchiseTaxView {
  return {
    id: entity.id,
    entityId: entity.id,
    businessName: entity.businessName,
    inputs: stored ? inputsOf(stored) : null,
    estimate: estimateOf(stored),
    enteredAt: stored?.updatedAt ?? null,
    enteredByEmail: stored?.enteredByEmail ?? null,
    note: FRANCHISE_TAX_NOTE,
    source: DELAWARE_FRANCHISE_TAX_SOURCE,
  };
}

export function saveFranchiseTaxInputs(db: Db, entityId: string, input: FranchiseTaxInput, enteredByEmail: string) {
  const data = {
    classes: input.classes as unknown as Prisma.InputJsonValue,
    issuedShares: BigInt(input.issuedShares),
    grossAssetsCents: BigInt(input.grossAssetsCents),
    enteredByEmail,
  };
  return db.franchiseTaxInputs.upsert({ where: { entityId }, create: { entityId, ...data }, update: data });
}

/** A formed entity with its stored franchise tax figures: any client's for staff, else only the owner's own. */
export const findFranchiseTaxEntity = (db: Db, entityId: string, ownerId: string | null) =>
  db.formedEntity.findFirst({
    where: { id: entityId, ...(ownerId === null ? {} : { userId: ownerId }) },
    include: { franchiseTax: true },
  });
