// Turns a validated checkout record into its order: the same record always maps to the same order (Order.checkoutKey).
import { calculatePricing, dollarsToCents, type Pricing } from '../../../domain/pricing';
import type { CheckoutRecord } from '../../../domain/schemas';
import { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import { assertNamesFileable } from '../entities/business-names';
import { checkoutKey, normaliseCheckoutRecord } from './checkout-key';

export type CheckoutOrder = Prisma.OrderGetPayload<object>;

/** The order's price columns (cents); `stateFeeNote` words a state fee that varies (orders for an entity). */
export function pricingColumns(pricing: Pricing, stateFeeNote: string | null = null) {
  return {
    packageTotalCents: dollarsToCents(pricing.packageTotal),
    servicesTotalCents: dollarsToCents(pricing.servicesTotal),
    stateFeesTotalCents: dollarsToCents(pricing.stateFeesTotal),
    subtotalCents: dollarsToCents(pricing.subtotal),
    totalUSD: dollarsToCents(pricing.total),
    breakdown: pricing.breakdown.map((line) => ({
      type: line.type,
      id: line.id,
      name: line.name,
      priceCents: dollarsToCents(line.price),
      ...(line.type === 'state_fee' && stateFeeNote ? { note: stateFeeNote } : {}),
    })),
  };
}

const isUniqueViolation = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002';

/**
 * Finds the order for this checkout record or creates it (payment UNPAID, no stage yet), priced on the server.
 * A price change in the catalog since the order was made updates its totals. A new order whose business names a
 * state would refuse is refused (400).
 */
export async function findOrCreateCheckoutOrder(
  db: Db,
  record: CheckoutRecord,
): Promise<{ order: CheckoutOrder; pricing: Pricing }> {
  const key = checkoutKey(record);
  const pricing = calculatePricing(record);
  const columns = pricingColumns(pricing);
  const existing = await db.order.findUnique({ where: { checkoutKey: key } });
  if (existing) return { order: await refreshTotals(db, existing, columns), pricing };

  const normal = normaliseCheckoutRecord(record);
  await assertNamesFileable(db, normal.entityDetails);
  const states = [...new Set(record.states)];
  try {
    const order = await db.order.create({
      data: {
        checkoutKey: key,
        packages: [...new Set(record.packages)],
        services: [...new Set(record.services)],
        states,
        state: states[0],
        contactFirstName: normal.contact.firstName,
        contactLastName: normal.contact.lastName,
        contactEmail: normal.contact.email,
        contactPhone: normal.contact.phone,
        contactCompany: normal.contact.company,
        business: record.business,
        ...columns,
        entities: {
          create: normal.entityDetails.map((entity) => ({
            stateCode: entity.state,
            businessName: entity.businessName,
            entityType: entity.entityType,
          })),
        },
      },
    });
    return { order, pricing };
  } catch (err) {
    // The same checkout sent twice at once: the other request created it.
    if (!isUniqueViolation(err)) throw err;
    const order = await db.order.findUnique({ where: { checkoutKey: key } });
    if (!order) throw err;
    return { order: await refreshTotals(db, order, columns), pricing };
  }
}

async function refreshTotals(
  db: Db,
  order: CheckoutOrder,
  columns: ReturnType<typeof pricingColumns>,
): Promise<CheckoutOrder> {
  if (order.paymentStatus === 'PAID' || order.totalUSD === columns.totalUSD) return order;
  return db.order.update({ where: { id: order.id }, data: columns });
}
