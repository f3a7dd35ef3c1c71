// The staff action of the order page's action panel, through the data provider (providers/orderCalls.ts).
import { dataProvider } from '../providers/dataProvider';

/** POST /api/admin/orders/:id/actions: one staff action ({ action, ...its fields }). */
export const orderAction = (id: string, body: Record<string, unknown>) => dataProvider.orderAction(id, body);
