import { describe, expect, it } from 'vitest';
import { PACKAGES, SERVICES, STATES } from '../../domain/catalog';
import { calculatePricing, chargeableServiceIds, dollarsToCents, stateFilingFee } from '../../domain/pricing';
import { selectionSchema } from '../../domain/schemas';

describe('catalog constants (spec section 9)', () => {
  it('has the nine services at their prices and categories', () => {
    expect(SERVICES.map((s) => [s.id, s.price, s.category])).toEqual([
      ['LLC_FORM', 200, 'formation'],
      ['CORP_FORM', 250, 'formation'],
      ['TRUST_FORM', 600, 'formation'],
      ['NOMINEE_ANNUAL', 600, 'ongoing'],
      ['BINDER_SETUP', 150, 'ongoing'],
      ['BINDER_ANNUAL', 120, 'ongoing'],
      ['BOI_CTA_ANNUAL', 100, 'ongoing'],
      ['SERIES_SEG', 250, 'specialized'],
      ['VALUATION_MEMO', 700, 'specialized'],
    ]);
  });

  it('has Premium at 1300 and All-In-One at 5000 with their included services', () => {
    expect(PACKAGES.map((p) => [p.name, p.price, p.includedServices])).toEqual([
      ['Premium', 1300, ['LLC_FORM', 'BINDER_SETUP']],
      [
        'All-In-One',
        5000,
        ['LLC_FORM', 'TRUST_FORM', 'NOMINEE_ANNUAL', 'BINDER_SETUP', 'BOI_CTA_ANNUAL', 'SERIES_SEG', 'VALUATION_MEMO'],
      ],
    ]);
  });

  it('has the state fee table, with Delaware at 100, the six spec states first among all 51', () => {
    expect(STATES).toHaveLength(51);
    const fees = Object.fromEntries(
      STATES.slice(0, 6).map((s) => [
        s.code,
        Object.fromEntries(Object.entries(s.entityTypes).map(([t, f]) => [t, [f.fee, f.renewal.fee, f.seriesFee]])),
      ]),
    );
    expect(fees).toEqual({
      WY: { LLC: [100, 60, undefined], CORP: [100, 60, undefined], TRUST: [100, 60, undefined] },
      NV: { LLC: [425, 350, undefined], CORP: [425, 350, undefined], TRUST: [75, 0, undefined] },
      DE: {
        LLC: [100, 300, undefined],
        CORP: [100, 0, undefined],
        TRUST: [500, 0, undefined],
        SERIES_LLC: [100, 300, 0],
      },
      CA: { LLC: [70, 800, undefined], CORP: [100, 800, undefined] },
      SD: { LLC: [150, 55, undefined], CORP: [150, 55, undefined] },
      IL: { LLC: [150, 75, undefined], CORP: [150, 75, undefined], SERIES_LLC: [150, 75, 400] },
    });
  });
});

describe('calculatePricing', () => {
  it('prices Premium in Delaware at 1300 + 100', () => {
    const pricing = calculatePricing({ packages: ['PREMIUM'], services: [], states: ['DE'] });
    expect(pricing).toMatchObject({
      packageTotal: 1300,
      servicesTotal: 0,
      stateFeesTotal: 100,
      subtotal: 1300,
      total: 1400,
    });
    expect(pricing.breakdown).toEqual([
      { type: 'package', id: 'PREMIUM', name: 'Premium', price: 1300 },
      { type: 'state_fee', id: 'DE', name: 'Delaware filing fee', price: 100 },
    ]);
  });

  it('does not charge services already included in a chosen package', () => {
    const pricing = calculatePricing({
      packages: ['PREMIUM'],
      services: ['LLC_FORM', 'BINDER_SETUP', 'BINDER_ANNUAL'],
      states: ['WY'],
    });
    expect(pricing.servicesTotal).toBe(120);
    expect(pricing.breakdown.filter((l) => l.type === 'service').map((l) => l.id)).toEqual(['BINDER_ANNUAL']);
    expect(pricing.total).toBe(1300 + 120 + 100);
  });

  it('charges nothing extra for any service with All-In-One except the annual binder and corporation', () => {
    const all = SERVICES.map((s) => s.id);
    expect(chargeableServiceIds({ packages: ['ALL_IN_ONE'], services: all })).toEqual(['CORP_FORM', 'BINDER_ANNUAL']);
    expect(calculatePricing({ packages: ['ALL_IN_ONE'], services: all, states: ['NV'] }).total).toBe(
      5000 + 250 + 120 + 425,
    );
  });

  it("adds each state's LLC fee, whatever entity is formed there", () => {
    const pricing = calculatePricing({
      packages: [],
      services: ['CORP_FORM'],
      states: ['DE', 'WY', 'NV', 'CA', 'SD', 'IL'],
    });
    expect(pricing.stateFeesTotal).toBe(100 + 100 + 425 + 70 + 150 + 150);
    expect(pricing.subtotal).toBe(250);
    expect(pricing.total).toBe(250 + 995);
  });

  it('counts both packages when several are chosen, and duplicates once', () => {
    const pricing = calculatePricing({
      packages: ['PREMIUM', 'ALL_IN_ONE', 'PREMIUM'],
      services: [],
      states: ['CA', 'CA'],
    });
    expect(pricing.packageTotal).toBe(6300);
    expect(pricing.stateFeesTotal).toBe(70);
    expect(pricing.total).toBe(6370);
  });

  it('prices an empty selection at zero', () => {
    expect(calculatePricing({ packages: [], services: [], states: [] })).toEqual({
      packageTotal: 0,
      servicesTotal: 0,
      stateFeesTotal: 0,
      subtotal: 0,
      total: 0,
      breakdown: [],
    });
  });

  it('refuses unknown ids', () => {
    expect(() => calculatePricing({ packages: ['GOLD'], services: [], states: [] })).toThrow(/Unknown package/);
    expect(() => stateFilingFee('PR')).toThrow(/Unknown state/);
  });

  it('converts dollars to integer cents', () => {
    expect(dollarsToCents(1400)).toBe(140000);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });
});

describe('selectionSchema', () => {
  it('names the bad field', () => {
    const result = selectionSchema.safeParse({ packages: ['PREMIUM'], services: ['NOPE'], states: 'DE' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(["services.0: unknown service 'NOPE'", 'states: must be a list of state codes']);
  });
});
