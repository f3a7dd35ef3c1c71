// The completion email speaks each kind's words: a formation says the company is formed, an EIN gives the EIN the
// IRS assigned and never speaks of a state filing, and every later kind names itself.
import { describe, expect, it } from 'vitest';
import { ORDER_KINDS } from '../../domain/kinds';
import { changeRequestEmail, completionEmail, orderPaidEmail, orderRefundedEmail } from '../../domain/order-emails';

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

describe('payment receipt', () => {
  it('a later order: the amount, the kind, the entity and what we do, never a formation', () => {
    const mail = orderPaidEmail(
      { id: '0123456789abcdef', kind: 'EIN', amountCents: 14_900, businessName: 'Acme LLC' },
      'https://x/orders/1',
    );
    expect(mail.subject).toBe('Payment received: $149.00 for your EIN order 01234567');
    expect(mail.text).toContain('your payment of $149.00 for your EIN order for Acme LLC (order 01234567)');
    expect(mail.text).toContain('obtain your company');
    expect(mail.text).not.toMatch(/formation|formed/i);
    expect(mail.text).toContain('https://x/orders/1');
  });

  it('a formation: a company formation order, thousands written with a comma', () => {
    const mail = orderPaidEmail({ id: '0123456789abcdef', kind: 'FORMATION', amountCents: 140_000 }, 'u');
    expect(mail.subject).toBe('Payment received: $1,400.00 for your Formation order 01234567');
    expect(mail.text).toContain('company formation order');
  });
});

describe('refund of a canceled order', () => {
  it('says the amount, the refund and why it was canceled', () => {
    const mail = orderRefundedEmail(
      { id: '0123456789abcdef', kind: 'GOOD_STANDING', businessName: 'Acme LLC', cancelReason: 'Asked by the client' },
      { refundId: 're_1', amountCents: 9_900 },
      'https://x/dashboard',
    );
    expect(mail.subject).toBe('Refund of $99.00 for order 01234567');
    expect(mail.text).toContain('is canceled: Asked by the client');
    expect(mail.text).toContain('We refunded $99.00');
    expect(mail.text).toContain('re_1');
  });
});

describe('change request', () => {
  it("gives its due date when staff set one, in the kind's words", () => {
    const mail = changeRequestEmail(
      { id: '0123456789abcdef', kind: 'EIN' },
      { message: 'Spell the name as registered.', dueDate: '2026-12-04T00:00:00.000Z' },
      'https://x/orders/1',
    );
    expect(mail.subject).toBe('Changes requested on your order 01234567');
    expect(mail.text).toContain('Please answer by December 4, 2026.');
    expect(mail.text).toContain('EIN application documents');
    expect(mail.text).toContain('Spell the name as registered.');
  });

  it('says no date when none is set', () => {
    const mail = changeRequestEmail({ id: '0123456789abcdef', kind: 'FORMATION' }, { message: 'm' }, 'u');
    expect(mail.text).not.toContain('answer by');
  });
});
