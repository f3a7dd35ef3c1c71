// The hook run once when an order reaches COMPLETE (inside the completeOrder activity, so it must be
// idempotent). Follow-up work that starts with a formed entity plugs in here.

import { isFormationKind } from '../../domain/kinds';
import type { Db } from '../../platform/infra/prisma';
import { createObligationsForOrder } from '../../platform/services/compliance';
import { applyEntityOrderCompletion } from '../../platform/services/entities';
import { findOrderHead } from '../../platform/services/orders';

/**
 * A formation gives each formed entity its compliance obligations (annual reports, franchise taxes, agent
 * renewals); an order for a formed entity makes its kind's change (the name, a new state, the EIN, a dissolution).
 */
export async function onOrderCompleted(db: Db, orderId: string): Promise<void> {
  const order = await findOrderHead(db, orderId);
  if (order && isFormationKind(order.kind)) await createObligationsForOrder(db, orderId);
  else await applyEntityOrderCompletion(db, orderId);
}
