// One obligation as the client area and the back-office show it.
import type { z } from 'zod';
import { formatCalendarDate, toCalendarDate } from '../../../domain/calendar-dates';
import { obligationStatus } from '../../../domain/compliance-reminders';
import type { obligationViewSchema } from '../../../domain/contracts/compliance';
import { FRANCHISE_TAX_RULE_ID, franchiseTaxSummary } from '../../../domain/delaware-franchise-tax';
import type { Prisma } from '../../../prisma/generated/client';
import { estimateOf } from './franchise-tax';

export const obligationInclude = {
  entity: {
    select: {
      id: true,
      businessName: true,
      stateCode: true,
      entityType: true,
      formedOn: true,
      orderId: true,
      autoFile: true,
      franchiseTax: true,
    },
  },
  filing: { select: { filedOn: true, confirmation: true, recordedByEmail: true } },
} satisfies Prisma.ComplianceObligationInclude;

type ObligationRow = Prisma.ComplianceObligationGetPayload<{ include: typeof obligationInclude }>;

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
    autoFile: row.entity.autoFile,
    franchiseTax: row.ruleId === FRANCHISE_TAX_RULE_ID ? franchiseTaxOf(row.entity) : null,
  };
}

function franchiseTaxOf({ franchiseTax }: ObligationRow['entity']) {
  const estimate = estimateOf(franchiseTax);
  return { estimate, enteredAt: franchiseTax?.updatedAt ?? null, summary: franchiseTaxSummary(estimate) };
}
