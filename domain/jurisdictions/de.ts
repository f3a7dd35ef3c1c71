// Delaware: the Division of Corporations forms entities under the LLC Act (6 Del. C. ch. 18), the General
// Corporation Law (8 Del. C.) and the Statutory Trust Act (12 Del. C. ch. 38). One of the specification's six
// states: its formation and renewal figures are the specification's (section 9), kept where a source differs.
import { FRANCHISE_TAX_RULE_ID } from '../delaware-franchise-tax';
import type { EntityTypeRules, Fee, Filings, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, EDUCATION, INSURANCE, NOT_TRUSTS } from './words';

const READ_ON = '2026-11-27';
const FEES_PAGE = 'https://corp.delaware.gov/fee/';
const SPEC = "The product specification's figure (storefront spec, section 9), which the product keeps.";
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });
const fee = (amount: number, from: Source, varies?: string): Fee => ({
  amount,
  source: from,
  ...(varies ? { varies } : {}),
});
const specFee = (amount: number, specDiffers?: string): Fee => ({
  amount,
  source: source(FEES_PAGE, { note: SPEC }),
  ...(specDiffers ? { specDiffers } : {}),
});

const LLC_ACT_FEES = 'https://instalawyer.io/laws/delaware-code/18-1105-fees';
const FEES_READING = 'https://legalclarity.org/delaware-filing-fees-for-llcs-and-corporations';
/** The expedite tiers of 6 Del. C. § 18-1105(b) and 8 Del. C. § 391, as the Division's schedule sets them. */
const EXPEDITE = 'https://visualfoodie.com/how-long-a-de-certificate-of-formation-takes';

const annualTax = (type: 'LLC' | 'SERIES_LLC'): ObligationRule => ({
  id: `DE-${type}-ANNUAL-TAX`,
  title: 'Annual Tax',
  description: 'Delaware annual tax for the previous year, due June 1.',
  fee: specFee(300),
  lateFee: fee(200, source(FEES_READING, { note: 'A late payment is charged a $200 penalty plus interest.' })),
  due: { kind: 'fixedDate', month: 6, day: 1 },
});

const FRANCHISE_TAX: ObligationRule = {
  id: FRANCHISE_TAX_RULE_ID,
  title: 'Annual Franchise Tax Report',
  description: 'Delaware annual franchise tax report and tax for the previous year, due March 1.',
  fee: { ...specFee(0), varies: 'Franchise tax varies by revenue' },
  due: { kind: 'fixedDate', month: 3, day: 1 },
  approximation: "The tax depends on shares and assets: enter them for an estimate by both of Delaware's methods.",
};

const filings = (
  amendment: Fee,
  foreign: Fee,
  dissolution: Fee,
  changeOfAgent: Fee = {
    ...amendment,
    source: {
      ...amendment.source,
      unconfirmed:
        'The amendment fee stands in: a change of registered agent is filed as an amendment; its own fee was not read.',
    },
  },
): Filings => ({
  AMENDMENT: amendment,
  FOREIGN_QUALIFICATION: foreign,
  GOOD_STANDING: fee(50, source(FEES_PAGE, { note: 'Certificate of good standing (short form).' })),
  DISSOLUTION: dissolution,
  CHANGE_OF_AGENT: changeOfAgent,
});

const LLC_FILINGS = filings(
  fee(
    200,
    source(FEES_PAGE, { crossCheck: LLC_ACT_FEES, note: 'Certificate of amendment, 6 Del. C. § 18-1105(a)(3).' }),
  ),
  fee(300, source(FEES_PAGE, { note: 'Application for registration as a foreign LLC.' })),
  fee(200, source(FEES_PAGE, { crossCheck: LLC_ACT_FEES, note: 'Certificate of cancellation, § 18-1105(a)(3).' })),
  fee(
    200,
    source(LLC_ACT_FEES, { note: 'A new registered agent is named by a certificate of amendment, § 18-1105(a)(3).' }),
  ),
);

const LLC: EntityTypeRules = {
  formationDocument: 'Certificate of Formation',
  changeOfAgentForm: {
    name: 'Certificate of Amendment (naming the new registered agent and office)',
    source: {
      url: 'https://instalawyer.io/laws/delaware-code/18-1105-fees',
      readOn: '2026-11-29',
      crossCheck: 'https://lexace.ai/us/statute/delaware/6-18-104',
      note: 'An LLC names a new registered agent by a certificate of amendment of its certificate of formation, \u00a7 18-1105(a)(3).',
    },
  },
  formation: specFee(100, 'The Division charges $110 for a certificate of formation (' + FEES_READING + ').'),
  renewal: { fee: 300, description: 'Annual tax' },
  obligations: [annualTax('LLC')],
  filings: LLC_FILINGS,
};

const SERIES_LLC: EntityTypeRules = {
  ...LLC,
  formationDocument: 'Certificate of Formation with notice of the limitation on liabilities of series',
  seriesFee: specFee(0),
  obligations: [annualTax('SERIES_LLC')],
};

const CORP: EntityTypeRules = {
  formationDocument: 'Certificate of Incorporation',
  changeOfAgentForm: {
    name: 'Certificate of Change of Registered Agent and/or Registered Office',
    source: {
      url: 'https://ezel.ai/templates/registered-agent-changedesignation/de',
      readOn: '2026-11-29',
      crossCheck: 'https://www.formacompany.com/delaware/delaware-company-law/delaware-corporation-registered-agent/',
      note: 'A corporation changes its registered agent by a certificate of change under 8 Del. C. \u00a7 133.',
    },
  },
  formation: specFee(
    100,
    'The Division charges a minimum of $109, rising with authorized shares (' + FEES_READING + ').',
  ),
  renewal: { fee: 0, description: 'Franchise tax varies by revenue' },
  obligations: [FRANCHISE_TAX],
  filings: filings(
    fee(
      194,
      source(FEES_PAGE, { note: 'Certificate of amendment: minimum, with the tax on any added shares.' }),
      'Amendment fee varies with authorized shares',
    ),
    fee(245, source(FEES_PAGE, { note: 'Qualification of a foreign corporation.' })),
    fee(
      204,
      source(FEES_PAGE, { note: 'Certificate of dissolution: minimum.' }),
      'Dissolution fee varies with the filing',
    ),
  ),
};

const TRUST: EntityTypeRules = {
  formationDocument: 'Certificate of Trust',
  formation: specFee(500),
  renewal: { fee: 0, description: 'No annual renewal fee' },
  obligations: [],
  filings: filings(
    fee(200, source(FEES_PAGE, { note: 'Certificate of amendment of a statutory trust.' })),
    fee(300, source(FEES_PAGE, { note: 'Registration of a foreign statutory trust.' })),
    fee(200, source(FEES_PAGE, { note: 'Certificate of cancellation of a statutory trust.' })),
  ),
};

const expedite = (label: string, businessDays: number, amount: number) => ({
  label,
  businessDays,
  fee: fee(
    amount,
    source(EXPEDITE, {
      crossCheck: 'https://legalfix.com/statutes/state-codes/delaware/title-6/chapter-14/section-1410',
      note: 'The Division’s expedite tiers: 24-hour $100, same day $200, 2-hour $500, 1-hour $1,000, on top of the filing fee.',
    }),
  ),
});

export const DE: Jurisdiction = {
  code: 'DE',
  name: 'Delaware',
  description: 'The Court of Chancery and the most established corporate law.',
  filingOffice: { name: 'Delaware Department of State, Division of Corporations', url: 'https://corp.delaware.gov/' },
  entityTypes: { LLC, CORP, TRUST, SERIES_LLC },
  processingTime: {
    businessDays: 10,
    basis: 'Standard processing 5-10 business days (expedited 24-hour, same-day, 2-hour and 1-hour cost extra)',
    source: { url: EXPEDITE, readOn: '2026-11-23', crossCheck: 'https://corp.delaware.gov/' },
  },
  expedite: [
    expedite('24-hour', 1, 100),
    expedite('Same day', 0, 200),
    expedite('2-hour', 0, 500),
    expedite('1-hour', 0, 1000),
  ],
  names: {
    distinguishable: {
      LLC: '6 Del. C. § 18-102',
      CORP: '8 Del. C. § 102(a)(1)',
      TRUST: '12 Del. C. ch. 38 (Statutory Trust Act)',
    },
    designators: {
      LLC: { forms: ['LLC', 'L.L.C.', 'Limited Liability Company'], statute: '6 Del. C. § 18-102', severity: 'error' },
      CORP: {
        forms: [
          'Inc.',
          'Incorporated',
          'Corp.',
          'Corporation',
          'Co.',
          'Company',
          'Ltd.',
          'Limited',
          'Association',
          'Club',
          'Foundation',
          'Fund',
          'Institute',
          'Society',
          'Union',
          'Syndicate',
        ],
        statute: '8 Del. C. § 102(a)(1)',
        severity: 'error',
      },
    },
    words: [
      {
        words: BANK,
        severity: 'error',
        reason: 'is refused unless the company is a bank supervised by the State Bank Commissioner',
        statute: '6 Del. C. § 18-102; 8 Del. C. § 102(a)(1)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: EDUCATION,
        severity: 'warning',
        reason: 'needs the approval of the Department of Education when the company confers degrees',
        statute: '8 Del. C. § 125',
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a licence from the Insurance Commissioner for an insurance business',
        statute: '18 Del. C. (Insurance Code)',
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
