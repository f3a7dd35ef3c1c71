// Michigan: Department of Licensing and Regulatory Affairs (LARA), Corporations Division. Fees from the Limited
// Liability Company Act (MCL 450.5101) and the Business Corporation Act (MCL 450.2060, 450.2062); the LLC annual
// statement is due February 15 and the corporate annual report May 15 (MCL 450.1911).
import type { Fee, Jurisdiction, Source } from './types';
import { BANK, EDUCATION, INSURANCE, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });
const fee = (amount: number, from: Source, varies?: string): Fee => ({
  amount,
  source: from,
  ...(varies ? { varies } : {}),
});

const LLC_ACT_FEES =
  'https://casetext.com/statute/michigan-compiled-laws/chapter-450-corporations/michigan-limited-liability-company-act/article-11/section-4505101-filing-fees-deposit-use-charges-for-certifying-or-copying-files-or-records-dishonored-checks-form-of-payment-waiver-veteran';
const LLC_ACT_CROSS = 'http://laws9.com/statutes/michigan/chapter-450/act-23-of-1993/23-1993-11/section-450-5101';
const CORP_ACT_FEES = 'https://getpocketlaw.com/law/state_michigan/section-450-2060-filing-fees_03ebc3a6ae3d';
const CORP_ACT_FEES_2014 =
  'https://renderpdf.legislature.mi.gov/documents/2013-2014/billintroduced/Senate/htm/2014-SIB-0920.htm';
/** A public dataset of state filing fees, each read from the state's own page on 2026-10-10 (the page named in each note). */
const STATE_ENTITIES_DATA =
  'https://github.com/tateron004-oss/agrinexus/blob/c1c84a81fa4edceea2c5c543d986f9da99a5a195/nexus/knowledge/state-entities-data.js';
const ORGANIZATION_FEE = 'https://instalawyer.io/laws/michigan-compiled-laws/section-4502062-organization-and';
const llcFee = (amount: number, row: string) =>
  fee(amount, source(LLC_ACT_FEES, { crossCheck: LLC_ACT_CROSS, note: `MCL 450.5101(1)${row}` }));
const corpFee = (amount: number, row: string) =>
  fee(
    amount,
    source(CORP_ACT_FEES, {
      crossCheck: CORP_ACT_FEES_2014,
      note: `MCL 450.2060(1)${row}, the same in the section as a 2014 bill quotes it`,
    }),
  );
const GOOD_STANDING = fee(
  10,
  source('https://dev.mitechnews.com/archive/lara-warns-of-scam-hitting-corporations-limited-liability-companies', {
    note: "LARA's statement: a certificate of good standing for a corporation or LLC costs $10; no second source found",
  }),
);
const EXPEDITE = source('https://www.harborcompliance.com/michigan-articles-of-organization', {
  crossCheck: 'https://bestllcservices.com/michigan-llc-articles-of-organization/',
});

export const MI: Jurisdiction = {
  code: 'MI',
  name: 'Michigan',
  description:
    'A manufacturing and automotive economy with a $50 LLC filing and a $25 annual statement; fits businesses operating in Michigan.',
  filingOffice: {
    name: 'Michigan Department of Licensing and Regulatory Affairs, Corporations Division',
    url: 'https://www.michigan.gov/lara/bureau-list/cscl/corps/michigan-business-roadmap/annual-reports-and-annual-statements',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Articles of Organization (Form CSCL/CD-700)',
      formation: llcFee(50, '(b)'),
      renewal: { fee: 25, description: 'Annual statement' },
      obligations: [
        {
          id: 'MI-LLC-ANNUAL-STATEMENT',
          title: 'Annual Statement',
          description: 'Michigan LLC annual statement, due February 15 each year after the year of formation.',
          fee: fee(
            25,
            source(LLC_ACT_FEES, {
              crossCheck: 'https://bizfluent.com/info-7946207-annual-report-llc-michigan.html',
              note: 'MCL 450.5101(1)(g): $25 through September 30, 2027, $15 after',
            }),
          ),
          lateFee: fee(
            50,
            source('https://suryapadhiea.com/michigan-annual-report-state-filings', {
              crossCheck: STATE_ENTITIES_DATA,
              note: 'A compliance guide; a public dataset reads the same $50 penalty from LARA’s page (2026-10-10)',
            }),
          ),
          due: { kind: 'fixedDate', month: 2, day: 15 },
          approximation:
            'An LLC formed after September 30 first files in the second February after formation; the calendar shows the first.',
        },
      ],
      filings: {
        AMENDMENT: llcFee(25, '(c)'),
        FOREIGN_QUALIFICATION: llcFee(50, '(n): application for a certificate of authority'),
        GOOD_STANDING,
        DISSOLUTION: llcFee(10, '(m): certificate of dissolution'),
        CHANGE_OF_AGENT: llcFee(5, '(i): statement of change of registered office or resident agent'),
      },
    },
    CORP: {
      formationDocument: 'Articles of Incorporation (Form CSCL/CD-500)',
      formation: fee(
        60,
        source(ORGANIZATION_FEE, {
          crossCheck:
            'https://articlesofincorporation.org/mi/michigan-articles-of-incorporation-for-use-by-domestic-profit-corporation-form-csclcd-500',
          note: 'MCL 450.2062(1)(a): $50 organization fee for 60,000 or fewer shares, plus the $10 filing fee of MCL 450.2060(1)(a)',
        }),
        'The organization fee grows with authorized shares: $50 up to 60,000, $100 up to 1,000,000, and more above',
      ),
      renewal: { fee: 25, description: 'Annual report' },
      obligations: [
        {
          id: 'MI-CORP-ANNUAL-REPORT',
          title: 'Annual Report',
          description: 'Michigan corporate annual report, due May 15 each year after the year of incorporation.',
          fee: fee(
            25,
            source('https://www.michigan.gov/lara/0,4601,7-154-61343_35413_60200-140881--,00.html', {
              crossCheck: 'https://legalclarity.org/michigan-corporation-annual-report-requirements-deadlines',
              note: 'The current year report with the $25 filing fee (MCL 450.1911). MCL 450.2060(1)(u) as getpocketlaw reprints it drops the fee to $15 after September 30, 2023, but a public dataset reads $25 from LARA’s 2026 fee list, as the LLC act now keeps $25 through September 30, 2027',
            }),
          ),
          lateFee: fee(
            10,
            source('http://www.fosterswift.com/publications-1321.html', {
              crossCheck: 'https://www.michigan.gov/lara/0,4601,7-154-61343_35413_60200-140881--,00.html',
              note: 'MCL 450.1921: $10 for each month or part of a month late, at most $50',
            }),
            '$10 a month late, up to $50',
          ),
          due: { kind: 'fixedDate', month: 5, day: 15 },
          approximation:
            'A corporation formed after June 30 is not asked for the report of the next May 15; the calendar shows it.',
        },
      ],
      filings: {
        AMENDMENT: corpFee(10, '(c)'),
        FOREIGN_QUALIFICATION: fee(
          60,
          source(ORGANIZATION_FEE, {
            crossCheck: CORP_ACT_FEES,
            note: 'MCL 450.2062(2): $50 admission fee, plus the $10 application fee of MCL 450.2060(1)(b)',
          }),
        ),
        GOOD_STANDING,
        DISSOLUTION: corpFee(10, '(g)'),
        CHANGE_OF_AGENT: corpFee(5, '(k)'),
      },
    },
  },
  processingTime: {
    businessDays: 10,
    basis: 'Online filings are typically approved within 10 business days (by mail about four weeks)',
    source: source('https://legalclarity.org/how-long-does-it-take-to-get-an-llc-in-michigan', {
      note: 'Formation guides give 3-5 (bestllcservices.com) and 5-7 (harborcompliance.com) business days',
    }),
  },
  expedite: [
    { label: '24-hour', businessDays: 1, fee: fee(50, EXPEDITE) },
    { label: 'Same day', businessDays: 0, fee: fee(100, EXPEDITE) },
    { label: '2-hour', businessDays: 0, fee: fee(500, EXPEDITE) },
    { label: '1-hour', businessDays: 0, fee: fee(1000, EXPEDITE) },
  ],
  names: {
    distinguishable: { LLC: 'MCL 450.4204', CORP: 'MCL 450.1212' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'L.L.C.', 'LLC', 'L.C.', 'LC'],
        statute: 'MCL 450.4204',
        severity: 'error',
      },
      CORP: {
        forms: ['Corporation', 'Company', 'Incorporated', 'Limited', 'Corp.', 'Co.', 'Inc.', 'Ltd.'],
        statute: 'MCL 450.1212',
        severity: 'error',
        note: 'The abbreviations may be written with or without periods.',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason:
          'may be used only by a bank or trust company the Department of Insurance and Financial Services regulates',
        statute: 'MCL 450.1212; MCL 487.11101 et seq. (Banking Code)',
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs the authority of the Department of Insurance and Financial Services for an insurance business',
        statute: 'MCL 500.100 et seq. (Insurance Code)',
      },
      {
        words: EDUCATION,
        severity: 'warning',
        reason: 'needs the approval of the Department of Education for a school granting degrees',
        statute: 'MCL chapter 390 (Universities and Colleges)',
      },
    ],
  },
  // Not confirmed: no page read says whether LARA certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
