// The client's emails about what they pay for: renewals, memberships, the card on file and automatic filing, each
// with the amount written the one server-side way.
import { describe, expect, it } from 'vitest';
import { autoFileSwitchedEmail, cardOnFileEmail } from '../../domain/card-emails';
import { membershipChargedEmail, membershipPaymentFailedEmail } from '../../domain/membership-emails';
import { usd } from '../../domain/money-text';
import {
  renewalCancelledEmail,
  renewalChargedEmail,
  renewalNoticeEmail,
  renewalPaymentFailedEmail,
  renewalResumedEmail,
} from '../../domain/renewal-emails';
import { REGISTERED_AGENT, REGISTERED_AGENT_WARNING } from '../../domain/renewals';

const renewal = {
  serviceId: REGISTERED_AGENT,
  amountCents: 12_500,
  nextChargeOn: new Date('2027-03-15T00:00:00Z'),
  entity: { id: 'e1', businessName: 'Acme LLC', stateCode: 'WY' },
};

describe('money in emails', () => {
  it('writes cents as dollars with a thousands comma', () => {
    expect(usd(0)).toBe('$0.00');
    expect(usd(12_500)).toBe('$125.00');
    expect(usd(140_005)).toBe('$1,400.05');
  });
});

describe('renewal emails', () => {
  it('the notice: date, amount, cancel link and the agent warning', () => {
    const mail = renewalNoticeEmail(renewal, 'https://x/cancel/t', 'https://x/');
    expect(mail.subject).toBe('Registered Agent Service for Acme LLC renews on March 15, 2027: $125.00');
    expect(mail.text).toContain('https://x/cancel/t');
    expect(mail.text).toContain(REGISTERED_AGENT_WARNING);
    expect(mail.text).toContain('https://x/entities/e1');
  });

  it('cancelled: by whom, until when, and how to take it back (not after a dissolution)', () => {
    const mine = renewalCancelledEmail(renewal, 'client', 'https://x');
    expect(mine.subject).toBe('Registered Agent Service for Acme LLC is cancelled: it ends on March 15, 2027');
    expect(mine.text).toMatch(/^You cancelled the renewal/);
    expect(mine.text).toContain('Resume it before March 15, 2027');
    expect(renewalCancelledEmail(renewal, 'staff', 'https://x').text).toMatch(/^Our team cancelled, as you asked,/);
    const dissolved = renewalCancelledEmail(renewal, 'dissolution', 'https://x');
    expect(dissolved.text).toMatch(/^Your company is dissolved/);
    expect(dissolved.text).not.toContain('Resume');
  });

  it('resumed, charged and refused', () => {
    expect(renewalResumedEmail(renewal, 'staff', 'https://x').subject).toBe(
      'Registered Agent Service for Acme LLC renews again on March 15, 2027: $125.00',
    );
    expect(renewalResumedEmail(renewal, 'client', 'https://x').text).toMatch(/^You resumed/);
    expect(renewalChargedEmail(renewal, 12_500, 'https://x').subject).toBe(
      'Payment received: $125.00 for Registered Agent Service for Acme LLC',
    );
    const failed = renewalPaymentFailedEmail(renewal, 12_500, 'https://x');
    expect(failed.subject).toBe('Payment failed: $125.00 for Registered Agent Service for Acme LLC');
    expect(failed.text).toContain('https://x/entities/e1');
  });
});

describe('membership emails', () => {
  it('name the plan and the amount', () => {
    expect(membershipChargedEmail('professional', 8_900, 'https://x/membership').subject).toBe(
      'Payment received: $89.00 for your Professional membership',
    );
    expect(membershipPaymentFailedEmail('professional', 8_900, 'https://x/membership').text).toContain(
      'https://x/membership',
    );
  });
});

describe('card and automatic filing emails', () => {
  const card = { brand: 'visa', last4: '4242' };

  it('the card on file changed', () => {
    const mail = cardOnFileEmail(card, 'https://x/entities/e1');
    expect(mail.subject).toBe('Your card on file is now the Visa ending in 4242');
    expect(mail.text).toContain('renewals');
  });

  it('automatic filing on names the card; off says the client files; staff are named when they switched it', () => {
    const on = autoFileSwitchedEmail(
      { businessName: 'Acme LLC', stateCode: 'WY', enabled: true, byStaff: true, card },
      'https://x/entities/e1',
    );
    expect(on.subject).toBe('Automatic filing is on for Acme LLC');
    expect(on.text).toMatch(/^Our team switched automatic filing on/);
    expect(on.text).toContain('Visa ending in 4242');
    const off = autoFileSwitchedEmail(
      { businessName: 'Acme LLC', stateCode: 'WY', enabled: false, byStaff: false, card: null },
      'https://x/entities/e1',
    );
    expect(off.subject).toBe('Automatic filing is off for Acme LLC');
    expect(off.text).toMatch(/^You switched automatic filing off/);
  });
});
