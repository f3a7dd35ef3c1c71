// One obligation as the client area and the back-office show it.
import { z } from 'zod';
import { formatCalendarDate, toCalendarDate } from '../../../domain/calendar-dates';
import { OBLIGATION_STATUSES, obligationStatus } from '../../../domain/compliance-reminders';
import { FRANCHISE_TAX_RULE_ID, franchiseTaxSummary } from '../../../domain/delaware-franchise-tax';
import type { Prisma } from '../../../prisma/generated/client';
import { estimateOf, franchiseTaxEstimateSchema } from './franchise-tax';

export const obligationInclude = {
  entity: {
    select: {
      id: true,
      businessName: true,
      stateCode: true,
      entityType: true,
      formedOn: true,
      orderId: true,
      franchiseTax: true,
    },
  },
  filing: { select: { filedOn: true, confirmation: true, recordedByEmail: true } },
} satisfies Prisma.ComplianceObligationInclude;

type ObligationRow = Prisma.ComplianceObligationGetPayload<{ include: typeof obligationInclude }>;

export const obligationViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  feeUSD: z.number().int(),
  feeNote: z.string(),
  /** YYYY-MM-DD */
  dueDate: z.string(),
  status: z.enum(OBLIGATION_STATUSES),
  filedOn: z.string().nullable(),
  confirmation: z.string().nullable(),
  entityId: z.string(),
  businessName: z.string(),
  stateCode: z.string(),
  entityType: z.string(),
  formedOn: z.string(),
  orderId: z.string(),
  /** Delaware corporations' franchise tax: the estimate from the figures last entered (null before any). */
  franchiseTax: z
    .object({ estimate: franchiseTaxEstimateSchema.nullable(), enteredAt: z.date().nullable(), summary: z.string() })
    .nullable(),
});
export type ObligationView = z.infer<typeof obligationViewSchema>;

export function obligationView(row: ObligationRow, now: Date): ObligationView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    feeUSD: row.feeUSD,
    feeNote: row.feeNote,
    dueDate: formatCalendarDate(row.dueDate),
    status: obligationStatus(row, toCalendarDate(now)),
    filedOn: row.filedOn ? formatCalendarDate(row.filedOn) : null,
    confirmation: row.filing?.confirmation ?? null,
    entityId: row.entity.id,
    businessName: row.entity.businessName,
    stateCode: row.entity.stateCode,
    entityType: row.entity.entityType,
    formedOn: formatCalendarDate(row.entity.formedOn),
    orderId: row.entity.orderId,
    franchiseTax: row.ruleId === FRANCHISE_TAX_RULE_ID ? franchiseTaxOf(row.entity) : null,
  };
}

function franchiseTaxOf({ franchiseTax }: ObligationRow['entity']) {
  const estimate = estimateOf(franchiseTax);
  return { estimate, enteredAt: franchiseTax?.updatedAt ?? null, summary: franchiseTaxSummary(estimate) };
}
