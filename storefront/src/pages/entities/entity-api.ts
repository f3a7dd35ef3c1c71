// The client's formed entities as GET /api/entities and GET /api/entities/:id answer them, and the order a button
// places for one (POST /api/entities/:id/orders { kind, details } -> { orderId, amount, clientSecret }).
import type { EntityType } from '../../../../domain/catalog';
import type { progressSchema } from '../../../../domain/contracts/progress';
import type { Wire } from '../../../../domain/contracts/wire';
import type { EntityOrderKind, OrderKind } from '../../../../domain/order-kinds';
import type { PersonRole } from '../../../../domain/people-on-record';
import { apiRequest } from '../../lib/api';

export interface EntitySummary {
  id: string;
  businessName: string;
  stateCode: string;
  entityType: EntityType;
  formedOn: string;
  ein: string | null;
  /** The agent an amendment named; null while the one the company was formed with. */
  registeredAgent: string | null;
  status: 'ACTIVE' | 'DISSOLVED';
  dissolvedOn: string | null;
  homeEntityId: string | null;
}

interface PriceLine {
  type: string;
  id: string;
  name: string;
  price: number;
}

export interface KindPricing {
  total: number;
  breakdown: PriceLine[];
  stateFeeNote: string | null;
}

export interface EntityOffer {
  kind: EntityOrderKind;
  label: string;
  button: string;
  refusal: string | null;
  pricing: KindPricing | null;
  /** Foreign qualification: the states it can register in, each priced. */
  options: { stateCode: string; name: string; pricing: KindPricing }[];
  /** 'Included in your package' when the formation's package paid for it: shown instead of a price and button. */
  included: string | null;
  /** Details filled in from the entity's record (its people on record), which the form starts with. */
  prefill?: Record<string, string>;
}

export interface EntityDetail extends EntitySummary {
  documents: { id: string; name: string; orderId: string }[];
  obligations: {
    id: string;
    title: string;
    dueDate: string;
    status: string;
    filedOn: string | null;
    endedOn: string | null;
    feeUSD: number | null;
    feeNote: string | null;
  }[];
  filings: {
    orderId: string;
    kind: OrderKind;
    stateCode: string;
    confirmationNumber: string | null;
    filedAt: string | null;
  }[];
  mail: { id: string; kind: string; sender: string; receivedOn: string; status: string }[];
  orders: {
    id: string;
    kind: OrderKind;
    status: string;
    stage: string;
    /** Where the order is, in its kind's words. */
    stageLabel: string;
    totalUSD: number;
    createdAt: string;
    progress?: Wire<typeof progressSchema>;
  }[];
  openOrders: string[];
  offers: EntityOffer[];
}

export interface EntityOrderAnswer {
  orderId: string;
  amount: number;
  clientSecret: string;
}

export const orderForEntity = (entityId: string, kind: EntityOrderKind, details: Record<string, unknown>) =>
  apiRequest<EntityOrderAnswer>('POST', `/api/entities/${entityId}/orders`, { kind, details });

/** Automatic filing as GET/PUT /api/entities/:id/auto-file answer it: on or off, and the card on file it charges. */
export interface AutoFileState {
  entityId: string;
  autoFile: boolean;
  card: { brand: string; last4: string } | null;
}

export const autoFileKey = (entityId: string) => ['/api/entities', entityId, 'auto-file'];

/** The client's one card on file (GET /api/entities/:id/card), charged by automatic filing and renewals. */
export type CardOnFile = AutoFileState['card'];

export const cardKey = (entityId: string) => ['/api/entities', entityId, 'card'];

/** Makes the card of a confirmed SetupIntent the client's card on file. */
export const changeCard = (entityId: string, setupIntentId: string) =>
  apiRequest<{ card: CardOnFile }>('PUT', `/api/entities/${entityId}/card`, { setupIntentId });

/** A SetupIntent for a new card, to confirm with Stripe.js. */
export const startAutoFileCard = (entityId: string) =>
  apiRequest<{ setupIntentId: string; clientSecret: string }>('POST', `/api/entities/${entityId}/auto-file/card`);

/** On with the card of a confirmed SetupIntent (or, without one, the card kept), or off. */
export const switchAutoFile = (entityId: string, body: { enabled: boolean; setupIntentId?: string }) =>
  apiRequest<AutoFileState>('PUT', `/api/entities/${entityId}/auto-file`, body);

/** A person on record as GET /api/entities/:id/people lists them (officers, directors, managers, members). */
export interface Person {
  id: string;
  name: string;
  role: PersonRole;
  title: string | null;
  address: string | null;
  since: string | null;
  until: string | null;
  serving: boolean;
}

export const peopleKey = (entityId: string) => ['/api/entities', entityId, 'people'];

export const addPerson = (
  entityId: string,
  body: { name: string; role: PersonRole; title?: string; address?: string; since?: string },
) => apiRequest<Person>('POST', `/api/entities/${entityId}/people`, body);

/** Ends a person's service on the day given; they stay on record. */
export const endPerson = (entityId: string, personId: string, until: string) =>
  apiRequest<Person>('PATCH', `/api/entities/${entityId}/people/${personId}`, { until });
