// A partner's orders for entities its orders formed (annual report, amendment, ...): checked, priced and shaped by
// the storefront's own entity-order code (platform/services/entity-orders.ts), then placed like a partner's
// formation: on account (the pipeline starts at once) or paid by the customer through a payment link.
import { randomUUID } from 'node:crypto';
import type { PartnerEntityOrder } from '../../../domain/partner-api/orders';
import type { Db } from '../../infra/prisma';
import { claimSoldItem } from '../billing/order-payments';
import { entityOrderData, entityOrderEntity, planEntityOrder } from '../orders/entity-orders';
import { soldKeyFor } from '../orders/sold-keys';
import { afterPlacing, billingColumns } from './billing';
import type { PartnerCaller } from './keys';
import { partnerOrderColumns, placeOnce, previewView } from './placement';
import { partnerOrderInclude } from './views';

const requestOf = (body: PartnerEntityOrder) => ({
  entityId: body.entityId.toLowerCase(),
  kind: body.kind,
  details: body.details,
});

/** The price of the order as the partner would be billed, with every refusal placing it would meet. */
export async function previewEntityOrder(db: Db, caller: PartnerCaller, body: PartnerEntityOrder) {
  const columns = entityOrderData(await planEntityOrder(db, requestOf(body)));
  return previewView(caller, body.kind, body.billing, columns);
}

/**
 * Places the order once per idempotency key. The entity's row is locked while the order is checked and made, so
 * two requests at once with different keys cannot both start the same kind for one entity.
 */
export function placeEntityOrder(db: Db, caller: PartnerCaller, body: PartnerEntityOrder, idempotencyKey: string) {
  const request = requestOf(body);
  return placeOnce(db, caller, idempotencyKey, (checkoutKey) => {
    const id = randomUUID();
    return db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "FormedEntity" WHERE id = ${request.entityId}::uuid FOR UPDATE`;
      const plan = await planEntityOrder(tx, request);
      const soldKey = await soldKeyFor(tx, { kind: plan.kind, entityId: plan.entity.id, state: plan.stateCode });
      // On account the order is paid now: refused (409) when another paid order already sells the same thing.
      if (body.billing !== 'payment_link') await claimSoldItem(tx, soldKey);
      await tx.order.create({
        data: {
          id,
          checkoutKey,
          soldKey,
          ...entityOrderData(plan),
          partnerId: caller.partnerId,
          partnerCustomerId: plan.entity.order?.partnerCustomerId ?? null,
          testMode: caller.mode === 'TEST',
          ...partnerOrderColumns(caller, body),
          ...billingColumns(id, body.billing),
          entities: { create: [entityOrderEntity(plan)] },
        },
      });
      await afterPlacing(tx, id, body.billing);
      return tx.order.findUniqueOrThrow({ where: { id }, include: partnerOrderInclude });
    });
  });
}
