import { describe, expect, it } from 'vitest';
import { availableEntityTypes, entityFilingFee, isEntityTypeAvailable } from '../../domain/availability';
import { statusForStage } from '../../domain/order-stages';

describe('entity availability (spec section 5)', () => {
  it.each([
    ['DE', ['LLC', 'CORP', 'TRUST', 'SERIES_LLC']],
    ['IL', ['LLC', 'CORP', 'TRUST', 'SERIES_LLC']],
    ['WY', ['LLC', 'CORP', 'TRUST']],
    ['NV', ['LLC', 'CORP', 'TRUST']],
    ['CA', ['LLC', 'CORP']],
    ['SD', ['LLC', 'CORP']],
  ])('%s offers %j', (state, types) => {
    expect(availableEntityTypes(state)).toEqual(types);
  });

  it('offers nothing in an unknown state', () => {
    expect(isEntityTypeAvailable('PR', 'LLC')).toBe(false);
    expect(isEntityTypeAvailable('XX', 'CORP')).toBe(false);
  });

  it('shows the entity fee, with series fee states and the LLC fee where none is listed', () => {
    expect(entityFilingFee('DE', 'TRUST')).toBe(500);
    expect(entityFilingFee('NV', 'TRUST')).toBe(75);
    expect(entityFilingFee('IL', 'SERIES_LLC')).toBe(150);
    expect(entityFilingFee('IL', 'TRUST')).toBe(150);
    expect(entityFilingFee('CA', 'TRUST')).toBeUndefined();
  });
});

describe('pipeline stages', () => {
  it('maps stages to the customer-facing status', () => {
    expect(['PENDING_REVIEW', 'DOCUMENTS', 'FILING', 'COMPLETE'].map((s) => statusForStage(s as never))).toEqual([
      'PENDING',
      'IN_PROGRESS',
      'IN_PROGRESS',
      'COMPLETE',
    ]);
  });
});
