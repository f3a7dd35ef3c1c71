// District of Columbia: the Department of Licensing and Consumer Protection (DLCP, formerly DCRA) Corporations
// Division forms LLCs (D.C. Code ch. 29-8) and corporations (ch. 29-3). Every entity files a biennial report by
// April 1 of the year after formation and every other year after; the Office of Tax and Revenue collects a franchise
// tax. Fees are set by regulation (17 DCMR ch. 6), which adds a 10% technology fee to every filing (17 DCMR 600.1).
import type { EntityTypeRules, Fee, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, CORPORATE_FORMS, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, extra: Omit<Source, 'url' | 'readOn'> = {}): Source => ({
  url,
  readOn: READ_ON,
  ...extra,
});
const fee = (amount: number, src: Source, varies?: string): Fee =>
  varies ? { amount, varies, source: src } : { amount, source: src };

/** 17 DCMR 608, the LLC fees. */
const LLC_FEES = 'http://dcrules.elaws.us/dcmr/17-608';
/** 17 DCMR 602, the business corporation fees (current through December 2024). */
const CORP_FEES =
  'https://d1tvxue8o4w0fl.cloudfront.net/regulation/district-of-columbia-administrative-code/title-17-business-occupations-and-professionals/chapter-17-6-dcra-corporations-division-schedule-of-fees/rule-17-602-business-organizations-filing-fees';
const GENERAL =
  'https://print.casetext.com/regulation/district-of-columbia-administrative-code/title-17-business-occupations-and-professionals/chapter-17-6-dcra-corporations-division-schedule-of-fees/rule-17-600-general-provisions';
const OTR = 'https://otr.cfo.dc.gov/node/1349326';
const TECH_FEE = 'Before the 10% technology fee of 17 DCMR 600.1.';

const llcFee = (amount: number, note: string) =>
  fee(amount, source(LLC_FEES, { crossCheck: 'http://dcrules.elaws.us/dcmr/17-610', note: `${note} ${TECH_FEE}` }));

const biennialReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `DC-${type}-BIENNIAL-REPORT`,
  title: 'Biennial Report',
  description:
    'District of Columbia two-year biennial report (Form BRA-25), due April 1 of the year after formation and every second year after.',
  fee: llcFee(
    300,
    type === 'LLC'
      ? '17 DCMR 608.1(l): biennial report, $300.'
      : 'Read in the LLC schedule (17 DCMR 608.1(l), $300); every filing entity files the same BRA-25 report.',
  ),
  lateFee: llcFee(100, '17 DCMR 608.1(l)(1): late fee, an additional $100.'),
  due: { kind: 'fixedDate', month: 4, day: 1, everyYears: 2, parity: 'yearAfterFormation' },
});

// The first report falls on April 1 of the year after formation: https://filingsmadeeasy.com/district-of-columbia/llc

const franchiseTax = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `DC-${type}-FRANCHISE-TAX`,
  title: type === 'LLC' ? 'Unincorporated Business Franchise Tax (D-30)' : 'Corporate Franchise Tax (D-20)',
  description:
    type === 'LLC'
      ? 'District of Columbia unincorporated business franchise tax return, due April 15 when DC gross income exceeds $12,000.'
      : 'District of Columbia corporate franchise tax return, due April 15 for calendar-year corporations.',
  fee: fee(
    type === 'LLC' ? 0 : 250,
    source(OTR, {
      crossCheck:
        type === 'LLC'
          ? 'https://kb.drakesoftware.com/kb/Drake-Tax/16092.htm'
          : 'https://www.wendroffcpa.com/navigating-the-dc-franchise-tax-for-businesses/',
      note: '8.25% of taxable income; minimum $250 for DC gross receipts of $1 million or less, $1,000 above. An unincorporated business with gross income of $12,000 or less owes no franchise or minimum tax.',
    }),
    type === 'LLC'
      ? 'None at $12,000 or less of DC gross income; above it 8.25% of taxable income, at least $250 ($1,000 above $1M receipts)'
      : '8.25% of taxable income, at least $250 ($1,000 above $1M of DC gross receipts)',
  ),
  due: { kind: 'fixedDate', month: 4, day: 15 },
  approximation: 'Calendar tax years (the return is due 4 months and 15 days after the tax year ends).',
});

const llcFilings = {
  AMENDMENT: llcFee(220, '17 DCMR 608.1(b): amendment or restatement of certificate of organization, $220.'),
  FOREIGN_QUALIFICATION: llcFee(220, '17 DCMR 608.1(q): foreign registration statement, $220.'),
  GOOD_STANDING: llcFee(50, '17 DCMR 608.1(j): certificate of good standing, $50.'),
  DISSOLUTION: llcFee(220, '17 DCMR 608.1(g): statement of dissolution, $220.'),
  CHANGE_OF_AGENT: llcFee(50, '17 DCMR 608.1(o): change of registered agent by entity, $50.'),
};

const llcFormation = fee(
  99,
  source('https://legalclarity.org/how-much-does-it-cost-to-start-an-llc-in-dc', {
    crossCheck: 'https://howtostartanllc.com/district-of-columbia-llc/cost-to-form',
    note: 'Articles of Organization (Form DLC-1) filed online, $99 (citing the DLCP fee page); 17 DCMR 608.1(a) still lists $220 for a certificate of organization.',
  }),
);

const LLC: EntityTypeRules = {
  formationDocument: 'Articles of Organization — Domestic Limited Liability Company (Form DLC-1)',
  formation: llcFormation,
  renewal: {
    fee: 150,
    description: 'Biennial report ($300 every two years) by April 1; franchise tax above $12,000 of DC income',
  },
  obligations: [biennialReport('LLC'), franchiseTax('LLC')],
  filings: llcFilings,
};

const SERIES_LLC: EntityTypeRules = {
  ...LLC,
  formationDocument: 'Articles of Organization (Form DLC-1) answering yes to the series question',
  seriesFee: llcFee(
    220,
    '17 DCMR 608.1(d): certificate of series of members, managers or interests, $220 for each series designated.',
  ),
  obligations: [biennialReport('LLC'), franchiseTax('LLC')].map((rule) => ({
    ...rule,
    id: rule.id.replace('DC-LLC-', 'DC-SERIES_LLC-'),
  })),
};

const CORP: EntityTypeRules = {
  formationDocument: 'Articles of Incorporation — Domestic For-Profit Corporation (Form DBU-1)',
  formation: fee(
    220,
    source(CORP_FEES, {
      crossCheck:
        'https://casetext.com/regulation/district-of-columbia-administrative-code/title-17-business-occupations-and-professionals/chapter-17-6-dcra-corporations-division-schedule-of-fees/rule-17-602-business-organizations-filing-fees',
      note: `17 DCMR 602.1(a): $220 for authorized capital up to $100,000, then $550, $1,100 and $1,650. ${TECH_FEE}`,
    }),
    '$220 up to $100,000 of authorized capital, rising to $1,650 above $1,000,000',
  ),
  renewal: {
    fee: 400,
    description: 'Biennial report ($300 every two years) by April 1 and the $250 minimum franchise tax',
  },
  obligations: [biennialReport('CORP'), franchiseTax('CORP')],
  filings: {
    AMENDMENT: fee(
      220,
      source(CORP_FEES, {
        note: `17 DCMR 602.1(e)(1): articles of amendment that do not change shares, $220. ${TECH_FEE}`,
      }),
      'Amendments that increase shares cost more',
    ),
    FOREIGN_QUALIFICATION: llcFee(
      220,
      'Read in the LLC schedule (foreign registration statement, $220, 17 DCMR 608.1(q)); the corporate line of 602.1 was not in the part read.',
    ),
    GOOD_STANDING: llcFilings.GOOD_STANDING,
    DISSOLUTION: llcFee(
      220,
      'Read in the LLC schedule (statement of dissolution, $220); the corporate articles of dissolution line of 602.1 was not in the part read.',
    ),
    CHANGE_OF_AGENT: llcFilings.CHANGE_OF_AGENT,
  },
};

const expediteFee = (amount: number, note: string) =>
  fee(
    amount,
    source(GENERAL, {
      crossCheck: 'https://howtostartanllc.com/form-an-llc/how-long-does-it-take-to-form-an-llc-in-dc',
      note,
    }),
  );

export const DC: Jurisdiction = {
  code: 'DC',
  name: 'District of Columbia',
  description:
    'The nation’s capital: federal contracting and advocacy; series LLCs by statute and a report every two years.',
  filingOffice: {
    name: 'District of Columbia Department of Licensing and Consumer Protection, Corporations Division',
    url: 'https://dlcp.dc.gov/page/corporations-division-business-registration-faqs',
  },
  entityTypes: { LLC, CORP, SERIES_LLC },
  processingTime: {
    businessDays: 5,
    basis: 'Online filings reviewed within 5 business days unless expedited',
    source: source('https://dlcp.dc.gov/node/1731256', {
      crossCheck: 'https://howtostartanllc.com/form-an-llc/how-long-does-it-take-to-form-an-llc-in-dc',
    }),
  },
  expedite: [
    {
      label: 'Expedited three-day service',
      businessDays: 3,
      fee: expediteFee(50, '17 DCMR 600.2(b): expedited three-day service, $50.'),
    },
    {
      label: 'Expedited same-day service',
      businessDays: 0,
      fee: expediteFee(100, '17 DCMR 600.2(a): expedited same-day service, $100.'),
    },
  ],
  names: {
    distinguishable: { LLC: 'D.C. Code § 29-103.01', CORP: 'D.C. Code § 29-103.01' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'Limited Company', 'L.L.C.', 'LLC', 'L.C.', 'LC'],
        statute: 'D.C. Code § 29-103.01',
        severity: 'error',
        note: 'Read on https://eforms.com/llc/dc/',
      },
      CORP: { forms: CORPORATE_FORMS, statute: 'D.C. Code § 29-103.01', severity: 'error' },
    },
    // Read on https://www.upcounsel.com/articles-of-organization-dc: credit union, insurance and bank words need the
    // Mayor's approval.
    words: [
      {
        words: [...BANK, ...TRUST, 'credit union'],
        severity: 'warning',
        reason: 'needs the approval of the Department of Insurance, Securities and Banking',
        statute: 'D.C. Code title 26 (Banks and Other Financial Institutions)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs the approval of the Department of Insurance, Securities and Banking',
        statute: 'D.C. Code title 31 (Insurance and Securities)',
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
