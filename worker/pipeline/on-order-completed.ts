// The hook run once when an order reaches COMPLETE (inside the completeOrder activity, so it must be
// idempotent). Follow-up work that starts with a formed entity (e.g. compliance obligations) plugs in here.
import type { Db } from '../../api/lib/prisma';

export async function onOrderCompleted(_db: Db, _orderId: string): Promise<void> {}
