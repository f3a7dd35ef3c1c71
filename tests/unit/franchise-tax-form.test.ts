import { describe, expect, it } from 'vitest';
import { estimateDelawareFranchiseTax } from '../../domain/delaware-franchise-tax';
import {
  changeFranchiseTaxFields,
  EMPTY_FRANCHISE_TAX_FIELDS,
  enteredLine,
  type FranchiseTaxFields,
  fieldsFromInputs,
  franchiseTaxEstimateRows,
  franchiseTaxRequest,
} from '../../domain/franchise-tax-form';

const filled: FranchiseTaxFields = {
  classes: [{ name: 'Common', authorizedShares: '10,000,000', parValue: '0.00001' }],
  issuedShares: '8,000,000',
  grossAssets: '$250,000.5',
};

describe('franchise tax form', () => {
  it('makes the request body from the typed fields, and back', () => {
    const request = franchiseTaxRequest(filled);
    const input = {
      classes: [{ name: 'Common', authorizedShares: 10_000_000, parValue: '0.00001' }],
      issuedShares: 8_000_000,
      grossAssetsCents: 25_000_050,
    };
    expect(request).toEqual({ input });
    expect(fieldsFromInputs(input)).toEqual({
      classes: [{ name: 'Common', authorizedShares: '10000000', parValue: '0.00001' }],
      issuedShares: '8000000',
      grossAssets: '250000.50',
    });
  });

  it('says what to correct first', () => {
    expect(franchiseTaxRequest(EMPTY_FRANCHISE_TAX_FIELDS)).toEqual({
      problem: 'Give each class a name, its authorized shares and its par value (0 for no par).',
    });
    expect(franchiseTaxRequest({ ...filled, issuedShares: '8.5' })).toEqual({
      problem: 'Issued shares must be a whole number.',
    });
    expect(franchiseTaxRequest({ ...filled, grossAssets: 'not money' })).toEqual({
      problem: 'Total gross assets must be an amount in dollars.',
    });
  });

  it('adds, changes and removes share classes', () => {
    let fields = changeFranchiseTaxFields(EMPTY_FRANCHISE_TAX_FIELDS, { type: 'addClass' });
    fields = changeFranchiseTaxFields(fields, { type: 'class', index: 1, patch: { name: 'Preferred' } });
    expect(fields.classes.map((c) => c.name)).toEqual(['Common', 'Preferred']);
    fields = changeFranchiseTaxFields(fields, { type: 'removeClass', index: 0 });
    expect(fields.classes.map((c) => c.name)).toEqual(['Preferred']);
    expect(changeFranchiseTaxFields(fields, { type: 'grossAssets', value: '12' }).grossAssets).toBe('12');
    expect(EMPTY_FRANCHISE_TAX_FIELDS.classes).toHaveLength(1);
  });

  it('words the estimate: both methods, the lesser marked, the fee and the total', () => {
    const request = franchiseTaxRequest(filled);
    if (!('input' in request)) throw new Error(request.problem);
    const rows = franchiseTaxEstimateRows(estimateDelawareFranchiseTax(request.input));
    expect(rows.map((row) => `${row.label}: ${row.amount}`)).toEqual([
      'Authorized Shares method: $85,165.00',
      expect.stringMatching(
        /^Assumed Par Value Capital method \(lesser\): \$\d[\d,]*\.\d\d \(assumed par \$[\d.]+, capital \$/,
      ),
      'Annual report fee: $50.00',
      expect.stringMatching(/^Estimated total due: \$/),
    ]);
    expect(rows.at(-1)?.total).toBe(true);
    expect(enteredLine('Mar 1, 2026', null)).toBe('Figures entered Mar 1, 2026.');
  });
});
