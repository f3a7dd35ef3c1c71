// Orders placed through the partner API: priced on the server like the storefront's, billed to the partner (paid on
// account, invoiced monthly, so the pipeline starts at once) or, when the partner asks, paid by its customer through
// a hosted payment link. Test keys place test orders on the same pipeline.
import { randomUUID } from 'node:crypto';
import type { FormationOrder } from '../../../domain/partner-api/orders';
import { calculatePricing } from '../../../domain/pricing';
import type { Db } from '../../infra/prisma';
import { pricingColumns } from '../orders/checkout-orders';
import { createOrderDeliverables } from '../orders/order-deliverables';
import { afterPlacing, billingColumns } from './billing';
import type { PartnerCaller } from './keys';
import { placeOnce, previewView } from './placement';
import { partnerOrderInclude } from './views';

/** The price of an order as the partner would be billed, without placing it. */
export const previewOrder = (caller: PartnerCaller, body: FormationOrder) =>
  previewView(caller, body.kind, body.billing, pricingColumns(calculatePricing(body)));

export const placeOrder = (db: Db, caller: PartnerCaller, body: FormationOrder, idempotencyKey: string) =>
  placeOnce(db, caller, idempotencyKey, (checkoutKey) => createFormation(db, caller, body, checkoutKey));

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
    // Paid on the partner's account now; a payment link's are made when its payment arrives.
    if (body.billing !== 'payment_link') await createOrderDeliverables(tx, order);
    return order;
  });
}
