// When a formation completes, each formed entity's annual services become renewals due on the formation
// anniversary: the registered agent for every entity, and the order's annual services (bought once per order) on
// its first entity. Only rows here; the daily scan makes their Stripe subscriptions.
import {
  annualServicesOf,
  firstRenewalOn,
  REGISTERED_AGENT,
  type RenewalServiceId,
  renewalService,
} from '../../../domain/renewals';
import type { Db } from '../../infra/prisma';
import { alignAgentObligation } from './agent-obligation';

/** Idempotent (unique per entity and service): a second call creates nothing. Answers how many it created. */
export async function createRenewalsForOrder(db: Db, orderId: string): Promise<number> {
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: { packages: true, services: true, state: true, partnerId: true, testMode: true },
  });
  // A partner's order is billed to the partner, and a client-less entity has nobody to bill or tell.
  if (!order || order.partnerId || order.testMode) return 0;
  const formed = await db.formedEntity.findMany({
    where: { orderId, userId: { not: null } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const first = formed.find((entity) => entity.stateCode === order.state) ?? formed[0];
  const rows = formed.flatMap((entity) =>
    ([REGISTERED_AGENT, ...(entity === first ? annualServicesOf(order) : [])] as RenewalServiceId[]).map(
      (serviceId) => ({
        entityId: entity.id,
        serviceId,
        amountCents: renewalService(serviceId).amountCents,
        nextChargeOn: firstRenewalOn(entity.formedOn),
      }),
    ),
  );
  if (rows.length === 0) return 0;
  const { count } = await db.serviceRenewal.createMany({ data: rows, skipDuplicates: true });
  for (const entity of formed) await alignAgentObligation(db, entity.id);
  return count;
}
