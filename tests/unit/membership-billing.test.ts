import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_PLANS } from '../../domain/catalog';
import {
  holdsMembership,
  isStaleEvent,
  membershipBanner,
  parsePriceLookupKey,
  planPrice,
  priceLookupKey,
  userMembershipState,
} from '../../domain/membership-billing';

describe('price lookup keys', () => {
  it('name each plan and interval, and read back only our own keys', () => {
    for (const plan of MEMBERSHIP_PLANS) {
      for (const interval of ['monthly', 'yearly'] as const) {
        expect(parsePriceLookupKey(priceLookupKey(plan.id, interval))).toEqual({ planId: plan.id, interval });
      }
    }
    expect(priceLookupKey('Professional', 'yearly')).toBe('membership_professional_yearly');
    expect(parsePriceLookupKey('membership_platinum_monthly')).toBeNull();
    expect(parsePriceLookupKey('membership_essential_weekly')).toBeNull();
    expect(parsePriceLookupKey(null)).toBeNull();
  });

  it('charge the catalog prices in cents', () => {
    const professional = MEMBERSHIP_PLANS.find((p) => p.id === 'professional')!;
    expect(planPrice(professional, 'monthly')).toMatchObject({ unitAmountCents: 8_900, recurringInterval: 'month' });
    expect(planPrice(professional, 'yearly')).toMatchObject({ unitAmountCents: 89_000, recurringInterval: 'year' });
  });
});

describe('membership state of the user', () => {
  it('makes a customer a MEMBER with the plan while the subscription holds a membership', () => {
    for (const status of ['active', 'trialing', 'past_due']) {
      expect(holdsMembership(status)).toBe(true);
      expect(userMembershipState('CLIENT', { planId: 'essential', status })).toEqual({
        role: 'MEMBER',
        subscriptionPlan: 'essential',
      });
    }
  });

  it('makes a member a CLIENT without a plan when unpaid or ended', () => {
    for (const status of ['incomplete', 'incomplete_expired', 'canceled', 'unpaid']) {
      expect(userMembershipState('MEMBER', { planId: 'essential', status })).toEqual({
        role: 'CLIENT',
        subscriptionPlan: null,
      });
    }
    expect(userMembershipState('MEMBER', null)).toEqual({ role: 'CLIENT', subscriptionPlan: null });
  });

  it('never changes a staff role', () => {
    expect(userMembershipState('ADMIN', { planId: 'premium', status: 'active' }).role).toBe('ADMIN');
    expect(userMembershipState('PARALEGAL', null).role).toBe('PARALEGAL');
  });
});

describe('event order', () => {
  it('treats an event older than the last applied as stale; the same second still applies', () => {
    const last = new Date(1_800_000_000_500);
    expect(isStaleEvent(null, 1)).toBe(false);
    expect(isStaleEvent(last, 1_799_999_999)).toBe(true);
    expect(isStaleEvent(last, 1_800_000_000)).toBe(false);
    expect(isStaleEvent(last, 1_800_000_001)).toBe(false);
  });
});

describe('membership banner', () => {
  const base = { status: 'active', paymentFailed: false, cancelAtPeriodEnd: false, currentPeriodEnd: new Date(0) };
  it('asks to fix the card after a failed payment, before anything else', () => {
    expect(membershipBanner({ ...base, paymentFailed: true, cancelAtPeriodEnd: true }).kind).toBe('payment_failed');
    expect(membershipBanner({ ...base, status: 'past_due' }).kind).toBe('payment_failed');
  });
  it('shows the end date of a cancelled plan', () => {
    expect(membershipBanner({ ...base, cancelAtPeriodEnd: true })).toEqual({ kind: 'ending', endsAt: new Date(0) });
    expect(membershipBanner(base).kind).toBe('none');
  });
});
