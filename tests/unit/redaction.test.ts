import { describe, expect, it } from 'vitest';
import { createStreamRestorer, luhnValid, nameCandidates, Redactor } from '../../domain/redaction';
import { BUSINESS_TEXT, generateCorpus, sensitiveValues } from '../helpers/pii-corpus';

const corpus = generateCorpus(240);
const knownNames = corpus.map(({ first, last }) => ({ first, last }));

describe('Redactor', () => {
  it('leaves no personal value of 240 generated records at strict', () => {
    const leaks: string[] = [];
    for (const record of corpus) {
      const redacted = new Redactor('strict', knownNames).redact(record.text);
      for (const value of sensitiveValues(record)) if (redacted.includes(value)) leaks.push(`${value} in: ${redacted}`);
    }
    expect(leaks).toEqual([]);
  });

  it('leaves ordinary business text unchanged at every level, even with many known names', () => {
    for (const level of ['strict', 'moderate', 'minimal'] as const) {
      const redactor = new Redactor(level, knownNames);
      for (const text of BUSINESS_TEXT) expect(redactor.redact(text)).toBe(text);
    }
  });

  it('gives one value one placeholder and restores the original spelling at moderate', () => {
    const redactor = new Redactor('moderate', [{ first: 'Grace', last: 'Hopper' }]);
    const text =
      'Grace Hopper (grace@navy.example, 302-555-0143) called; Hopper asked for a grace period. Call (302) 555-0143.';
    const redacted = redactor.redact(text);
    expect(redacted).toBe(
      '[PERSON_1] ([EMAIL_1], [PHONE_1]) called; [PERSON_2] asked for a grace period. Call [PHONE_1].',
    );
    expect(redactor.redact('Write to GRACE@navy.example')).toBe('Write to [EMAIL_1]');
    expect(redactor.restore('[PERSON_1] at [EMAIL_1], [PHONE_1]; unknown [PERSON_9]')).toBe(
      'Grace Hopper at grace@navy.example, 302-555-0143; unknown [PERSON_9]',
    );
  });

  it('keeps placeholders in the answer at strict, and only ids and money numbers are replaced at minimal', () => {
    const strict = new Redactor('strict');
    expect(strict.restore(strict.redact('SSN 123-45-6789'))).toBe('SSN [SSN_1]');
    const minimal = new Redactor('minimal', [{ first: 'Ada', last: 'Lovelace' }]);
    expect(minimal.redact('Ada Lovelace, ada@example.com, SSN 123-45-6789, card 4111 1111 1111 1111')).toBe(
      'Ada Lovelace, ada@example.com, SSN [SSN_1], card [CARD_1]',
    );
  });

  it('does not take a number failing the card check for a card, and keeps record ids', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    const redactor = new Redactor('strict');
    expect(redactor.redact('Order 3f2a9c1e-8b7d-4e6f-9a1b-123456789012 is paid')).toBe(
      'Order 3f2a9c1e-8b7d-4e6f-9a1b-123456789012 is paid',
    );
    expect(redactor.redact('routing 021000021, account no. 0012345678')).toBe(
      'routing [BANK_ACCOUNT_1], account no. [BANK_ACCOUNT_2]',
    );
  });
});

describe('createStreamRestorer', () => {
  it('holds back a placeholder cut across pieces until it is complete', () => {
    const redactor = new Redactor('moderate', [{ first: 'Ada', last: 'Lovelace' }]);
    redactor.redact('Ada Lovelace');
    const restorer = createStreamRestorer(redactor);
    const shown = ['Ask [PER', 'SON_1] about ', '[', 'PERSON_1] today [x'].map((piece) => restorer.push(piece));
    expect(shown).toEqual(['Ask ', 'Ada Lovelace about ', '', 'Ada Lovelace today ']);
    expect(restorer.flush()).toBe('[x');
  });
});

it('lists capitalised words as name candidates', () => {
  expect(nameCandidates('ask Ada Lovelace about the LLC in Delaware')).toEqual(['Ada', 'Lovelace', 'LLC', 'Delaware']);
});
