import { describe, expect, it } from 'vitest';
import { readableNote } from '../../admin/src/onboarding/readableNote';

describe('readableNote', () => {
  it("reads a client's JSON answer as labelled text", () => {
    expect(readableNote('{"DE":{"businessName":"Acme Widgets LLC"},"responsiblePartyName":"Ada Lovelace"}')).toBe(
      'DE: Business name: Acme Widgets LLC; Responsible party name: Ada Lovelace',
    );
  });

  it('names documents instead of their template keys', () => {
    const text = readableNote('DE:articles_organization v1, DE:operating_agreement v2');
    expect(text).toBe('Articles of Organization (DE), version 1, Operating Agreement (DE), version 2');
    expect(text).not.toMatch(/[a-z]+_[a-z]+/);
  });

  it('leaves plain words and text that only looks like JSON as they are', () => {
    expect(readableNote('Please confirm the registered address')).toBe('Please confirm the registered address');
    expect(readableNote('{not json')).toBe('{not json');
  });
});
