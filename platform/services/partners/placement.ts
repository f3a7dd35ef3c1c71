// What every partner order shares, whatever its kind: the preview's answer and placing it once per idempotency key.
import { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import type { PartnerCaller } from './keys';
import { orderView, partnerOrderInclude, priceView } from './views';

type Billing = 'partner_invoice' | 'payment_link';
type PartnerOrderRow = Prisma.OrderGetPayload<{ include: typeof partnerOrderInclude }>;
interface Priced {
  totalUSD: number;
  breakdown: Parameters<typeof priceView>[1];
}

/** The price of an order as the partner would be billed, without placing it. */
export const previewView = <K extends string>(
  caller: PartnerCaller,
  kind: K,
  billing: Billing | undefined,
  priced: Priced,
) => ({
  object: 'order_preview' as const,
  kind,
  billing: billing ?? 'partner_invoice',
  livemode: caller.mode === 'LIVE',
  ...priceView(priced.totalUSD, priced.breakdown),
});

/** The partner's metadata, and whether a test order advances by itself (a live order always runs as it comes). */
export const partnerOrderColumns = (
  caller: PartnerCaller,
  body: { metadata?: Record<string, string>; autoAdvance?: boolean },
) => ({
  metadata: body.metadata ?? {},
  autoAdvance: caller.mode === 'LIVE' || body.autoAdvance !== false,
});

const isUniqueViolation = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002';

/**
 * Places the order once per idempotency key: the key is part of the order's unique checkout key, so a request
 * retried after its process died finds the order it had made instead of making another.
 */
export async function placeOnce(
  db: Db,
  caller: PartnerCaller,
  idempotencyKey: string,
  create: (checkoutKey: string) => Promise<PartnerOrderRow>,
) {
  const checkoutKey = `partner:${caller.partnerId}:${caller.mode}:${idempotencyKey}`;
  const existing = await db.order.findUnique({ where: { checkoutKey }, include: partnerOrderInclude });
  if (existing) return orderView(existing);
  try {
    return orderView(await create(checkoutKey));
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Another request with the same key made it first; any other unique refusal stays what it was.
    const made = await db.order.findUnique({ where: { checkoutKey }, include: partnerOrderInclude });
    if (!made) throw err;
    return orderView(made);
  }
}
