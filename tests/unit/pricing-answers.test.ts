import { describe, expect, it } from 'vitest';
import { pricingAnswers } from '../../api/routes/catalog';
import { PACKAGES, SERVICES } from '../../domain/catalog';
import { calculatePricing } from '../../domain/pricing';

describe('pricing answers', () => {
  const selections = [
    { packages: [PACKAGES[0].id], services: [SERVICES[0].id], states: ['DE', 'WY'] },
    { packages: [], services: [SERVICES[1].id], states: ['CA'] },
    { packages: [PACKAGES[1].id], services: [], states: [] },
  ];

  it('are the serialised pricing of each selection, asked once or many times', () => {
    const priced = pricingAnswers();
    for (let round = 0; round < 3; round++)
      for (const selection of selections)
        expect(priced(selection).body).toBe(JSON.stringify(calculatePricing(selection)));
  });

  it('stay right when older selections make way for newer ones', () => {
    const priced = pricingAnswers(2);
    const answers = selections.map((selection) => JSON.stringify(calculatePricing(selection)));
    expect(selections.map((selection) => priced(selection).body)).toEqual(answers);
    expect([...selections].reverse().map((selection) => priced(selection).body)).toEqual([...answers].reverse());
    // Selections that differ only in order are different questions with their own answers.
    const swapped = { ...selections[0], states: ['WY', 'DE'] };
    expect(JSON.parse(priced(swapped).body).breakdown.map((line: { id: string }) => line.id)).toContain('WY');
  });
});
