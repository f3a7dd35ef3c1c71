// What an order delivers, from its selection alone: the services chosen or inside its packages, each once, and the
// EIN application the Premium and All-In-One cards list; how each gets done; what staff may mark; what blocks
// completion.
import { describe, expect, it } from 'vitest';
import {
  completionBlocker,
  deliverablesOf,
  deliveredAtCompletion,
  deliveryMethod,
  EIN_APPLICATION,
  includedEinPricing,
  includesTrust,
  staffMarkRefusal,
  trustNameFor,
  trustStateFor,
} from '../../domain/deliverables';

describe('deliverables', () => {
  it('lists every service of All-In-One and its EIN, each once, in the catalog’s order', () => {
    expect(deliverablesOf({ packages: ['ALL_IN_ONE'], services: ['LLC_FORM', 'BINDER_ANNUAL'] })).toEqual([
      'LLC_FORM',
      'TRUST_FORM',
      'NOMINEE_ANNUAL',
      'BINDER_SETUP',
      'BINDER_ANNUAL',
      'BOI_CTA_ANNUAL',
      'SERIES_SEG',
      'VALUATION_MEMO',
      EIN_APPLICATION,
    ]);
    expect(deliverablesOf({ packages: ['PREMIUM'], services: [] })).toEqual([
      'LLC_FORM',
      'BINDER_SETUP',
      EIN_APPLICATION,
    ]);
    expect(deliverablesOf({ packages: [], services: ['CORP_FORM', 'VALUATION_MEMO'] })).toEqual([
      'CORP_FORM',
      'VALUATION_MEMO',
    ]);
    expect(deliverablesOf({ packages: ['UNKNOWN'], services: [] })).toEqual([]);
  });

  it('says how each is done, and lets staff mark done only their own while any pending one may be waived', () => {
    expect(['LLC_FORM', 'TRUST_FORM', 'NOMINEE_ANNUAL', EIN_APPLICATION, 'BINDER_SETUP'].map(deliveryMethod)).toEqual([
      'formation',
      'formation',
      'renewal',
      'order',
      'staff',
    ]);
    expect(staffMarkRefusal({ code: 'VALUATION_MEMO', status: 'PENDING' }, 'done')).toBeNull();
    expect(staffMarkRefusal({ code: EIN_APPLICATION, status: 'PENDING' }, 'done')).toMatch(/pipeline/);
    expect(staffMarkRefusal({ code: EIN_APPLICATION, status: 'PENDING' }, 'waive')).toBeNull();
    expect(staffMarkRefusal({ code: 'SERIES_SEG', status: 'WAIVED' }, 'waive')).toBe(
      'Series Segmentation is already waived',
    );
  });

  it('blocks completion while one is pending, naming them', () => {
    expect(
      completionBlocker([
        { code: 'LLC_FORM', status: 'DONE' },
        { code: 'SERIES_SEG', status: 'WAIVED' },
        { code: 'BINDER_SETUP', status: 'PENDING' },
        { code: EIN_APPLICATION, status: 'PENDING' },
      ]),
    ).toBe('Still to deliver: Compliance Binder Setup, EIN application');
    expect(completionBlocker([{ code: 'LLC_FORM', status: 'DONE' }])).toBeNull();
    expect(completionBlocker([])).toBeNull();
  });

  it('prices the included EIN at nothing, and places and names the package’s trust', () => {
    expect(includedEinPricing({ packages: ['ALL_IN_ONE'], services: [] })).toMatchObject({
      total: 0,
      breakdown: [{ type: 'package', id: 'ALL_IN_ONE', price: 0, name: 'EIN application (included in All-In-One)' }],
    });
    expect(includesTrust({ packages: ['PREMIUM'], services: [] })).toBe(false);
    expect(includesTrust({ packages: [], services: ['TRUST_FORM'] })).toBe(true);
    expect(trustStateFor(['CA', 'SD', 'NV'])).toBe('NV');
    expect(trustStateFor(['CA'])).toBe('CA');
    expect(trustNameFor({ trustName: '  Family Trust ' }, 'Acme LLC')).toBe('Family Trust');
    expect(trustNameFor({}, 'Acme LLC')).toBe('Acme LLC Trust');
  });

  it('knows what the completion hook delivers itself: the entities and renewals, not the EIN or staff documents', () => {
    expect(['LLC_FORM', 'TRUST_FORM', 'NOMINEE_ANNUAL'].map(deliveredAtCompletion)).toEqual([true, true, true]);
    expect([EIN_APPLICATION, 'BINDER_SETUP'].map(deliveredAtCompletion)).toEqual([false, false]);
  });
});
