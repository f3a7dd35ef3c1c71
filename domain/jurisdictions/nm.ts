// New Mexico: Secretary of State, Corporations and Business Services. LLC fees from NMSA 53-19-63, corporate
// fees from NMSA 53-2-1 and the fee schedule; New Mexico LLCs file no report (incparadise.net, statepedia.org),
// corporations a first report within 30 days and then biennial reports (NMSA 53-5-2, 12.3.2.12 NMAC).
import type { Fee, Jurisdiction, Source } from './types';
import { BANK, INSURANCE, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });
const fee = (amount: number, from: Source, varies?: string): Fee => ({
  amount,
  source: from,
  ...(varies ? { varies } : {}),
});

const LLC_FEES =
  'https://casetext.com/statute/new-mexico-statutes-1978/chapter-53-corporations/article-19-limited-liability-companies/section-53-19-63-filing-service-and-copying-fees';
const LLC_FEES_COPY = 'https://www.lawserver.com/law/state/new-mexico/nm-statutes/new_mexico_statutes_53-19-63';
const CORP_FEES = 'https://law.justia.com/codes/new-mexico/2020/chapter-53/article-2/section-53-2-1/';
const CORP_SCHEDULE = 'http://nmprc.state.nm.us/cfees.htm';
const REPORT_RULE =
  'https://casetext.com/regulation/new-mexico-administrative-code/title-12-trade-commerce-and-banking/chapter-3-business-associations/part-2-profit-corporations/section-123212-required-forms';
const llcFee = (amount: number, row: string) =>
  fee(amount, source(LLC_FEES, { crossCheck: LLC_FEES_COPY, note: `NMSA 53-19-63${row}` }));
const REPORT_FEE = fee(
  25,
  source(REPORT_RULE, {
    crossCheck: 'https://findlegalforms.com/articles/s-corp-information/s-corp-information-new-mexico',
    note: '12.3.2.12(B)(1) NMAC: $25 for each first, biennial or supplemental report',
  }),
);
const REPORT_LATE = fee(
  200,
  source('https://incparadise.net/?p=1069', {
    note: 'Late penalty $200 unless an extension was granted (NMSA 53-5-6)',
  }),
);

export const NM: Jurisdiction = {
  code: 'NM',
  name: 'New Mexico',
  description:
    'A $50 LLC filing with no annual report and members kept off the public record; fits small businesses operating in New Mexico.',
  filingOffice: { name: 'New Mexico Secretary of State, Corporations and Business Services', url: CORP_SCHEDULE },
  entityTypes: {
    LLC: {
      formationDocument: 'Articles of Organization',
      formation: llcFee(50, 'A: original articles of organization'),
      renewal: { fee: 0, description: 'No annual report' },
      // No annual report: https://incparadise.net/?p=1069 ("LLCs are exempt from filing reports"), statepedia.org
      obligations: [],
      filings: {
        AMENDMENT: llcFee(50, 'B: amended or restated articles'),
        FOREIGN_QUALIFICATION: llcFee(100, 'K: registration of a foreign LLC'),
        GOOD_STANDING: llcFee(25, 'E: a certificate for any purpose not otherwise specified'),
        DISSOLUTION: llcFee(25, 'D: articles of dissolution'),
        CHANGE_OF_AGENT: llcFee(20, 'I: statement of change of registered office or agent'),
      },
    },
    CORP: {
      formationDocument: 'Articles of Incorporation',
      formation: fee(
        100,
        source(CORP_FEES, {
          crossCheck: CORP_SCHEDULE,
          note: 'NMSA 53-2-1(A)(1): $1 per 1,000 authorized shares, at least $100, at most $1,000',
        }),
        '$1 per 1,000 authorized shares, from $100 to $1,000',
      ),
      renewal: { fee: 25, description: 'Biennial report ($25 first report within 30 days)' },
      obligations: [
        {
          id: 'NM-CORP-FIRST-REPORT',
          title: 'First Corporate Report',
          description: 'New Mexico first corporate report, due within 30 days of incorporation.',
          fee: REPORT_FEE,
          lateFee: REPORT_LATE,
          due: { kind: 'onceWithinDays', days: 30 },
        },
        {
          id: 'NM-CORP-BIENNIAL-REPORT',
          title: 'Biennial Corporate Report',
          description:
            'New Mexico biennial corporate report, due by the 15th day of the 4th month after the taxable year ends, every other year.',
          fee: REPORT_FEE,
          lateFee: REPORT_LATE,
          due: { kind: 'fixedDate', month: 4, day: 15, everyYears: 2, parity: 'formationYear' },
          approximation:
            "The report year follows the last digit of the corporation's number (even digit, even years), unknown before filing: the formation year's parity is assumed; the rule (12.3.2.12 NMAC) says the 3rd month, the statute the 4th.",
        },
      ],
      filings: {
        AMENDMENT: fee(
          100,
          source(CORP_FEES, {
            crossCheck: CORP_SCHEDULE,
            note: 'NMSA 53-2-1(A)(3): amendment not increasing authorized shares',
          }),
        ),
        FOREIGN_QUALIFICATION: fee(
          100,
          source(LLC_FEES, {
            note: 'NOT FOUND: the foreign corporation fee (the schedule was cut off); the $100 a foreign LLC pays is used, check it',
          }),
        ),
        GOOD_STANDING: llcFee(25, 'E: the LLC certificate fee; the corporate certificate fee was not read'),
        DISSOLUTION: fee(
          50,
          source(CORP_SCHEDULE, { note: 'Articles of Dissolution $50 (a copy of the former commission’s schedule)' }),
        ),
        CHANGE_OF_AGENT: llcFee(20, 'I: the LLC statement of change fee; the corporate fee was not read'),
      },
    },
  },
  processingTime: {
    businessDays: 2,
    basis: 'Online filings take about two days (filings without an expedite request can take over a month)',
    source: source('https://www.statepedia.org/us/llc-annual-report/new-mexico', {
      crossCheck: 'https://www.fdlawyersnm.com/business/forming-a-limited-liability-company/',
    }),
  },
  expedite: [
    {
      label: 'Expedited',
      businessDays: 1,
      fee: fee(
        100,
        source('https://www.fdlawyersnm.com/business/forming-a-limited-liability-company/', {
          note: 'The expedite request costs between $100 and $150; no second source found',
        }),
      ),
    },
  ],
  names: {
    distinguishable: { LLC: 'NMSA 53-19-3', CORP: 'NMSA 53-11-7' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'Limited Company', 'LLC', 'L.L.C.', 'LC', 'L.C.'],
        statute: 'NMSA 53-19-3',
        severity: 'error',
        note: 'The usual forms; the section was not read: check the list.',
      },
      CORP: {
        forms: ['Corporation', 'Incorporated', 'Company', 'Limited', 'Corp.', 'Inc.', 'Co.', 'Ltd.'],
        statute: 'NMSA 53-11-7',
        severity: 'error',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST, ...INSURANCE],
        severity: 'warning',
        reason: 'needs the approval of the Financial Institutions Division or the Superintendent of Insurance',
        statute: 'NMSA 53-11-7; 53-19-3 (a name may not imply an unauthorised purpose)',
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
