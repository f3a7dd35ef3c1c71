// The registered agent's calendar entry as its renewal stands (domain/renewals.ts), apart from the database.
import { describe, expect, it } from 'vitest';
import { parseCalendarDate } from '../../domain/calendar-dates';
import { agentObligationTerms } from '../../domain/renewals';

const charge = parseCalendarDate('2027-09-15')!;
const renewal = { status: 'active', nextChargeOn: charge, cancelAtPeriodEnd: false, paymentFailed: false };

describe('agentObligationTerms', () => {
  it('is due on the next charge at the renewal’s amount, in whole dollars', () => {
    expect(agentObligationTerms({ ...renewal, amountCents: 15_000 })).toMatchObject({
      dueDate: charge,
      feeUSD: 150,
      endedOn: null,
    });
    expect(agentObligationTerms({ ...renewal, status: 'pending', amountCents: 17_550 }).feeUSD).toBe(176);
  });

  it('costs nothing once cancelled, and ends with the subscription', () => {
    const cancelled = agentObligationTerms({ ...renewal, cancelAtPeriodEnd: true, amountCents: 15_000 });
    expect(cancelled).toMatchObject({ dueDate: charge, feeUSD: 0, endedOn: null });
    expect(cancelled.feeNote).toMatch(/^Cancelled/);
    expect(agentObligationTerms({ ...renewal, status: 'canceled', amountCents: 15_000 })).toMatchObject({
      feeUSD: 0,
      endedOn: charge,
    });
  });

  it('a failed charge still owes the amount', () => {
    expect(
      agentObligationTerms({ ...renewal, status: 'past_due', paymentFailed: true, amountCents: 15_000 }),
    ).toMatchObject({ feeUSD: 150, endedOn: null });
  });
});
