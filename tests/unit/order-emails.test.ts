// The completion email speaks each kind's words: a formation says the company is formed, an EIN gives the EIN the
// IRS assigned and never speaks of a state filing, and every later kind names itself.
import { describe, expect, it } from 'vitest';
import { ORDER_KINDS } from '../../domain/kinds';
import { completionEmail } from '../../domain/order-emails';

const order = (kind: string, filings: { stateCode: string; confirmationNumber: string }[]) => ({
  id: '0123456789abcdef',
  kind,
  filings: filings.map((f) => ({ ...f, status: 'FILED' })),
});

describe('completion email', () => {
  it('a formation: the company is formed, each state with its confirmation number', () => {
    const mail = completionEmail(
      order('FORMATION', [
        { stateCode: 'DE', confirmationNumber: 'DE-777' },
        { stateCode: 'WY', confirmationNumber: 'WY-778' },
      ]),
      'https://x/orders/1',
    );
    expect(mail.subject).toBe('Your company is formed (order 01234567)');
    expect(mail.text).toContain('Confirmation number (DE): DE-777');
    expect(mail.text).toContain('Confirmation number (WY): WY-778');
  });

  it('a formation with its package still delivering: formed, and what is still to deliver before it completes', () => {
    const filed = order('FORMATION', [{ stateCode: 'WY', confirmationNumber: 'WY-1' }]);
    const mail = completionEmail(
      { ...filed, stillToDeliver: 'Still to deliver: Compliance Binder Setup, EIN application' },
      'u',
    );
    expect(mail.subject).toBe('Your company is formed (order 01234567)');
    expect(mail.text).toContain(
      'Still to deliver: Compliance Binder Setup, EIN application. Your order stays in progress until each is delivered.',
    );
    expect(mail.text).not.toMatch(/order is complete/);
    expect(completionEmail({ ...filed, stillToDeliver: null }, 'u').text).not.toContain('Still to deliver');
  });

  it('an EIN: the EIN the IRS assigned, no state filing', () => {
    const mail = completionEmail(order('EIN', [{ stateCode: 'WY', confirmationNumber: '12-3456789' }]), 'u');
    expect(mail.subject).toBe('Your EIN order 01234567 is complete');
    expect(mail.text).toContain('EIN: 12-3456789');
    expect(mail.text).not.toMatch(/state|formed|formation/i);
  });

  it('every later kind names itself and never says the company is formed', () => {
    for (const kind of ORDER_KINDS.filter((k) => k !== 'FORMATION')) {
      const mail = completionEmail(order(kind, [{ stateCode: 'NY', confirmationNumber: 'NY-1' }]), 'u');
      expect(mail.subject, kind).toMatch(/ order 01234567 is complete$/);
      expect(mail.text, kind).not.toMatch(/formed|formation/i);
      expect(mail.text, kind).toContain('NY-1');
    }
  });
});
