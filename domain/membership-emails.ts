// The client's emails about their membership's charges: each paid invoice's receipt, and a refused charge.
import { findPlan } from './membership-billing';
import { usd } from './money-text';
import type { Email } from './renewal-emails';

const planName = (planId: string) => findPlan(planId)?.name ?? planId;

export function membershipChargedEmail(planId: string, amountCents: number, membershipUrl: string): Email {
  const amount = usd(amountCents);
  return {
    subject: `Payment received: ${amount} for your ${planName(planId)} membership`,
    text: [
      `We charged ${amount} to your card for your ${planName(planId)} membership.`,
      `Your membership, its next charge and its invoices: ${membershipUrl}`,
    ].join('\n\n'),
  };
}

export function membershipPaymentFailedEmail(planId: string, amountCents: number, membershipUrl: string): Email {
  const amount = usd(amountCents);
  return {
    subject: `Payment failed: ${amount} for your ${planName(planId)} membership`,
    text: [
      `The charge of ${amount} for your ${planName(planId)} membership did not go through. Stripe tries again in ` +
        'the coming days; update your card before then to keep your membership.',
      `Your membership: ${membershipUrl}`,
    ].join('\n\n'),
  };
}
