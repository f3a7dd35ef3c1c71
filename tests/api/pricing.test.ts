// POST /api/pricing against the very module the storefront bundles (domain/pricing.ts), and every price rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGES, SERVICES, STATES } from '../../domain/catalog';
import { calculatePricing, type Selection } from '../../domain/pricing';
import { createTestApp, type TestContext } from '../helpers/api';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const price = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/pricing', payload: payload as object });

/** mulberry32: a small seeded PRNG, so a failure can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[], allowDuplicates: boolean): T[] {
  const chosen: T[] = [];
  for (const item of items) if (random() < 0.35) chosen.push(item);
  if (allowDuplicates && chosen.length && random() < 0.2) chosen.push(chosen[0]);
  return chosen.sort(() => random() - 0.5);
}

describe('pricing parity with domain/pricing.ts', () => {
  it('answers exactly what calculatePricing gives for 200 random selections', async () => {
    const random = prng(20260126);
    for (let i = 0; i < 200; i++) {
      const selection: Selection = {
        packages: pick(
          random,
          PACKAGES.map((p) => p.id),
          true,
        ),
        services: pick(
          random,
          SERVICES.map((s) => s.id),
          true,
        ),
        states: pick(
          random,
          STATES.map((s) => s.code),
          true,
        ),
      };
      const response = await price(selection);
      expect(response.statusCode, JSON.stringify(selection)).toBe(200);
      expect(response.json(), JSON.stringify(selection)).toEqual(calculatePricing(selection));
    }
  });
});

describe('price rules (spec section 9)', () => {
  const total = async (selection: Selection) => {
    const response = await price(selection);
    expect(response.statusCode).toBe(200);
    return response.json() as ReturnType<typeof calculatePricing>;
  };

  it('Premium in Delaware costs 1400 (1300 + DE LLC fee 100)', async () => {
    expect(await total({ packages: ['PREMIUM'], services: [], states: ['DE'] })).toMatchObject({
      packageTotal: 1300,
      servicesTotal: 0,
      stateFeesTotal: 100,
      subtotal: 1300,
      total: 1400,
    });
  });

  it('All-In-One does not charge again for services it already includes', async () => {
    const result = await total({
      packages: ['ALL_IN_ONE'],
      services: [
        'LLC_FORM',
        'TRUST_FORM',
        'NOMINEE_ANNUAL',
        'BINDER_SETUP',
        'BOI_CTA_ANNUAL',
        'SERIES_SEG',
        'VALUATION_MEMO',
        'BINDER_ANNUAL',
      ],
      states: ['WY'],
    });
    expect(result).toMatchObject({
      packageTotal: 5000,
      servicesTotal: 120,
      stateFeesTotal: 100,
      subtotal: 5120,
      total: 5220,
    });
    expect(result.breakdown.filter((l) => l.type === 'service').map((l) => l.id)).toEqual(['BINDER_ANNUAL']);
  });

  it('Premium includes LLC formation and the binder setup, not the others', async () => {
    const result = await total({
      packages: ['PREMIUM'],
      services: ['LLC_FORM', 'BINDER_SETUP', 'CORP_FORM'],
      states: ['DE'],
    });
    expect(result).toMatchObject({ servicesTotal: 250, total: 1650 });
  });

  it('adds one LLC filing fee per state', async () => {
    expect(
      await total({ packages: [], services: ['LLC_FORM'], states: ['WY', 'NV', 'DE', 'CA', 'SD', 'IL'] }),
    ).toMatchObject({
      servicesTotal: 200,
      stateFeesTotal: 100 + 425 + 100 + 70 + 150 + 150,
      total: 200 + 995,
    });
  });

  it('California LLC fee is 70', async () => {
    expect(await total({ packages: [], services: ['LLC_FORM'], states: ['CA'] })).toMatchObject({
      stateFeesTotal: 70,
      total: 270,
    });
  });

  it('two packages and services add up; duplicates count once', async () => {
    expect(
      await total({
        packages: ['PREMIUM', 'ALL_IN_ONE', 'PREMIUM'],
        services: ['CORP_FORM', 'CORP_FORM'],
        states: ['NV', 'NV'],
      }),
    ).toMatchObject({ packageTotal: 6300, servicesTotal: 250, stateFeesTotal: 425, subtotal: 6550, total: 6975 });
  });

  it('prices an empty selection at 0', async () => {
    expect(await total({ packages: [], services: [], states: [] })).toMatchObject({ total: 0, breakdown: [] });
  });
});

describe('bad input', () => {
  const cases: [string, unknown, RegExp][] = [
    ['unknown package', { packages: ['GOLD'], services: [], states: ['DE'] }, /packages\.0: unknown package 'GOLD'/],
    ['unknown service', { packages: [], services: ['LUNCH'], states: ['DE'] }, /services\.0: unknown service 'LUNCH'/],
    ['unknown state', { packages: ['PREMIUM'], services: [], states: ['PR'] }, /states\.0: unknown state 'PR'/],
    [
      'packages not a list',
      { packages: 'PREMIUM', services: [], states: ['DE'] },
      /packages: must be a list of package ids/,
    ],
    ['a number as an id', { packages: [1], services: [], states: ['DE'] }, /packages\.0: must be a package id/],
    ['states missing', { packages: ['PREMIUM'], services: [] }, /states/],
    ['not an object', [1, 2], /body/],
  ];
  it.each(cases)('%s: 400 naming the field', async (_name, payload, message) => {
    const response = await price(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('a selection sent again gets the same answer, and a refused one is refused again', async () => {
    const good = { packages: ['PREMIUM'], services: ['CORP_FORM'], states: ['DE'] };
    const answers = [await price(good), await price(good)];
    for (const answer of answers) expect(answer.json()).toEqual(calculatePricing(good));
    for (let i = 0; i < 2; i++) {
      const refused = await price({ packages: ['GOLD'], services: [], states: ['DE'] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/unknown package 'GOLD'/);
    }
  });

  it('an empty body: 400', async () => {
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/pricing',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/body/);
    const none = await ctx.app.inject({ method: 'POST', url: '/api/pricing' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/body/);
  });
});
