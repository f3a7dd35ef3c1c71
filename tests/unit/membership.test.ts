import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_PLANS } from '../../domain/catalog';
import {
  displayedMonthlyPrice,
  featurePreview,
  formatLimit,
  isCurrentPlan,
  maxYearlySavingPercent,
  planButtonLabel,
  yearlyMonthlyEquivalent,
  yearlySaving,
} from '../../storefront/src/lib/membership';
import { formatUsd } from '../../storefront/src/lib/format';

const plan = (id: string) => MEMBERSHIP_PLANS.find((p) => p.id === id)!;

describe('membership plans (spec section 9)', () => {
  it('has the four plans at their monthly and yearly prices, Professional most popular', () => {
    expect(MEMBERSHIP_PLANS.map((p) => [p.name, p.monthlyPrice, p.yearlyPrice, p.popular])).toEqual([
      ['Essential', 29, 290, false],
      ['Professional', 89, 890, true],
      ['Enterprise', 249, 2490, false],
      ['Premium', 599, 5990, false],
    ]);
  });
});

describe('yearly pricing', () => {
  it('spreads the yearly price over 12 months, rounded to cents', () => {
    expect(yearlyMonthlyEquivalent(plan('professional'))).toBe(74.17);
    expect(yearlyMonthlyEquivalent(plan('essential'))).toBe(24.17);
    expect(yearlyMonthlyEquivalent(plan('enterprise'))).toBe(207.5);
    expect(yearlyMonthlyEquivalent(plan('premium'))).toBe(499.17);
  });

  it('computes the saving against 12 monthly payments with a rounded percentage', () => {
    expect(yearlySaving(plan('professional'))).toEqual({ amount: 178, percent: 17 });
    expect(yearlySaving(plan('essential'))).toEqual({ amount: 58, percent: 17 });
    expect(yearlySaving(plan('enterprise'))).toEqual({ amount: 498, percent: 17 });
    expect(yearlySaving(plan('premium'))).toEqual({ amount: 1198, percent: 17 });
    expect(yearlySaving({ monthlyPrice: 10, yearlyPrice: 100 })).toEqual({ amount: 20, percent: 17 });
    expect(yearlySaving({ monthlyPrice: 10, yearlyPrice: 90 })).toEqual({ amount: 30, percent: 25 });
    expect(yearlySaving({ monthlyPrice: 0, yearlyPrice: 0 })).toEqual({ amount: 0, percent: 0 });
  });

  it("gives the header's best saving: 'Save up to 17%'", () => {
    expect(maxYearlySavingPercent(MEMBERSHIP_PLANS)).toBe(17);
    expect(maxYearlySavingPercent([])).toBe(0);
  });

  it('shows the monthly price or the yearly equivalent per month', () => {
    expect(displayedMonthlyPrice(plan('professional'), 'monthly')).toBe(89);
    expect(displayedMonthlyPrice(plan('professional'), 'yearly')).toBe(74.17);
  });

  it('formats every amount with two decimals, whole or not', () => {
    expect(formatUsd(890)).toBe('$890.00');
    expect(formatUsd(5990)).toBe('$5,990.00');
    expect(formatUsd(74.17)).toBe('$74.17');
    expect(formatUsd(207.5)).toBe('$207.50');
  });
});

describe('plan buttons', () => {
  it('matches the current plan by id, case-insensitively', () => {
    expect(isCurrentPlan('professional', 'PROFESSIONAL')).toBe(true);
    expect(isCurrentPlan('professional', 'Professional')).toBe(true);
    expect(isCurrentPlan('professional', 'essential')).toBe(false);
    expect(isCurrentPlan('professional', null)).toBe(false);
    expect(isCurrentPlan('professional', '')).toBe(false);
  });

  it("reads 'Current Plan', 'Upgrade to {plan}' or, signed out, 'Start {plan} Plan'", () => {
    const professional = plan('professional');
    expect(planButtonLabel(professional, { subscriptionPlan: 'Professional' })).toBe('Current Plan');
    expect(planButtonLabel(professional, { subscriptionPlan: 'essential' })).toBe('Upgrade to Professional');
    expect(planButtonLabel(professional, { subscriptionPlan: null })).toBe('Upgrade to Professional');
    expect(planButtonLabel(professional, null)).toBe('Start Professional Plan');
  });

  it("reads 'Downgrade to {plan}' for a plan cheaper than the member's", () => {
    expect(planButtonLabel(plan('essential'), { subscriptionPlan: 'professional' })).toBe('Downgrade to Essential');
    expect(planButtonLabel(plan('professional'), { subscriptionPlan: 'PREMIUM' })).toBe('Downgrade to Professional');
    expect(planButtonLabel(plan('premium'), { subscriptionPlan: 'professional' })).toBe('Upgrade to Premium');
    expect(planButtonLabel(plan('essential'), { subscriptionPlan: 'retired-plan' })).toBe('Upgrade to Essential');
  });
});

describe('plan cards', () => {
  it("lists the first 6 features and counts the rest as '+N more features'", () => {
    expect(featurePreview(plan('professional').features)).toEqual({
      shown: plan('professional').features.slice(0, 6),
      more: 2,
    });
    expect(featurePreview(plan('essential').features).more).toBe(1);
    expect(featurePreview(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
  });

  it('formats plan limits', () => {
    expect(formatLimit(3)).toBe('3');
    expect(formatLimit('25GB')).toBe('25GB');
    expect(formatLimit('unlimited')).toBe('Unlimited');
  });
});
