// A returning customer's later order: once its formation is complete, it opens its entity's page and orders the
// kind its plan names (or the next that fits the entity now) through POST /api/entities/:id/orders, pays through
// the same Stripe stand-in and signed webhook, and staff take it through its kind's stages.
import type { Agent, Reply } from './agent';
import type { LaterKind } from './customers';

/** The kinds tried after the planned one when it does not fit (a state without an annual report, ...). */
const FALLBACKS: LaterKind[] = ['EIN', 'AMENDMENT', 'FOREIGN_QUALIFICATION', 'ANNUAL_REPORT', 'DISSOLUTION'];

interface Offer {
  kind: string;
  refusal: string | null;
  /** Set when the formation's package paid for the kind: its order is already made and paid. */
  included: string | null;
  options: { stateCode: string }[];
}

interface Entity {
  id: string;
  businessName: string;
  offers: Offer[];
  orders: { id: string; kind: string }[];
  openOrders: string[];
}

/** An included kind whose order the formation's completion has not made yet (it follows the order's stage). */
const includedPending = (entity: Entity) =>
  entity.offers.some((offer) => offer.included && !entity.orders.some((order) => order.kind === offer.kind));

/**
 * The customer's first entity once the formation's completion has formed it and made its package's orders: the
 * order reads COMPLETE a moment before the completion's activity forms the entity. Null after 30 s without one.
 */
async function formedEntity(agent: Agent, answered: (call: () => Promise<Reply>) => Promise<Reply>) {
  const until = Date.now() + 30_000;
  for (;;) {
    const list = await answered(() => agent.request('/api/entities'));
    if (list.status !== 200) throw new Error(`GET /api/entities: ${list.status} ${list.text()}`);
    const [first] = list.json<{ id: string }[]>();
    if (first) {
      const page = await answered(() => agent.request(`/api/entities/${first.id}`));
      if (page.status !== 200) throw new Error(`GET its entity: ${page.status} ${page.text()}`);
      const entity = page.json<Entity>();
      if (!includedPending(entity) || Date.now() > until) return entity;
    } else if (Date.now() > until) return null;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The details the client fills in for the kind. */
function detailsFor(kind: LaterKind, entity: Entity, offer: Offer, index: number): object {
  switch (kind) {
    case 'AMENDMENT':
      return { newName: entity.businessName.replace(/ LLC$/, ` ${index} LLC`) };
    case 'FOREIGN_QUALIFICATION':
      return { stateCode: offer.options[index % offer.options.length].stateCode };
    case 'EIN':
      return { responsiblePartyName: 'Soak Client', responsiblePartyHasSsn: index % 2 === 0 };
    case 'ANNUAL_REPORT':
    case 'DISSOLUTION':
      return {};
  }
}

/**
 * Orders the customer's later kind for its first entity; answers the order and its payment intent, or null when
 * the customer has no entity yet or nothing fits. Throws on an answer the platform should not give.
 */
export async function orderLaterKind(
  agent: Agent,
  planned: LaterKind,
  index: number,
  /** Repeats a call while a service restarts (5xx). */
  answered: (call: () => Promise<Reply>) => Promise<Reply>,
): Promise<{ orderId: string; intentId: string | null; kind: LaterKind } | null> {
  const entity = await formedEntity(agent, answered);
  if (!entity) return null;
  for (const kind of [planned, ...FALLBACKS.filter((k) => k !== planned)]) {
    const offer = entity.offers.find((o) => o.kind === kind);
    // The package paid for it: the order made at formation (paid, no intent) is the one staff take through.
    const included = offer?.included && entity.orders.find((o) => o.kind === kind && entity.openOrders.includes(o.id));
    if (included) return { orderId: included.id, intentId: null, kind };
    if (!offer || offer.refusal) continue;
    // Ordering again finds the same unpaid order: a repeat after a lost answer makes no second one.
    const body = { kind, details: detailsFor(kind, entity, offer, index) };
    const ordered = await answered(() =>
      agent.request(`/api/entities/${entity.id}/orders`, { method: 'POST', body, csrf: true }),
    );
    if (ordered.status === 409) continue;
    if (ordered.status !== 200) throw new Error(`ordering ${kind}: ${ordered.status} ${ordered.text()}`);
    const { orderId, clientSecret } = ordered.json<{ orderId: string; clientSecret: string }>();
    return { orderId, intentId: clientSecret.split('_secret_')[0], kind };
  }
  return null;
}
