// Ohio: the Secretary of State forms LLCs under the Revised Limited Liability Company Act (R.C. ch. 1706) and
// corporations under the General Corporation Law (R.C. ch. 1701). Neither files an annual report: Ohio has no
// periodic report for LLCs or for-profit corporations (https://statefilingfees.pages.dev/llc/ohio/).
import type { EntityTypeRules, Fee, Jurisdiction, Source } from './types';
import { BANK, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, extra: Omit<Source, 'url' | 'readOn'> = {}): Source => ({
  url,
  readOn: READ_ON,
  ...extra,
});
const fee = (amount: number, src: Source, varies?: string): Fee =>
  varies ? { amount, varies, source: src } : { amount, source: src };

/** A 2024 copy of the Secretary of State's Form 530A, whose cover sheet gives the service levels. */
const FORM_530A = 'https://ses.stf.com/bookmarks/Candice%20Butts/OH_wsw/0003/2023080415133415210883.htm';
const ZENIND_LLC = 'https://www.zenind.com/en-US/help/post/ohio-llc-forms-costs-and-filing-requirements-in-2026';
const FILING_FEES_LLC = 'https://statefilingfees.pages.dev/llc/ohio/';

const RENEWAL = {
  fee: 0,
  description: 'No annual report; the commercial activity tax applies only to large gross receipts',
};

const goodStanding = fee(
  5,
  source('https://winenfood.com/fee-for-an-ohio-certificate-of-good-standing', {
    note: 'Certificate of good standing ordered online, $5; no second page was found that gives the fee.',
  }),
);

const llcFilings = {
  AMENDMENT: fee(50, source(ZENIND_LLC, { note: 'Certificate of Amendment or Restatement.' })),
  FOREIGN_QUALIFICATION: fee(
    99,
    source(FILING_FEES_LLC, { crossCheck: ZENIND_LLC, note: 'Registration of a Foreign LLC (Form 617).' }),
  ),
  GOOD_STANDING: goodStanding,
  DISSOLUTION: fee(50, source(ZENIND_LLC, { note: 'Certificate of Dissolution.' })),
  CHANGE_OF_AGENT: fee(25, source(ZENIND_LLC, { note: 'Statutory Agent Update.' })),
};

const llcFormation = fee(
  99,
  source(FILING_FEES_LLC, {
    crossCheck: 'https://www.simplifyllc.com/llc-costs/ohio/',
    note: 'Articles of Organization (Form 610).',
  }),
);

const LLC: EntityTypeRules = {
  formationDocument: 'Articles of Organization for a Domestic Limited Liability Company (Form 610)',
  formation: llcFormation,
  renewal: RENEWAL,
  obligations: [],
  filings: llcFilings,
};

const SERIES_LLC: EntityTypeRules = {
  formationDocument: 'Articles of Organization (Form 610) with the series statement of R.C. 1706.761(B)(3)',
  formation: llcFormation,
  seriesFee: fee(
    0,
    source('https://courtgpt.ai/laws/ohio/title-17/chapter-1706/section-1706-76', {
      crossCheck: 'https://getpocketlaw.com/law/state_ohio/section-1706-16--articles-of-organization_cc6745de6747',
      note: 'R.C. 1706.76: the operating agreement establishes each series; the articles only carry the statement, so no fee per series.',
    }),
  ),
  renewal: RENEWAL,
  obligations: [],
  filings: llcFilings,
};

const CORP: EntityTypeRules = {
  formationDocument: 'Initial Articles of Incorporation, For-Profit (Form 532A)',
  formation: fee(
    99,
    source('https://startabusiness.org/oh/corporation/domestic/', {
      crossCheck: 'http://articlesofincorporation.org/oh/',
      note: 'The $99 fee covers up to 850 authorized shares; more shares add the authorized shares fee.',
    }),
    'More than 850 authorized shares add a per-share fee',
  ),
  renewal: RENEWAL,
  obligations: [],
  filings: {
    AMENDMENT: fee(
      50,
      source(ZENIND_LLC, {
        note: 'Read for LLCs (Certificate of Amendment, $50); the corporate amendment fee was not found on a second page.',
      }),
    ),
    FOREIGN_QUALIFICATION: fee(
      99,
      source(FORM_530A, {
        crossCheck: 'https://fill.io/Foreign-Corporation-For--Profit-Application-For-License',
        note: 'Foreign For-Profit Corporation Application for License (Form 530A), filing fee $99.',
      }),
    ),
    GOOD_STANDING: goodStanding,
    DISSOLUTION: fee(
      50,
      source('https://reference180.com/how-to-incorporate-in-ohio/', { note: 'Certificate of Dissolution, $50.' }),
    ),
    CHANGE_OF_AGENT: fee(
      25,
      source(ZENIND_LLC, {
        note: 'Read for LLCs (Statutory Agent Update, $25); the same update form serves corporations.',
      }),
    ),
  },
};

const expediteSource = (note: string) =>
  source(FORM_530A, { crossCheck: 'https://www.simplifyllc.com/llc-costs/ohio/', note });

export const OH: Jurisdiction = {
  code: 'OH',
  name: 'Ohio',
  description: 'Low formation fees and no annual report for LLCs or corporations, for businesses based in Ohio.',
  filingOffice: {
    name: 'Ohio Secretary of State, Business Services Division',
    url: 'https://www.ohiosos.gov/businesses/',
  },
  entityTypes: { LLC, CORP, SERIES_LLC },
  processingTime: {
    businessDays: 7,
    basis: 'Regular service 3-7 business days',
    source: source(FORM_530A, { crossCheck: 'https://www.simplifyllc.com/llc-costs/ohio/' }),
  },
  expedite: [
    {
      label: 'Expedite Service 1 (2 business days)',
      businessDays: 2,
      fee: fee(100, expediteSource('Expedite Service 1: $100, 2 business days after receipt.')),
    },
    {
      label: 'Expedite Service 2 (1 business day)',
      businessDays: 1,
      fee: fee(
        200,
        expediteSource(
          'Expedite Service 2: $200, 1 business day after receipt. A 4-hour service ($300) needs delivery in person and is left out.',
        ),
      ),
    },
  ],
  names: {
    distinguishable: { LLC: 'R.C. 1706.07(B)', CORP: 'R.C. 1701.05' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'LLC', 'L.L.C.', 'Limited', 'Ltd.', 'Ltd'],
        statute: 'R.C. 1706.07(A)',
        severity: 'error',
      },
      CORP: {
        forms: ['Incorporated', 'Corporation', 'Company', 'Inc.', 'Corp.', 'Co.'],
        statute: 'R.C. 1701.05',
        severity: 'error',
        note: 'Read on https://reference180.com/how-to-incorporate-in-ohio/',
      },
    },
    // Restricted words as https://wolterskluwer.com/en/expert-insights/llc-formation-in-ohio gives them.
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'needs the approval of the Superintendent of Financial Institutions',
        statute: 'R.C. title 11 (Financial Institutions)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs the approval of the Department of Insurance',
        statute: 'R.C. title 39 (Insurance)',
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
