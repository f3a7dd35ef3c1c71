// A client fixes a renewal whose charge failed: the card they confirmed through the entity's SetupIntent (the
// entity page's card dialog) becomes their card on file, which every renewal and automatic filing charges, and the
// unpaid invoice is paid with it at once (POST /v1/invoices/:id/pay, as Stripe retries an open invoice). Stripe's
// webhooks then confirm the same.
import type Stripe from 'stripe';
import { toCalendarDate } from '../../../domain/calendar-dates';
import { renewalState } from '../../../domain/renewals';
import { conflict, paymentRequired } from '../../errors';
import type { Db } from '../../infra/prisma';
import { loadStripe } from '../../infra/stripe';
import { cardOnFile, keepCardOnFile } from '../billing/card-on-file';
import { idOf } from '../billing/membership-sync';
import { confirmedCard } from '../compliance/auto-file';
import { cardChangeName, queueClientNotice } from '../notices/client-notices';
import { storeRenewalSubscription } from './renewal-sync';

/** @internal */
export const NO_FAILED_CHARGE = 'This renewal has no failed charge to pay.';

/** Pays the renewal's unpaid invoice with the newly confirmed card; a declined card answers 402 with Stripe's words. */
export async function payRenewalWithCard(db: Db, stripe: Stripe, renewalId: string, setupIntentId: string) {
  const renewal = await db.serviceRenewal.findUniqueOrThrow({
    where: { id: renewalId },
    include: { entity: { select: { id: true, user: { select: { stripeCustomerId: true } } } } },
  });
  if (renewalState(renewal, toCalendarDate(new Date())) !== 'payment_failed' || !renewal.stripeSubscriptionId)
    throw conflict(NO_FAILED_CHARGE);
  const customer = renewal.entity.user?.stripeCustomerId ?? null;
  const card = await confirmedCard(stripe, { entityId: renewal.entityId, customer }, setupIntentId);
  const subscription = await stripe.subscriptions.retrieve(renewal.stripeSubscriptionId);
  const invoiceId = idOf(subscription.latest_invoice);
  const invoice = invoiceId ? await stripe.invoices.retrieve(invoiceId) : null;
  if (invoice?.status === 'open') {
    try {
      await stripe.invoices.pay(invoice.id!, { payment_method: card });
    } catch (err) {
      if (err instanceof loadStripe().errors.StripeCardError) throw paymentRequired(err.message);
      throw err;
    }
  }
  // The card that paid is kept on file; a card of the subscription's own would be charged before it, so it goes.
  if (customer) {
    const change = await keepCardOnFile(stripe, customer, card);
    const kept = await cardOnFile(stripe, customer);
    if (kept && change !== 'unchanged') {
      const notice = { entityId: renewal.entityId, ...kept, change: cardChangeName(setupIntentId, change.replaced) };
      await queueClientNotice(db, { notice: 'card-on-file-changed', ...notice });
    }
  }
  if (subscription.default_payment_method)
    await stripe.subscriptions.update(subscription.id, { default_payment_method: '' });
  // Shown paid at once; invoice.paid and customer.subscription.updated follow as webhooks.
  const paid = await stripe.subscriptions.retrieve(renewal.stripeSubscriptionId);
  await db.serviceRenewal.update({ where: { id: renewal.id }, data: { paymentFailed: false } });
  return storeRenewalSubscription(db, renewal.id, paid, null);
}
