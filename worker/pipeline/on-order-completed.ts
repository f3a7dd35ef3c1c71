// The hook run once when an order reaches COMPLETE (inside the completeOrder activity, so it must be
// idempotent). Follow-up work that starts with a formed entity plugs in here.

import { isFormationKind } from '../../domain/kinds';
import type { Db } from '../../platform/infra/prisma';
import { applyEntityOrderCompletion } from '../../platform/services/entities';
import { deliverFormation, findOrderHead, markDeliveryOrderDone } from '../../platform/services/orders';

/**
 * A formation gives each formed entity its compliance obligations (annual reports, franchise taxes, agent
 * renewals) and starts what else it sold (the package's trust and EIN); an order for a formed entity makes its
 * kind's change (the name, a new state, the EIN, a dissolution), and delivers its formation's included EIN.
 */
export async function onOrderCompleted(db: Db, orderId: string): Promise<void> {
  const order = await findOrderHead(db, orderId);
  if (order && isFormationKind(order.kind)) await deliverFormation(db, orderId);
  else {
    await applyEntityOrderCompletion(db, orderId);
    await markDeliveryOrderDone(db, orderId);
  }
}
