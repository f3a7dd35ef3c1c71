import { describe, expect, it } from 'vitest';
import { OH } from '../../../domain/jurisdictions/oh';

describe('Ohio', () => {
  it('asks no annual report of LLCs, series LLCs or corporations, and says so in the renewal line', () => {
    for (const rules of Object.values(OH.entityTypes)) {
      expect(rules.obligations).toEqual([]);
      expect(rules.renewal).toMatchObject({ fee: 0, description: expect.stringMatching(/^No annual report/) });
    }
  });

  it('names: the designators of R.C. 1706.07(A) and 1701.05', () => {
    expect(OH.names.designators.LLC?.forms).toEqual(expect.arrayContaining(['LLC', 'L.L.C.', 'Ltd.', 'Limited']));
    expect(OH.names.designators.CORP?.forms).toEqual(expect.arrayContaining(['Inc.', 'Corp.', 'Co.']));
    // "Limited" designates an LLC in Ohio, not a corporation (R.C. 1701.05 lists no such word).
    expect(OH.names.designators.CORP?.forms).not.toContain('Limited');
  });

  it('expedite: the faster service costs more (Form 530A cover sheet: $100 for 2 days, $200 for 1 day)', () => {
    const [twoDays, oneDay] = OH.expedite;
    expect(oneDay.businessDays).toBeLessThan(twoDays.businessDays);
    expect(oneDay.fee.amount).toBe(2 * twoDays.fee.amount);
    expect(OH.processingTime.businessDays).toBeGreaterThan(twoDays.businessDays);
  });
});
