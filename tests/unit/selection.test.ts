import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../domain/catalog';
import { calculatePricing } from '../../domain/pricing';
import {
  BUTTON_PROCEED,
  BUTTON_SELECT_SERVICES,
  BUTTON_SELECT_STATE,
  type BuilderSelection,
  canProceed,
  choosePackage,
  chooseState,
  EMPTY_SELECTION,
  NO_STATE_MESSAGE,
  packageInDelaware,
  proceedButtonLabel,
  setMultiSelection,
  stateHelperText,
  storedSelection,
  toggleService,
  visibleServices,
} from '../../storefront/src/lib/selection';

const sel = (partial: Partial<BuilderSelection>): BuilderSelection => ({ ...EMPTY_SELECTION, ...partial });

describe('choosePackage', () => {
  it('replaces the package in single mode', () => {
    const one = choosePackage(EMPTY_SELECTION, 'PREMIUM', false);
    expect(one.packages).toEqual(['PREMIUM']);
    expect(choosePackage(one, 'ALL_IN_ONE', false).packages).toEqual(['ALL_IN_ONE']);
  });

  it('clears the package when the chosen one is chosen again in single mode', () => {
    expect(choosePackage(sel({ packages: ['PREMIUM'] }), 'PREMIUM', false).packages).toEqual([]);
  });

  it('toggles packages in multi-selection mode', () => {
    const both = choosePackage(choosePackage(EMPTY_SELECTION, 'PREMIUM', true), 'ALL_IN_ONE', true);
    expect(both.packages).toEqual(['PREMIUM', 'ALL_IN_ONE']);
    expect(choosePackage(both, 'PREMIUM', true).packages).toEqual(['ALL_IN_ONE']);
  });

  it('removes selected services that the package includes, keeping the others', () => {
    const chosen = choosePackage(sel({ services: ['LLC_FORM', 'BINDER_SETUP', 'BINDER_ANNUAL'] }), 'PREMIUM', false);
    expect(chosen.services).toEqual(['BINDER_ANNUAL']);
  });

  it('does not touch the states', () => {
    expect(choosePackage(sel({ states: ['WY', 'NV'] }), 'PREMIUM', true).states).toEqual(['WY', 'NV']);
  });
});

describe('toggleService', () => {
  it('adds and removes a service', () => {
    const added = toggleService(EMPTY_SELECTION, 'NOMINEE_ANNUAL');
    expect(added.services).toEqual(['NOMINEE_ANNUAL']);
    expect(toggleService(added, 'NOMINEE_ANNUAL').services).toEqual([]);
  });

  it('refuses a service included in a chosen package', () => {
    const withPremium = sel({ packages: ['PREMIUM'] });
    expect(toggleService(withPremium, 'LLC_FORM')).toBe(withPremium);
  });
});

describe('chooseState', () => {
  it('replaces the state in single mode and toggles in multi mode', () => {
    expect(chooseState(sel({ states: ['DE'] }), 'WY', false).states).toEqual(['WY']);
    expect(chooseState(sel({ states: ['DE'] }), 'WY', true).states).toEqual(['DE', 'WY']);
    expect(chooseState(sel({ states: ['DE', 'WY'] }), 'DE', true).states).toEqual(['WY']);
  });
});

describe('setMultiSelection', () => {
  it('keeps everything when turned on', () => {
    const s = sel({ packages: ['PREMIUM'], states: ['DE'] });
    expect(setMultiSelection(s, true)).toBe(s);
  });

  it('keeps only the first package and state when turned off', () => {
    const s = sel({ packages: ['PREMIUM', 'ALL_IN_ONE'], services: ['BINDER_ANNUAL'], states: ['DE', 'WY'] });
    expect(setMultiSelection(s, false)).toEqual({ packages: ['PREMIUM'], services: ['BINDER_ANNUAL'], states: ['DE'] });
  });
});

describe('visibleServices', () => {
  it('lists every service without a package', () => {
    expect(visibleServices(SERVICES, [])).toHaveLength(SERVICES.length);
  });

  it('hides services included in the chosen packages', () => {
    expect(visibleServices(SERVICES, ['PREMIUM']).map((s) => s.id)).toEqual([
      'CORP_FORM',
      'TRUST_FORM',
      'NOMINEE_ANNUAL',
      'BINDER_ANNUAL',
      'BOI_CTA_ANNUAL',
      'SERIES_SEG',
      'VALUATION_MEMO',
    ]);
    expect(visibleServices(SERVICES, ['PREMIUM', 'ALL_IN_ONE']).map((s) => s.id)).toEqual([
      'CORP_FORM',
      'BINDER_ANNUAL',
    ]);
  });
});

describe('button label, can-proceed and the state message', () => {
  it('asks for services first when nothing is chosen', () => {
    expect(proceedButtonLabel(EMPTY_SELECTION)).toBe(BUTTON_SELECT_SERVICES);
    expect(proceedButtonLabel(sel({ states: ['DE'] }))).toBe(BUTTON_SELECT_SERVICES);
    expect(canProceed(sel({ states: ['DE'] }))).toBe(false);
    expect(stateHelperText(EMPTY_SELECTION)).toBeNull();
  });

  it('asks for a state when a package or service is chosen without one', () => {
    for (const s of [sel({ packages: ['PREMIUM'] }), sel({ services: ['LLC_FORM'] })]) {
      expect(proceedButtonLabel(s)).toBe(BUTTON_SELECT_STATE);
      expect(canProceed(s)).toBe(false);
      expect(stateHelperText(s)).toBe(NO_STATE_MESSAGE);
    }
    expect(NO_STATE_MESSAGE).toBe('Please select at least one state of formation');
  });

  it('lets the user proceed with a package or service and a state', () => {
    for (const s of [sel({ packages: ['PREMIUM'], states: ['DE'] }), sel({ services: ['LLC_FORM'], states: ['WY'] })]) {
      expect(proceedButtonLabel(s)).toBe(BUTTON_PROCEED);
      expect(canProceed(s)).toBe(true);
      expect(stateHelperText(s)).toBeNull();
    }
  });
});

describe('packageInDelaware and storedSelection', () => {
  it('starts the builder with the package in Delaware, priced at $1,400 for Premium', () => {
    const s = packageInDelaware('PREMIUM');
    expect(s).toEqual({ packages: ['PREMIUM'], services: [], states: ['DE'] });
    expect(storedSelection(s).pricing.total).toBe(1400);
  });

  it('stores packages, services, states, the shared pricing and a timestamp', () => {
    const s = sel({ packages: ['PREMIUM', 'ALL_IN_ONE'], services: ['CORP_FORM'], states: ['DE', 'NV'] });
    const now = new Date('2025-01-26T10:00:00.000Z');
    expect(storedSelection(s, now)).toEqual({
      packages: ['PREMIUM', 'ALL_IN_ONE'],
      services: ['CORP_FORM'],
      states: ['DE', 'NV'],
      pricing: calculatePricing(s),
      timestamp: '2025-01-26T10:00:00.000Z',
    });
    expect(storedSelection(s, now).pricing.total).toBe(1300 + 5000 + 250 + 100 + 425);
  });
});
