// The hosted payment page's address in a payment_link order's answer: PUBLIC_URL + the signed path, while the order
// is unpaid (or its payment failed), not canceled, and its link still opens (the same link every time, so a partner may fetch it again).
import type { Config } from '../../platform/config';
import { paymentLinkPath } from '../../platform/services/partners';

interface OrderAnswer {
  id: string;
  status: string;
  paymentStatus: string;
  paymentUrl: string | null;
  paymentLinkExpiresAt: string | null;
}

export function withPaymentUrl<T extends OrderAnswer>(
  config: Pick<Config, 'publicUrl' | 'sessionSecret'>,
  order: T,
  now = Date.now(),
): T {
  const expiresAt = order.paymentLinkExpiresAt ? new Date(order.paymentLinkExpiresAt) : null;
  const payable = (order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed') && order.status !== 'CANCELED';
  if (!expiresAt || !payable || expiresAt.getTime() <= now) return order;
  return { ...order, paymentUrl: config.publicUrl + paymentLinkPath(config.sessionSecret, order.id, expiresAt) };
}
