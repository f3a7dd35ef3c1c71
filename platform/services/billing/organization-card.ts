// An organisation's card on file: its own Stripe customer (made once, idempotency key naming the organisation) whose
// default payment method automatic filing charges for the organisation's entities. Its owners enter the card through
// a Stripe SetupIntent made for the organisation (off-session use); turning automatic filing on for many entities at
// once needs that card.
import type Stripe from 'stripe';
import { conflict } from '../../errors';
import type { Db } from '../../infra/prisma';
import { cardChangeName, queueClientNotice } from '../notices/client-notices';
import { type Card, cardOnFile, keepCardOnFile } from './card-on-file';

/** The organisation's Stripe customer, made once. */
async function ensureOrganizationCustomer(stripe: Stripe, db: Db, organizationId: string): Promise<string> {
  const stored = await db.organization.findUniqueOrThrow({
    where: { id: organizationId },
    select: { stripeCustomerId: true, name: true },
  });
  if (stored.stripeCustomerId) return stored.stripeCustomerId;
  const customer = await stripe.customers.create(
    { name: stored.name, metadata: { organizationId } },
    { idempotencyKey: `organization-customer-${organizationId}` },
  );
  await db.organization.updateMany({
    where: { id: organizationId, stripeCustomerId: null },
    data: { stripeCustomerId: customer.id },
  });
  const after = await db.organization.findUniqueOrThrow({
    where: { id: organizationId },
    select: { stripeCustomerId: true },
  });
  return after.stripeCustomerId ?? customer.id;
}

/** The organisation's card on file, or null. */
export async function organizationCard(stripe: Stripe | null, db: Db, organizationId: string): Promise<Card | null> {
  const org = await db.organization.findUniqueOrThrow({
    where: { id: organizationId },
    select: { stripeCustomerId: true },
  });
  return cardOnFile(stripe, org.stripeCustomerId);
}

/** A SetupIntent for the organisation's card, on its own customer, for off-session charges. */
export async function startOrganizationCardSetup(stripe: Stripe, db: Db, organizationId: string) {
  const customer = await ensureOrganizationCustomer(stripe, db, organizationId);
  const intent = await stripe.setupIntents.create({
    customer,
    usage: 'off_session',
    metadata: { organizationId, purpose: 'organization_card' },
  });
  if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} has no client secret`);
  return { setupIntentId: intent.id, clientSecret: intent.client_secret };
}

/**
 * Makes the card of a succeeded SetupIntent made for this organisation its card on file (409 otherwise); its
 * owners are emailed who changed it.
 */
export async function keepOrganizationCard(
  stripe: Stripe,
  db: Db,
  organizationId: string,
  setupIntentId: string,
  byUserId: string,
): Promise<Card | null> {
  const org = await db.organization.findUniqueOrThrow({
    where: { id: organizationId },
    select: { stripeCustomerId: true },
  });
  const intent = await stripe.setupIntents.retrieve(setupIntentId).catch(() => null);
  const customer = typeof intent?.customer === 'string' ? intent.customer : intent?.customer?.id;
  if (
    !intent ||
    !org.stripeCustomerId ||
    customer !== org.stripeCustomerId ||
    intent.metadata?.organizationId !== organizationId
  )
    throw conflict('This card was not set up for this organization');
  if (intent.status !== 'succeeded') throw conflict(`The card is not confirmed yet (${intent.status})`);
  const method = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  if (!method) throw conflict('The card is not confirmed yet (no card)');
  const change = await keepCardOnFile(stripe, org.stripeCustomerId, method);
  const kept = await cardOnFile(stripe, org.stripeCustomerId);
  if (kept && change !== 'unchanged') {
    const { brand, last4 } = kept;
    const notice = { organizationId, byUserId, brand, last4, change: cardChangeName(setupIntentId, change.replaced) };
    await queueClientNotice(db, { notice: 'organization-card-changed', ...notice });
  }
  return kept;
}
