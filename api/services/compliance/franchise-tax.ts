// A Delaware corporation's franchise tax estimate: the inputs last entered for it and both methods computed
// from them (domain/delaware-franchise-tax.ts).
import { z } from 'zod';
import {
  DELAWARE_FRANCHISE_TAX_SOURCE,
  estimateDelawareFranchiseTax,
  FRANCHISE_TAX_NOTE,
  type FranchiseTaxInput,
  franchiseTaxInputSchema,
  type ShareClass,
} from '../../../domain/delaware-franchise-tax';
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../lib/prisma';

type StoredInputs = Prisma.FranchiseTaxInputsGetPayload<object>;

export const franchiseTaxEstimateSchema = z.object({
  authorizedSharesMethodCents: z.number().int(),
  assumedParValueCapitalMethodCents: z.number().int().nullable(),
  assumedPar: z.string().nullable(),
  assumedParValueCapitalDollars: z.number().int().nullable(),
  lesserMethod: z.enum(['authorized-shares', 'assumed-par-value-capital']),
  taxCents: z.number().int(),
  annualReportFeeCents: z.number().int(),
  totalDueCents: z.number().int(),
});

export const franchiseTaxViewSchema = z.object({
  entityId: z.string(),
  businessName: z.string(),
  inputs: franchiseTaxInputSchema.nullable(),
  estimate: franchiseTaxEstimateSchema.nullable(),
  /** When the inputs were last entered, and by whom. */
  enteredAt: z.date().nullable(),
  enteredByEmail: z.string().nullable(),
  note: z.string(),
  source: z.object({ url: z.string(), readOn: z.string() }),
});
export type FranchiseTaxView = z.infer<typeof franchiseTaxViewSchema>;

export function inputsOf(row: StoredInputs): FranchiseTaxInput {
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
