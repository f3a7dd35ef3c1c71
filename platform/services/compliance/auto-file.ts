// The automatic-filing switch of a formed entity, and the client's card on file it charges (../card-on-file.ts).
// The client turns it on with their card on file, or a card entered through a Stripe SetupIntent (saved on their
// Stripe customer for later off-session charges, and their card on file from then on); staff turn it on or off for
// the client, on with a card the client already keeps with us. Each change is emailed to the client.
import type Stripe from 'stripe';
import { conflict, notFound } from '../../errors';
import type { Db } from '../../infra/prisma';
import { type Card, cardOnFile, cardOnFileId, keepCardOnFile } from '../billing/card-on-file';
import { ensureCustomer } from '../billing/membership-billing';
import { cardChangeName, queueClientNotice } from '../notices/client-notices';

export interface AutoFileState {
  entityId: string;
  autoFile: boolean;
  card: Card | null;
}

const NO_CARD_MESSAGE =
  'No card is kept for this client: the client turns automatic filing on from the entity page, adding a card';

async function entityWithOwner(db: Db, entityId: string) {
  const entity = await db.formedEntity.findUnique({
    where: { id: entityId },
    include: { user: { select: { id: true, email: true, stripeCustomerId: true } } },
  });
  if (!entity) throw notFound(`Entity not found: ${entityId}`);
  if (entity.status !== 'ACTIVE') throw conflict(`${entity.businessName} is dissolved: nothing more is filed for it`);
  if (!entity.user) throw conflict('The entity has no client account to charge');
  return { ...entity, user: entity.user };
}

/** Whether the entity is on automatic filing, and the card it charges: its owner's card on file. */
export async function autoFileState(db: Db, stripe: Stripe | null, entityId: string): Promise<AutoFileState> {
  const entity = await db.formedEntity.findUnique({
    where: { id: entityId },
    select: { autoFile: true, user: { select: { stripeCustomerId: true } } },
  });
  if (!entity) throw notFound(`Entity not found: ${entityId}`);
  const card = await cardOnFile(stripe, entity.user?.stripeCustomerId ?? null);
  return { entityId, autoFile: entity.autoFile, card };
}

/** A SetupIntent for the entity's owner to enter a card: their card on file once confirmed. */
export async function startCardSetup(db: Db, stripe: Stripe, entityId: string) {
  const entity = await entityWithOwner(db, entityId);
  const customer = await ensureCustomer(stripe, db, entity.user);
  const intent = await stripe.setupIntents.create({
    customer,
    usage: 'off_session',
    metadata: { entityId, purpose: 'auto_file' },
  });
  if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} has no client secret`);
  return { setupIntentId: intent.id, clientSecret: intent.client_secret };
}

/**
 * The card of a succeeded SetupIntent made (by startCardSetup) for this entity and its owner's Stripe customer;
 * 409 for another entity's or customer's intent, or one not confirmed.
 */
export async function confirmedCard(
  stripe: Stripe,
  owner: { entityId: string; customer: string | null },
  setupIntentId: string,
): Promise<string> {
  const intent = await stripe.setupIntents.retrieve(setupIntentId);
  const intentCustomer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  if (!owner.customer || intentCustomer !== owner.customer || intent.metadata?.entityId !== owner.entityId)
    throw conflict('This card was not set up for this entity');
  if (intent.status !== 'succeeded') throw conflict(`The card is not confirmed yet (${intent.status})`);
  const method = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  if (!method) throw conflict('The card is not confirmed yet (no card)');
  return method;
}

/**
 * Makes the card of a succeeded SetupIntent made for this entity and its owner the owner's card on file, for
 * automatic filing and renewals alike; answers it.
 */
export async function changeCardOnFile(db: Db, stripe: Stripe, entityId: string, setupIntentId: string) {
  const entity = await entityWithOwner(db, entityId);
  const customer = entity.user.stripeCustomerId;
  if (!customer) throw conflict('This card was not set up for this entity');
  const card = await confirmedCard(stripe, { entityId: entity.id, customer }, setupIntentId);
  const change = await keepCardOnFile(stripe, customer, card);
  const kept = await cardOnFile(stripe, customer);
  if (kept && change !== 'unchanged') {
    const notice = { entityId: entity.id, ...kept, change: cardChangeName(setupIntentId, change.replaced) };
    await queueClientNotice(db, { notice: 'card-on-file-changed', ...notice });
  }
  return kept;
}

/**
 * Turns automatic filing on or off. On: with the card of a succeeded SetupIntent made for this entity and its
 * owner (the client), which becomes their card on file, or else the card on file, or else the newest card on the
 * owner's Stripe customer, made the card on file (staff); 409 when there is none. Answers the state before and
 * after, for the audit entry.
 */
export async function setAutoFile(
  db: Db,
  stripe: Stripe,
  input: { entityId: string; enabled: boolean; setupIntentId?: string; byStaff: boolean },
): Promise<{ before: boolean; after: AutoFileState }> {
  const entity = await entityWithOwner(db, input.entityId);
  const before = entity.autoFile;
  if (!input.enabled) {
    await switchAutoFile(db, entity.id, { before, enabled: false, byStaff: input.byStaff, card: null });
    return { before, after: await autoFileState(db, stripe, entity.id) };
  }
  const customer = entity.user.stripeCustomerId;
  let paymentMethod: string | null = null;
  if (input.setupIntentId) {
    paymentMethod = await confirmedCard(stripe, { entityId: entity.id, customer }, input.setupIntentId);
  } else if (customer && !(await cardOnFileId(stripe, customer))) {
    const methods = await stripe.customers.listPaymentMethods(customer, { type: 'card', limit: 100 });
    paymentMethod = [...methods.data].sort((a, b) => b.created - a.created)[0]?.id ?? null;
    if (!paymentMethod) throw conflict(NO_CARD_MESSAGE);
  }
  if (!customer) throw conflict(NO_CARD_MESSAGE);
  if (paymentMethod) await keepCardOnFile(stripe, customer, paymentMethod);
  const card = await cardOnFile(stripe, customer);
  await switchAutoFile(db, entity.id, { before, enabled: true, byStaff: input.byStaff, card });
  return { before, after: { entityId: entity.id, autoFile: true, card } };
}

/** Stores the switch, and emails the client when it changed (with the card it charges, when on). */
async function switchAutoFile(
  db: Db,
  entityId: string,
  change: { before: boolean; enabled: boolean; byStaff: boolean; card: Card | null },
) {
  const { before, ...notice } = change;
  await db.$transaction(async (tx) => {
    await tx.formedEntity.update({ where: { id: entityId }, data: { autoFile: notice.enabled } });
    if (before !== notice.enabled) await queueClientNotice(tx, { notice: 'auto-file-switched', entityId, ...notice });
  });
}

/** The entity's owner (null when it has none), or undefined when no such entity exists. */
export async function entityOwnerId(db: Db, entityId: string): Promise<string | null | undefined> {
  const entity = await db.formedEntity.findUnique({ where: { id: entityId }, select: { userId: true } });
  return entity ? entity.userId : undefined;
}
