// Business names as each state's statute reads them: the state's own examples of designators and refused or
// restricted words, and names compared as the states compare them.
import { describe, expect, it } from 'vitest';
import type { EntityType } from '../../domain/catalog';
import { checkBusinessName, distinguishingKey, type NameProblem } from '../../domain/name-check';

const check = (state: string, entityType: EntityType, name: string, taken: string[] = []) =>
  checkBusinessName({ name, state, entityType }, new Set(taken.map(distinguishingKey)));
const summary = (problems: NameProblem[]) => problems.map((p) => `${p.severity} ${p.code} ${p.statute}`);

describe('designators each state requires', () => {
  it("Delaware LLC: 'LLC', 'L.L.C.' or 'Limited Liability Company' (6 Del. C. § 18-102)", () => {
    for (const name of ['Brandywine LLC', 'Brandywine, L.L.C.', 'Brandywine Limited Liability Company'])
      expect(check('DE', 'LLC', name)).toEqual([]);
    const problems = check('DE', 'LLC', 'Brandywine Holdings');
    expect(summary(problems)).toEqual(['error designator 6 Del. C. § 18-102']);
    expect(problems[0].message).toBe(
      "A Delaware LLC name must include 'LLC', 'L.L.C.' or 'Limited Liability Company'.",
    );
    // A series LLC names itself as an LLC.
    expect(summary(check('DE', 'SERIES_LLC', 'Brandywine Series'))).toEqual(['error designator 6 Del. C. § 18-102']);
  });

  it("Delaware corporation: one of the words of 8 Del. C. § 102(a)(1), 'syndicate' and 'society' included", () => {
    for (const name of ['Brandywine Inc.', 'Brandywine Corp', 'Brandywine Syndicate', 'Brandywine Society'])
      expect(check('DE', 'CORP', name)).toEqual([]);
    expect(summary(check('DE', 'CORP', 'Brandywine Holdings'))).toEqual(['error designator 8 Del. C. § 102(a)(1)']);
  });

  it("Wyoming LLC: 'L.C.', 'Ltd. Liability Co.' and the other forms of W.S. 17-29-108(a)", () => {
    for (const name of ['Teton L.C.', 'Teton LC', 'Teton Ltd. Liability Co.', 'Teton Limited Company'])
      expect(check('WY', 'LLC', name)).toEqual([]);
    expect(summary(check('WY', 'LLC', 'Teton Ventures'))).toEqual(['error designator W.S. 17-29-108(a)']);
    expect(summary(check('WY', 'CORP', 'Teton Ventures'))).toEqual(['error designator W.S. 17-16-401(a)(i)']);
  });

  it("Nevada LLC: even 'Limited' or 'Ltd.' alone (NRS 86.171(1)(a)); a corporation only warned", () => {
    for (const name of ['Sierra Limited', 'Sierra Ltd.', 'Sierra Limited-Liability Company'])
      expect(check('NV', 'LLC', name)).toEqual([]);
    expect(summary(check('NV', 'LLC', 'Sierra Mining'))).toEqual(['error designator NRS 86.171(1)(a)']);
    expect(summary(check('NV', 'CORP', 'Sierra Mining'))).toEqual(['warning designator NRS ch. 78']);
  });

  it("California LLC: 'LLC', 'L.L.C.' or 'Limited Liability Company' (Cal. Corp. Code § 17701.08(a)); 'L.C.' is not enough", () => {
    expect(check('CA', 'LLC', 'Golden Gate Widgets, LLC')).toEqual([]);
    expect(summary(check('CA', 'LLC', 'Golden Gate Widgets L.C.'))).toEqual([
      'error designator Cal. Corp. Code § 17701.08(a)',
    ]);
  });

  it("South Dakota: 'L.C.' for an LLC (SDCL 47-34A-105(a)), 'Co.' for a corporation (SDCL 47-1A-401(a)(1))", () => {
    expect(check('SD', 'LLC', 'Black Hills L.C.')).toEqual([]);
    expect(check('SD', 'CORP', 'Black Hills Co.')).toEqual([]);
    expect(summary(check('SD', 'CORP', 'Black Hills Gold'))).toEqual(['error designator SDCL 47-1A-401(a)(1)']);
  });

  it("Illinois LLC: only 'LLC', 'L.L.C.' or 'Limited Liability Company' (805 ILCS 180/1-10(a)(1))", () => {
    expect(check('IL', 'LLC', 'Prairie Widgets L.L.C.')).toEqual([]);
    expect(summary(check('IL', 'LLC', 'Prairie Widgets Ltd.'))).toEqual(['error designator 805 ILCS 180/1-10(a)(1)']);
    expect(summary(check('IL', 'CORP', 'Prairie Widgets'))).toEqual(['error designator 805 ILCS 5/4.05(a)(1)']);
  });

  it('a trust needs no designator', () => {
    expect(check('DE', 'TRUST', 'Harbor Family Trust')).toEqual([]);
    expect(check('WY', 'TRUST', 'Harbor')).toEqual([]);
  });
});

describe('words a state refuses or files only with an approval', () => {
  it("Delaware refuses 'bank' unless the State Bank Commissioner supervises it (6 Del. C. § 18-102; 8 Del. C. § 102(a)(1))", () => {
    const problems = check('DE', 'LLC', 'First Bank of Dover LLC');
    expect(summary(problems)).toEqual(['error refused_word 6 Del. C. § 18-102; 8 Del. C. § 102(a)(1)']);
    expect(problems[0].message).toMatch(/^'Bank' is refused unless/);
    // A whole word only: 'Bankside' is not 'bank'.
    expect(check('DE', 'LLC', 'Bankside Studios LLC')).toEqual([]);
  });

  it("California refuses 'bank', 'trust', 'insurance company' and 'Inc.' in an LLC name (Cal. Corp. Code § 17701.08(e))", () => {
    for (const name of ['Golden Trust LLC', 'Golden Insurance Company LLC', 'Golden Inc. LLC', 'Golden Banking LLC'])
      expect(summary(check('CA', 'LLC', name))).toContain('error refused_word Cal. Corp. Code § 17701.08(e)');
    // A California corporation may, with the Commissioner's certificate: a warning.
    expect(summary(check('CA', 'CORP', 'Golden Trust Corporation'))).toEqual([
      'warning approval_word Cal. Corp. Code § 201',
    ]);
  });

  it("Illinois refuses 'Corp' and 'Limited Partnership' in an LLC name (805 ILCS 180/1-10(a))", () => {
    expect(summary(check('IL', 'LLC', 'Prairie Corp LLC'))).toEqual(['error refused_word 805 ILCS 180/1-10(a)']);
  });

  it('Nevada files insurance, banking, university and engineering names only with approval (NRS 78.045; NRS 86.171)', () => {
    for (const name of ['Reno Insurance LLC', 'Reno Trust LLC', 'Reno University LLC', 'Reno Engineering LLC'])
      expect(summary(check('NV', 'LLC', name))).toEqual([expect.stringMatching(/^warning approval_word NRS 78\.045/)]);
  });

  it("'trust' is no problem in a trust's own name", () => {
    expect(check('IL', 'TRUST', 'Lakeshore Land Trust')).toEqual([]);
    expect(summary(check('IL', 'LLC', 'Lakeshore Trust LLC'))).toEqual([
      'warning approval_word 205 ILCS 5 (Illinois Banking Act)',
    ]);
  });
});

describe('distinguishable from names already formed in the state', () => {
  it("ignores case, punctuation, 'The', designators and spacing, as states compare", () => {
    const taken = ['The Acme Widgets, LLC'];
    for (const name of ['acme widgets l.l.c.', 'ACME WIDGETS LIMITED LIABILITY COMPANY', 'Acme  Widgets, Inc.'])
      expect(summary(check('DE', name.endsWith('Inc.') ? 'CORP' : 'LLC', name, taken))).toEqual([
        expect.stringMatching(/^error not_distinguishable /),
      ]);
    expect(check('DE', 'LLC', 'Acme Widgets Two LLC', taken)).toEqual([]);
    expect(check('DE', 'LLC', 'Acme Gadgets LLC', taken)).toEqual([]);
  });

  it('a name that is only a designator is refused', () => {
    expect(summary(check('WY', 'LLC', 'L.L.C.'))).toEqual(['error no_name W.S. 17-29-108']);
  });

  it("an empty name has no problem: the state's name is to be determined", () => {
    expect(check('DE', 'LLC', '   ')).toEqual([]);
  });

  it("'&' and 'and' compare alike; an inner designator word stays part of the name", () => {
    expect(distinguishingKey('Smith & Jones LLC')).toBe(distinguishingKey('Smith and Jones, L.L.C.'));
    expect(distinguishingKey('Limited Editions LLC')).not.toBe(distinguishingKey('Editions LLC'));
  });
});
