// A client's paid orders as the dashboard shows them (GET /api/orders; totalUSD is in cents).
import type { clientOrderSchema } from '../../../../domain/contracts/order-detail';
import type { Wire } from '../../../../domain/contracts/wire';
import { isActiveStatus } from '../../../../domain/order-stages';
import { formatDate } from '../../lib/format';

/** One order of GET /api/orders, with who it waits for and its estimate (the route's own schema). */
export type ClientOrder = Wire<typeof clientOrderSchema>;

export const RECENT_ORDERS_SHOWN = 5;
const ORDER_ID_CHARS = 8;

export interface DashboardSummary {
  activeOrders: number;
  pendingTasks: number;
  recent: ClientOrder[];
}

export function summarizeOrders(orders: readonly ClientOrder[]): DashboardSummary {
  const activeOrders = orders.filter((order) => isActiveStatus(order.status)).length;
  return {
    activeOrders,
    pendingTasks: activeOrders > 0 ? 1 : 0,
    recent: orders.slice(0, RECENT_ORDERS_SHOWN),
  };
}

export const shortOrderId = (id: string): string => id.slice(0, ORDER_ID_CHARS);

export const formatOrderDate = (iso: string): string => formatDate(iso);
