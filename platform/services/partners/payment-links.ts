// Hosted payment links of partner orders the customer pays (billing: payment_link): PUBLIC_URL +
// /pay/<order>?expires=&sig=, where sig is an HMAC-SHA256 (keyed from SESSION_SECRET under its own label) of the
// order and the expiry. The link needs no sign-in; it cannot be moved to another order or extended, and stops
// opening after PAYMENT_LINK_TTL_MS; a paid order's link still opens and says it is paid.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentLinkView } from '../../../domain/contracts/payment-links';
import { isUuid } from '../../../domain/uuid';
import type { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';

/** Seven days: long enough for a customer to find the email or message the partner sent, short enough to reprice. */
const PAYMENT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The link's expiry for an order placed now, in whole seconds (the unix time the link carries). */
export const paymentLinkExpiry = (now = Date.now()) => new Date(Math.floor((now + PAYMENT_LINK_TTL_MS) / 1000) * 1000);

const signature = (secret: string, orderId: string, expires: number) =>
  createHmac('sha256', `partner-payment-links:${secret}`).update(`${orderId}.${expires}`).digest('hex');

/** The link's path and query (the caller puts PUBLIC_URL in front). */
export function paymentLinkPath(secret: string, orderId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const query = new URLSearchParams({ expires: String(expires), sig: signature(secret, orderId, expires) });
  return `/pay/${orderId}?${query}`;
}

const signatureMatches = (secret: string, orderId: string, expires: number, sig: string) => {
  const expected = Buffer.from(signature(secret, orderId, expires));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

const linkInclude = {
  entities: { orderBy: { stateCode: 'asc' } },
  paymentLink: true,
  partner: { select: { name: true } },
} as const;
export type PaymentLinkOrder = Prisma.OrderGetPayload<{ include: typeof linkInclude }>;

export type PaymentLinkLookup =
  | { kind: 'ok'; order: PaymentLinkOrder }
  | { kind: 'invalid' }
  | { kind: 'expired'; expiresAt: Date };

/**
 * The order a link pays: the signature first (an altered expiry is invalid, not expired), then the order, which
 * must be one a partner asked its customer to pay; a paid order opens after the expiry too, to say so.
 */
export async function openPaymentLink(
  db: Db,
  secret: string,
  link: { orderId: string; expires: number; sig: string },
  now = Date.now(),
): Promise<PaymentLinkLookup> {
  const orderId = link.orderId.toLowerCase();
  if (!isUuid(orderId) || !signatureMatches(secret, orderId, link.expires, link.sig)) return { kind: 'invalid' };
  const order = await db.order.findUnique({ where: { id: orderId }, include: linkInclude });
  if (!order?.paymentLink) return { kind: 'invalid' };
  if (order.paymentStatus !== 'PAID' && link.expires * 1000 <= now)
    return { kind: 'expired', expiresAt: new Date(link.expires * 1000) };
  return { kind: 'ok', order };
}

interface BreakdownLine {
  type: string;
  id: string;
  name: string;
  priceCents: number;
}

/** The page's view of the order; `simulated` when the platform's Stripe mode means no card may be asked for. */
export function paymentLinkView(order: PaymentLinkOrder, simulated: boolean): PaymentLinkView {
  return {
    orderId: order.id,
    partnerName: order.partner?.name ?? '',
    customerName: `${order.contactFirstName} ${order.contactLastName}`.trim(),
    kind: order.kind,
    businessNames: order.entities.map((entity) => entity.businessName),
    paid: order.paymentStatus === 'PAID',
    currency: 'usd',
    amountCents: order.totalUSD,
    lineItems: (order.breakdown as unknown as BreakdownLine[]).map((line) => ({
      type: line.type,
      id: line.id,
      name: line.name,
      amountCents: line.priceCents,
    })),
    expiresAt: (order.paymentLink?.expiresAt ?? new Date(0)).toISOString(),
    testMode: order.testMode,
    simulated,
  };
}
