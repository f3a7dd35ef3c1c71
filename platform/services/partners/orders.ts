// Orders placed through the partner API: priced on the server like the storefront's, billed to the partner (paid on
// account, invoiced monthly, so the pipeline starts at once) or, when the partner asks, paid by its customer through
// a hosted payment link. Test keys place test orders on the same pipeline.
import { randomUUID } from 'node:crypto';
import type { FormationOrder } from '../../../domain/partner-api/orders';
import { calculatePricing } from '../../../domain/pricing';
import { Prisma } from '../../../prisma/generated/client';
import type { Db } from '../../infra/prisma';
import { pricingColumns } from '../checkout-orders';
import { afterPlacing, billingColumns } from './billing';
import type { PartnerCaller } from './keys';
import { orderView, partnerOrderInclude, priceView } from './views';

const isUniqueViolation = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002';

/** The price of an order as the partner would be billed, without placing it. */
export function previewOrder(caller: PartnerCaller, body: FormationOrder) {
  const columns = pricingColumns(calculatePricing(body));
  return {
    object: 'order_preview' as const,
    kind: body.kind,
    billing: body.billing ?? 'partner_invoice',
    livemode: caller.mode === 'LIVE',
    ...priceView(columns.totalUSD, columns.breakdown),
  };
}

/**
 * Places the order once per idempotency key: the key is part of the order's unique checkout key, so a request
 * retried after its process died finds the order it had made instead of making another.
 */
export async function placeOrder(db: Db, caller: PartnerCaller, body: FormationOrder, idempotencyKey: string) {
  const checkoutKey = `partner:${caller.partnerId}:${caller.mode}:${idempotencyKey}`;
  const existing = await db.order.findUnique({ where: { checkoutKey }, include: partnerOrderInclude });
  if (existing) return orderView(existing);
  try {
    return orderView(await createFormation(db, caller, body, checkoutKey));
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return orderView(await db.order.findUniqueOrThrow({ where: { checkoutKey }, include: partnerOrderInclude }));
  }
}

async function createFormation(db: Db, caller: PartnerCaller, body: FormationOrder, checkoutKey: string) {
  const { partnerId, mode } = caller;
  const id = randomUUID();
  const customer = body.customer;
  return db.$transaction(async (tx) => {
    const { id: partnerCustomerId } = await tx.partnerCustomer.upsert({
      where: { partnerId_mode_email: { partnerId, mode, email: customer.email } },
      create: { partnerId, mode, ...customer, phone: customer.phone ?? '' },
      update: {},
    });
    const order = await tx.order.create({
      data: {
        id,
        checkoutKey,
        partnerId,
        partnerCustomerId,
        testMode: mode === 'TEST',
        packages: body.packages,
        services: body.services,
        states: body.states,
        state: body.states[0],
        contactFirstName: customer.firstName,
        contactLastName: customer.lastName,
        contactEmail: customer.email,
        contactPhone: customer.phone ?? '',
        business: {},
        ...pricingColumns(calculatePricing(body)),
        ...billingColumns(id, body.billing),
        entities: {
          create: body.states.map((code) => {
            const details = body.entityDetails[code] as { businessName: string; entityType: 'LLC' };
            return { stateCode: code, businessName: details.businessName, entityType: details.entityType };
          }),
        },
      },
      include: partnerOrderInclude,
    });
    await afterPlacing(tx, id, body.billing);
    return order;
  });
}
