// West Virginia: the Secretary of State's Business & Licensing Division forms LLCs (Uniform LLC Act, W. Va. Code
// ch. 31B) and corporations (Business Corporation Act, ch. 31D); one fee section (W. Va. Code § 59-1-2) sets most
// charges. Every entity files a $25 annual report between January 1 and June 30.
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

/** W. Va. Code § 59-1-2 (current through 2024). */
const FEES_59_1_2 =
  'https://casetext.com/statute/west-virginia-code/chapter-59-fees-allowances-and-costs-newspapers-legal-advertisements/article-1-fees-and-allowances/section-59-1-2-fees-to-be-charged-by-secretary-of-state';
const FEES_59_1_2_COPY = 'https://instalawyer.io/laws/west-virginia-code/59-1-2-fees-to-be-charged';
const LLC_FEES = 'https://reference180.com/how-to-form-an-llc-in-west-virginia/';
const LLC_GUIDE = 'https://startingyourbusiness.com/how-to-form-an-llc-in-west-virginia/';
const LLC_GUIDE_2 = 'https://search-sos.org/how-to-start-an-llc-in-west-virginia/';

const statute = (amount: number, note: string) =>
  fee(amount, source(FEES_59_1_2, { crossCheck: FEES_59_1_2_COPY, note }));

const annualReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `WV-${type}-ANNUAL-REPORT`,
  title: 'Annual Report',
  description:
    'West Virginia annual report, filed between January 1 and June 30 each year from the year after formation.',
  fee: fee(
    25,
    source(LLC_FEES, {
      crossCheck: 'https://creditdonkey.com/how-much-does-an-llc-cost-in-west-virginia.html',
      note:
        type === 'LLC'
          ? 'Annual report, $25.'
          : 'Read for LLCs ($25); corporations file the same annual report with the Secretary of State.',
    }),
  ),
  lateFee: fee(
    50,
    source('https://suryapadhiea.com/west-virginia-annual-filings', {
      note: '$50 late fee for a corporation or LLC report filed after June 30; no second page was found that gives it.',
    }),
  ),
  due: { kind: 'fixedDate', month: 6, day: 30 },
});

// The June 30 deadline: https://suryapadhiea.com/west-virginia-annual-filings (with the January 1 opening).
const goodStanding = fee(
  10,
  source(FEES_59_1_2, {
    note: 'UNVERIFIED: the certificate of existence line of § 59-1-2 was not in the part read; $10 is the figure the office has charged, to be confirmed.',
  }),
);

const changeOfAgent = fee(
  25,
  source(FEES_59_1_2, {
    note: 'The statement of change of agent was not in the part of § 59-1-2 read; $25 is its fee for amendments of the articles (§ 59-1-2(a)(1)(H)-(I)), the nearest filing read.',
  }),
);

const LLC: EntityTypeRules = {
  formationDocument: 'Articles of Organization (Form LLD-1)',
  formation: statute(100, '§ 59-1-2(a)(1)(C): articles of organization of a limited liability company, $100.'),
  renewal: { fee: 25, description: 'Annual report, due by June 30' },
  obligations: [annualReport('LLC')],
  filings: {
    AMENDMENT: statute(
      25,
      '§ 59-1-2(a)(1)(I): amendment of articles of organization of a limited liability company, $25.',
    ),
    FOREIGN_QUALIFICATION: fee(
      150,
      source('https://ses.stf.com/old%20bookmarks/Roger/Roger_wsw/0047/2018060810452025410991.htm_old.htm', {
        crossCheck: LLC_FEES,
        note: 'Application for Certificate of Authority of a Limited Liability Company (Form LLF-1), filing fee $150.',
      }),
    ),
    GOOD_STANDING: goodStanding,
    DISSOLUTION: fee(
      25,
      source(LLC_FEES, { note: 'Articles of Termination, $25; no second page was found that gives it.' }),
    ),
    CHANGE_OF_AGENT: changeOfAgent,
  },
};

const CORP: EntityTypeRules = {
  formationDocument: 'Articles of Incorporation (Form CD-1)',
  formation: statute(
    100,
    '§ 59-1-2(a)(1)(A): articles of incorporation of a for-profit corporation, $100 (raised from $50 in 2017).',
  ),
  renewal: { fee: 25, description: 'Annual report, due by June 30' },
  obligations: [annualReport('CORP')],
  filings: {
    AMENDMENT: statute(25, '§ 59-1-2(a)(1)(H): amendment of articles of incorporation, $25 plus any license tax.'),
    FOREIGN_QUALIFICATION: fee(
      100,
      source(
        'https://fdocuments.in/document/filing-fee-control-west-virginia-filing-fee-100-profit-including-the.html',
        {
          crossCheck: 'https://startabusiness.org/wv/corporation/foreign/',
          note: 'Application for Certificate of Authority of a foreign corporation, $100 (profit).',
        },
      ),
    ),
    GOOD_STANDING: goodStanding,
    DISSOLUTION: fee(
      25,
      source(LLC_FEES, {
        note: 'Read for LLCs (articles of termination, $25); the corporate dissolution line of § 59-1-2 was not in the part read.',
      }),
    ),
    CHANGE_OF_AGENT: changeOfAgent,
  },
};

const expedite = (label: string, businessDays: number, amount: number) => ({
  label,
  businessDays,
  fee: fee(
    amount,
    source(LLC_GUIDE, {
      crossCheck: LLC_GUIDE_2,
      note: 'Expedited approval: 24-hour +$25, 2-hour +$250, 1-hour +$500.',
    }),
  ),
});

export const WV: Jurisdiction = {
  code: 'WV',
  name: 'West Virginia',
  description:
    'Low formation fees and a $25 annual report, with paid expedite down to one hour, for businesses operating in West Virginia.',
  filingOffice: {
    name: 'West Virginia Secretary of State, Business & Licensing Division',
    url: 'https://sos.wv.gov/business/',
  },
  entityTypes: { LLC, CORP },
  processingTime: {
    businessDays: 10,
    basis: 'Standard approval 5-10 days',
    source: source(LLC_GUIDE, { crossCheck: LLC_GUIDE_2 }),
  },
  expedite: [expedite('24-hour', 1, 25), expedite('2-hour', 0, 250), expedite('1-hour', 0, 500)],
  names: {
    distinguishable: { LLC: 'W. Va. Code § 31B-1-105', CORP: 'W. Va. Code § 31D-4-401' },
    designators: {
      LLC: {
        forms: [
          'Limited Liability Company',
          'Ltd. Liability Company',
          'Ltd. Liability Co.',
          'Limited Company',
          'Ltd. Company',
          'Ltd. Co.',
          'L.L.C.',
          'LLC',
          'L.C.',
          'LC',
        ],
        statute: 'W. Va. Code § 31B-1-105',
        severity: 'error',
        note: `Read on ${LLC_GUIDE_2}`,
      },
      CORP: {
        forms: CORPORATE_FORMS,
        statute: 'W. Va. Code § 31D-4-401',
        severity: 'error',
        note: 'Read on https://findlegalforms.com/articles/s-corp-information/s-corp-information-west-virginia',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'needs the approval of the Division of Financial Institutions',
        statute: 'W. Va. Code ch. 31A (Banks and Banking)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs the approval of the Insurance Commissioner',
        statute: 'W. Va. Code ch. 33 (Insurance)',
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
