// The simulated clients: entities spread evenly over the six states or the jurisdictions asked for (LLCs and corporations), each formed in the
// months before the simulation starts so its anniversary falls within it. Entities come in twins: two clients with
// the same names each own an entity of the same name and state, one on automatic filing and one not. Some cards
// decline: most clients fix theirs after being chased, a few never do; some cards always ask their client to confirm,
// and those clients pay each report by hand from the pay link (./hand-payments.ts). One client in five cancels its
// renewals.

import type Stripe from 'stripe';
import { addDays } from '../../domain/calendar-dates';
import type { EntityType } from '../../domain/catalog';
import { formEntities } from '../../fixtures/formed-entities';
import type { Db } from '../../platform/infra/prisma';
import { recordFiling, setAutoFile, startCardSetup } from '../../platform/services/compliance';
import { upsertUser } from '../../platform/services/identity';
import type { StubCardBehaviour } from '../../stand-ins/stripe-setup';
import { CLIENT_PASSWORD } from './hand-payments';

const SIMULATED_STATES = ['DE', 'WY', 'NV', 'CA', 'SD', 'IL'] as const;

/** How the card of an entity on automatic filing behaves over the year. */
type CardPlan = 'ok' | 'declined-then-fixed' | 'never-pays' | 'pays-by-hand';

export interface SimulatedEntity {
  entityId: string;
  userId: string;
  stateCode: string;
  entityType: EntityType;
  autoFile: boolean;
  card: CardPlan | null;
  /** The saved card's id at the Stripe stand-in (automatic filing only). */
  paymentMethodId: string | null;
  /** The client cancels the entity's renewals once told of them. */
  cancelsRenewals: boolean;
}

/** A small deterministic generator, so a seed replays the same population. */
function seededRandom(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 1_000_000) / 1_000_000;
  };
}

/**
 * The card plan of the n-th auto-filed entity: one in ten declines and is fixed, one in ten never pays, one in ten
 * is paid by hand (the first of each a Wyoming, a Nevada and a South Dakota LLC, whose reports are yearly).
 */
function cardPlanFor(n: number): CardPlan {
  if (n % 10 === 1) return 'declined-then-fixed';
  if (n % 10 === 2) return 'pays-by-hand';
  if (n % 10 === 4) return 'never-pays';
  return 'ok';
}

/**
 * Formed within this many days before the start: every anniversary falls more than automatic filing's lead time
 * (and staff's days to file) after it, so each report of the year is ordered within the simulation.
 */
const FORMATION_WINDOW_DAYS = 280;

const BEHAVIOUR: Record<CardPlan, StubCardBehaviour> = {
  ok: 'ok',
  'declined-then-fixed': 'declined',
  'never-pays': 'authentication_required',
  'pays-by-hand': 'authentication_required',
};

/**
 * Creates `count` entities (twins: even ones on automatic filing), their clients and the compliance staff, turns
 * automatic filing on with a card entered through a SetupIntent, and records as filed every obligation due before
 * `start` (the years before the simulation).
 */
export async function createPopulation(
  deps: { db: Db; stripe: Stripe; stubUrl: string },
  options: { count: number; start: Date; seed: number; run: string; states?: readonly string[] },
): Promise<SimulatedEntity[]> {
  const { db, stripe, stubUrl } = deps;
  const random = seededRandom(options.seed);
  await upsertUser(db, {
    email: `compliance-${options.run}@simulation.test`,
    password: 'simulation-staff-1',
    role: 'COMPLIANCE_OFFICER',
  });
  const entities: SimulatedEntity[] = [];
  let autoFiled = 0;
  const states = options.states ?? SIMULATED_STATES;
  for (let i = 0; i < options.count; i++) {
    const twin = Math.floor(i / 2);
    const stateCode = states[twin % states.length];
    const entityType: EntityType = Math.floor(twin / states.length) % 2 === 0 ? 'LLC' : 'CORP';
    const autoFile = i % 2 === 0;
    const user = await upsertUser(db, {
      email: `client-${options.run}-${i}@simulation.test`,
      password: CLIENT_PASSWORD,
      role: 'CLIENT',
    });
    const formedOn = addDays(options.start, -1 - Math.floor(random() * FORMATION_WINDOW_DAYS));
    const suffix = entityType === 'LLC' ? 'LLC' : 'Inc.';
    const { obligations } = await formEntities(
      db,
      user.id,
      [{ stateCode, entityType, businessName: `Twin Ventures ${twin} ${suffix}` }],
      formedOn,
    );
    const entityId = obligations[0].entityId;
    await fileEverythingBefore(db, entityId, options.start);
    let card: CardPlan | null = null;
    let paymentMethodId: string | null = null;
    if (autoFile) {
      card = cardPlanFor(autoFiled++);
      paymentMethodId = await turnOnWithCard({ db, stripe, stubUrl }, entityId, BEHAVIOUR[card]);
    }
    entities.push({
      entityId,
      userId: user.id,
      stateCode,
      entityType,
      autoFile,
      card,
      paymentMethodId,
      cancelsRenewals: i % 5 === 3,
    });
  }
  return entities;
}

/** The client enters a card (answering charges as `behaviour` says) and turns automatic filing on with it. */
async function turnOnWithCard(
  deps: { db: Db; stripe: Stripe; stubUrl: string },
  entityId: string,
  behaviour: StubCardBehaviour,
): Promise<string> {
  const { setupIntentId } = await startCardSetup(deps.db, deps.stripe, entityId);
  const answer = await fetch(`${deps.stubUrl}/__test/setup_intents/${setupIntentId}/succeed`, {
    method: 'POST',
    body: JSON.stringify({ card: behaviour }),
  });
  if (!answer.ok) throw new Error(`the stand-in refused the card: ${await answer.text()}`);
  const { paymentMethod } = (await answer.json()) as { paymentMethod: { id: string } };
  await setAutoFile(deps.db, deps.stripe, { entityId, enabled: true, setupIntentId, byStaff: false });
  return paymentMethod.id;
}

/** The years before the simulation: every obligation due before `start` was filed five days early. */
async function fileEverythingBefore(db: Db, entityId: string, start: Date) {
  for (;;) {
    const open = await db.complianceObligation.findFirst({
      where: { entityId, filedOn: null, endedOn: null, dueDate: { lt: start } },
      orderBy: { dueDate: 'asc' },
    });
    if (!open) return;
    await recordFiling(db, {
      obligationId: open.id,
      filedOn: addDays(open.dueDate, -5),
      confirmation: `PRIOR-${open.id.slice(0, 8)}`,
      recordedBy: null,
    });
  }
}
