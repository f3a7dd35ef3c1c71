// The hook run once when an order reaches COMPLETE (inside the completeOrder activity, so it must be
// idempotent). Follow-up work that starts with a formed entity plugs in here.
import type { Db } from '../../api/lib/prisma';
import { createObligationsForOrder } from '../../api/services/compliance/create-obligations';

/** Gives each formed entity its compliance obligations (annual reports, franchise taxes, agent renewals). */
export async function onOrderCompleted(db: Db, orderId: string): Promise<void> {
  await createObligationsForOrder(db, orderId);
}
