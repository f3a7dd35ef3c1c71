// The hook run once when an order reaches COMPLETE (inside the completeOrder activity, so it must be
// idempotent). Follow-up work that starts with a formed entity plugs in here.
import type { Db } from '../../platform/infra/prisma';
import { createObligationsForOrder } from '../../platform/services/compliance/create-obligations';

/** Gives each formed entity its compliance obligations (annual reports, franchise taxes, agent renewals). */
export async function onOrderCompleted(db: Db, orderId: string): Promise<void> {
  await createObligationsForOrder(db, orderId);
}
