import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { statesOffering } from '../../domain/availability';
import { SERVICE_BY_ID } from '../../domain/catalog';
import { isValidEmail } from '../../domain/email';
import { isSpecState } from '../../domain/jurisdictions';

describe('the forms’ email check', () => {
  const samples = [
    'ada@example.com',
    'first.last+tag@sub.example.co.uk',
    "o'brien@example.ie",
    'not-an-email',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@@example.com',
    '.ada@example.com',
    'ada..b@example.com',
    'ada @example.com',
    'ada@exa_mple.com',
    'ada@example.c',
    '',
  ];

  it.each(samples)('agrees with the server’s z.email() on %j', (sample) => {
    expect(isValidEmail(sample)).toBe(z.email().safeParse(sample).success);
  });

  it("refuses 'not-an-email' and accepts an ordinary address", () => {
    expect(isValidEmail('not-an-email')).toBe(false);
    expect(isValidEmail('ada@example.com')).toBe(true);
    expect(isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });
});

describe('series segmentation wording', () => {
  it("names only the spec's states where a Series LLC can be formed", () => {
    const specStates = statesOffering('SERIES_LLC').filter(isSpecState);
    expect(specStates).toEqual(['DE', 'IL']);
    expect(SERVICE_BY_ID.get('SERIES_SEG')?.priceText).toBe(`$250 per series (${specStates.join('/')})`);
  });
});
