// The registered agent's renewal is the one source of its compliance-calendar entry: the entity's open 'Registered
// Agent Renewal' obligation carries the renewal's next charge date and amount (so the calendar, its feed and the
// back-office show what will be charged), and the reminder scan leaves it to the renewal's notice.
import { REGISTERED_AGENT_RULE_SUFFIX } from '../../../domain/compliance-rules';
import { agentObligationTerms, REGISTERED_AGENT } from '../../../domain/renewals';
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';

type Tx = Prisma.TransactionClient | Db;

/** Obligations the renewal of the registered agent speaks for: no separate reminders go out for them. */
export const coveredByAgentRenewal: Prisma.ComplianceObligationWhereInput = {
  ruleId: { endsWith: REGISTERED_AGENT_RULE_SUFFIX },
  entity: { renewals: { some: { serviceId: REGISTERED_AGENT } } },
};

/** Brings the entity's open registered-agent obligation in step with its renewal (nothing without a renewal). */
export async function alignAgentObligation(tx: Tx, entityId: string): Promise<void> {
  const renewal = await tx.serviceRenewal.findUnique({
    where: { entityId_serviceId: { entityId, serviceId: REGISTERED_AGENT } },
  });
  if (!renewal) return;
  const open = await tx.complianceObligation.findFirst({
    where: { entityId, ruleId: { endsWith: REGISTERED_AGENT_RULE_SUFFIX }, filedOn: null, endedOn: null },
    orderBy: { dueDate: 'asc' },
  });
  if (!open) return;
  const terms = agentObligationTerms(renewal);
  // A row recorded by hand for that date already (filed before renewals billed it) keeps its date: only the fee moves.
  const taken =
    open.dueDate.getTime() !== terms.dueDate.getTime() &&
    (await tx.complianceObligation.count({
      where: { entityId, ruleId: open.ruleId, dueDate: terms.dueDate },
    })) > 0;
  await tx.complianceObligation.update({
    where: { id: open.id },
    data: {
      ...(taken ? {} : { dueDate: terms.dueDate }),
      feeUSD: terms.feeUSD,
      feeNote: terms.feeNote,
      endedOn: terms.endedOn,
    },
  });
}
