// The soak's customers: few first and last names and few business names, so many customers share them (the
// platform must tell them apart by account, never by name), 1-3 states each, some ordering twice.
import { randomUUID } from 'node:crypto';

const FIRST_NAMES = ['Ada', 'Grace', 'Alan'];
const LAST_NAMES = ['Lovelace', 'Hopper'];
const BUSINESS_NAMES = ['Engines', 'Compilers', 'Acme Holdings'];
const STATES = ['DE', 'WY', 'NV', 'SD', 'IL'];

/**
 * What a returning customer orders for the entity its formation formed (a good standing is left out: staff upload
 * its certificate by hand). Returning customers take them in turn, so even a small run orders each of the first.
 */
const LATER_KINDS = ['EIN', 'ANNUAL_REPORT', 'AMENDMENT', 'FOREIGN_QUALIFICATION', 'DISSOLUTION'] as const;
export type LaterKind = (typeof LATER_KINDS)[number];

/** What staff do with one order (decided up front; the journey follows it whatever the faults do). */
export interface OrderPlan {
  requestChanges: boolean;
  regenerate: boolean;
  /** A state whose filing staff reject once (then its documents are made again and it is filed). */
  rejectState: string | null;
  /** Where staff cancel the order (refunded), or null to take it to Complete. */
  cancelAt: 'PENDING_REVIEW' | 'DOCUMENTS' | 'FILING' | null;
}

export interface Customer {
  index: number;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** One plan per order: two for a returning customer. */
  orders: { businessName: string; states: string[]; plan: OrderPlan }[];
  /** A kind ordered for its entity once its first formation is complete (its staff plan in `laterPlan`). */
  later: LaterKind | null;
  laterPlan: OrderPlan;
}

/** A small seeded generator, so a run can be repeated with SOAK_SEED. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}

export function makeCustomers(count: number, random: () => number, uniqueBusinessNames = false): Customer[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const chance = (p: number) => random() < p;
  const plan = (states: string[]): OrderPlan => {
    const cancel = random();
    return {
      requestChanges: chance(0.3),
      regenerate: chance(0.25),
      rejectState: chance(0.25) ? pick(states) : null,
      cancelAt: cancel < 0.08 ? 'PENDING_REVIEW' : cancel < 0.14 ? 'DOCUMENTS' : cancel < 0.18 ? 'FILING' : null,
    };
  };
  const order = (index: number, n: number) => {
    const stateCount = 1 + Math.floor(random() * 3);
    const states = [...STATES].sort(() => random() - 0.5).slice(0, stateCount);
    const name = uniqueBusinessNames ? `${pick(BUSINESS_NAMES)} ${index}-${n}` : pick(BUSINESS_NAMES);
    return { businessName: name, states, plan: plan(states) };
  };
  let returning = 0;
  return Array.from({ length: count }, (_, index) => {
    const orders = chance(0.2) ? [order(index, 1), order(index, 2)] : [order(index, 1)];
    const later = chance(0.3) ? LATER_KINDS[returning++ % LATER_KINDS.length] : null;
    // A returning customer's formation completes (its entity is what it comes back for), and so does its later
    // order: its effect on the entity (the EIN, the name, the dissolution) is checked.
    // It comes back once its one formation is complete: no second formation, no state rejection or change request
    // to wait through, so its later order starts well within the run on a slow machine too.
    if (later) {
      orders.splice(1);
      Object.assign(orders[0].plan, { cancelAt: null, rejectState: null, requestChanges: false });
    }
    return {
      index,
      firstName: pick(FIRST_NAMES),
      lastName: pick(LAST_NAMES),
      email: `soak-${index}-${randomUUID().slice(0, 8)}@soak.example`,
      password: `soak-password-${randomUUID()}`,
      orders,
      later,
      // Its filing state is the entity's (or the one it registers in): known once ordered, so never rejected here.
      laterPlan: { ...plan([]), rejectState: null, ...(later ? { cancelAt: null } : {}) },
    };
  });
}

/** The checkout record the storefront would store for one order of a customer. */
export function checkoutRecord(customer: Customer, order: Customer['orders'][number]) {
  const names = Object.fromEntries(order.states.map((s) => [s, `${order.businessName} LLC`]));
  // A customer coming back for an EIN forms its LLC alone (no package): an EIN the package paid for is made at the
  // formation's completion without a payment (covered by the API tests), this one is ordered and paid later.
  const einLater = customer.later === 'EIN';
  return {
    packages: einLater ? [] : ['PREMIUM'],
    services: einLater ? ['LLC_FORM'] : [],
    states: order.states,
    contact: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: '+1 555 0100',
      company: order.businessName,
    },
    business: { businessName: order.businessName, businessType: 'LLC', industry: 'Computing', description: 'Machines' },
    entityDetails: Object.fromEntries(order.states.map((s) => [s, { businessName: names[s], entityType: 'LLC' }])),
    businessNames: names,
    pricing: { total: 0 },
    timestamp: new Date().toISOString(),
    step: 4,
    completed: true,
  };
}
