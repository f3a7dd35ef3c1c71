import { describe, expect, it } from 'vitest';
import {
  authorizedSharesMethodCents,
  estimateDelawareFranchiseTax,
  franchiseTaxInputSchema,
} from '../../domain/delaware-franchise-tax';

describe('Delaware franchise tax: authorized shares method', () => {
  it.each([
    [1, 175_00],
    [5_000, 175_00],
    [5_001, 250_00],
    [10_000, 250_00],
    [10_001, 335_00],
    [20_000, 335_00],
    [20_001, 420_00],
    [1_000_000, 8_665_00],
    [10_000_000, 85_165_00],
    [1_000_000_000, 200_000_00],
  ])('%i authorized shares owe %i cents', (shares, cents) => {
    expect(authorizedSharesMethodCents(shares)).toBe(cents);
  });
});

describe('Delaware franchise tax: assumed par value capital method', () => {
  it("reproduces the Division of Corporations' worked example (two classes, $1,600)", () => {
    const estimate = estimateDelawareFranchiseTax({
      classes: [
        { name: 'Common', authorizedShares: 1_000_000, parValue: '1.00' },
        { name: 'Preferred', authorizedShares: 250_000, parValue: '5.00' },
      ],
      issuedShares: 485_000,
      grossAssetsCents: 1_000_000_00,
    });
    expect(estimate.assumedPar).toBe('2.061856'); // 2.0618556... carried to six decimals
    expect(estimate.assumedParValueCapitalDollars).toBe('3311856');
    expect(estimate.assumedParValueCapitalMethodCents).toBe(1_600_00);
    expect(estimate.authorizedSharesMethodCents).toBe(10_790_00);
    expect(estimate.lesserMethod).toBe('assumed-par-value-capital');
    expect(estimate.totalDueCents).toBe(1_650_00);
  });

  it('bills a startup with 10,000,000 authorized shares $400 instead of $85,165', () => {
    const estimate = estimateDelawareFranchiseTax({
      classes: [{ name: 'Common', authorizedShares: 10_000_000, parValue: '0.00001' }],
      issuedShares: 8_000_000,
      grossAssetsCents: 250_000_00,
    });
    expect(estimate.authorizedSharesMethodCents).toBe(85_165_00);
    expect(estimate.assumedPar).toBe('0.031250');
    expect(estimate.assumedParValueCapitalDollars).toBe('312500');
    expect(estimate.taxCents).toBe(400_00);
    expect(estimate.annualReportFeeCents).toBe(50_00);
    expect(estimate.totalDueCents).toBe(450_00);
  });

  it('counts a class at its par value when that is above the assumed par', () => {
    const estimate = estimateDelawareFranchiseTax({
      classes: [{ name: 'Common', authorizedShares: 3_000_000, parValue: '1' }],
      issuedShares: 1_000_000,
      grossAssetsCents: 10_000_00, // assumed par $0.01
    });
    expect(estimate.assumedParValueCapitalDollars).toBe('3000000');
    expect(estimate.assumedParValueCapitalMethodCents).toBe(1_200_00);
  });

  it('counts no-par stock at the assumed par', () => {
    const estimate = estimateDelawareFranchiseTax({
      classes: [{ name: 'Common', authorizedShares: 3_000_000, parValue: '0' }],
      issuedShares: 1_000_000,
      grossAssetsCents: 2_000_000_00, // assumed par $2
    });
    expect(estimate.assumedPar).toBe('2.000000');
    expect(estimate.assumedParValueCapitalDollars).toBe('6000000');
    expect(estimate.assumedParValueCapitalMethodCents).toBe(2_400_00);
  });

  it('charges one more $400 for capital just over a million, and at least $400', () => {
    const justOver = estimateDelawareFranchiseTax({
      classes: [{ name: 'Common', authorizedShares: 1_000_001, parValue: '1' }],
      issuedShares: 1_000_001,
      grossAssetsCents: 0,
    });
    expect(justOver.assumedParValueCapitalDollars).toBe('1000001');
    expect(justOver.assumedParValueCapitalMethodCents).toBe(800_00);
    const nothing = estimateDelawareFranchiseTax({
      classes: [{ name: 'Common', authorizedShares: 6_000, parValue: '0' }],
      issuedShares: 100,
      grossAssetsCents: 0,
    });
    expect(nothing.assumedParValueCapitalMethodCents).toBe(400_00);
    expect(nothing.taxCents).toBe(250_00); // the authorized shares method is lower here
    expect(nothing.lesserMethod).toBe('authorized-shares');
  });

  it('caps the tax at $200,000 and keeps cents exact for tiny par values', () => {
    const estimate = estimateDelawareFranchiseTax({
      classes: [{ name: 'Common', authorizedShares: 900_000_000, parValue: '0.000000001' }],
      issuedShares: 900_000_000,
      grossAssetsCents: 9_000_000_000_000_00,
    });
    expect(estimate.assumedParValueCapitalMethodCents).toBe(200_000_00);
    expect(estimate.authorizedSharesMethodCents).toBe(200_000_00);
  });

  it('has no assumed par value capital figure without issued shares', () => {
    const estimate = estimateDelawareFranchiseTax({
      classes: [{ name: 'Common', authorizedShares: 20_000, parValue: '0.0001' }],
      issuedShares: 0,
      grossAssetsCents: 0,
    });
    expect(estimate.assumedParValueCapitalMethodCents).toBeNull();
    expect(estimate.taxCents).toBe(335_00);
  });
});

describe('Delaware franchise tax inputs', () => {
  const valid = {
    classes: [{ name: 'Common', authorizedShares: 10_000, parValue: '0.0001' }],
    issuedShares: 5_000,
    grossAssetsCents: 100,
  };
  it('accepts a valid cap table', () => {
    expect(franchiseTaxInputSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    ['issued above authorized', { ...valid, issuedShares: 10_001 }],
    ['fractional shares', { ...valid, issuedShares: 1.5 }],
    ['tiny numbers', { ...valid, grossAssetsCents: 1e-320 }],
    ['negative assets', { ...valid, grossAssetsCents: -1 }],
    ['par value in exponent form', { ...valid, classes: [{ ...valid.classes[0], parValue: '1e-5' }] }],
    ['no classes', { ...valid, classes: [] }],
  ])('refuses %s with a readable message', (_, input) => {
    const result = franchiseTaxInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toMatch(/[a-z]/);
  });
});
