// North Carolina: Department of the Secretary of State, Business Registration Division. Fees from the Limited
// Liability Company Act (G.S. 57D-1-22) and the Secretary's fee schedule; names from G.S. 55D-20 and 55D-21;
// the LLC annual report from G.S. 57D-2-24; the corporate franchise tax from G.S. 105-122.
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
  'http://print.casetext.com/statute/general-statutes-of-north-carolina/chapter-57d-north-carolina-limited-liability-company-act/article-1-general-provisions/part-2-filing-documents/section-57d-1-22-filing-service-and-copying-fees';
const SOS_FEES = 'https://sosnc.gov/fees/by_title/_Business_Registration';
const llcFee = (amount: number, row: string) => fee(amount, source(LLC_ACT_FEES, { note: `G.S. 57D-1-22(a)${row}` }));
const corpFee = (amount: number, row: string) =>
  fee(amount, source(SOS_FEES, { note: `Domestic & Foreign Business Corporations: ${row}` }));
const EXPEDITE_SOURCE = source('https://www.trademarklens.com/guides/north-carolina-llc-formation-annual-report-sos', {
  note: 'A formation guide; no second source found',
});

export const NC: Jurisdiction = {
  code: 'NC',
  name: 'North Carolina',
  description:
    'A growing Southeastern economy with banking, research and manufacturing hubs; fits businesses operating in North Carolina.',
  filingOffice: { name: 'North Carolina Secretary of State, Business Registration Division', url: SOS_FEES },
  entityTypes: {
    LLC: {
      formationDocument: 'Articles of Organization (Form L-01)',
      formation: fee(
        125,
        source(LLC_ACT_FEES, {
          crossCheck: 'https://www.trademarklens.com/guides/north-carolina-llc-formation-annual-report-sos',
          note: 'G.S. 57D-1-22(a)(1)',
        }),
      ),
      renewal: { fee: 200, description: 'Annual report' },
      obligations: [
        {
          id: 'NC-LLC-ANNUAL-REPORT',
          title: 'Annual Report',
          description: 'North Carolina LLC annual report, due April 15 each year after the year of formation.',
          fee: fee(
            200,
            source(LLC_ACT_FEES, {
              crossCheck: 'https://legalclarity.org/how-to-file-an-llc-annual-report-in-nc-steps-fees-deadlines',
              note: 'G.S. 57D-1-22(a)(28); the due date is G.S. 57D-2-24, from the cross-check',
            }),
          ),
          due: { kind: 'fixedDate', month: 4, day: 15 },
        },
      ],
      filings: {
        AMENDMENT: llcFee(50, '(10)'),
        FOREIGN_QUALIFICATION: llcFee(250, '(21): application for certificate of authority'),
        GOOD_STANDING: llcFee(15, '(26): certificate of existence, paper ($10 electronic)'),
        DISSOLUTION: llcFee(30, '(15)'),
        CHANGE_OF_AGENT: llcFee(5, '(6)'),
      },
    },
    CORP: {
      formationDocument: 'Articles of Incorporation (Form B-01)',
      formation: fee(
        125,
        source(SOS_FEES, {
          crossCheck: 'https://officialpdfforms.com/fillable-north-carolina-articles-of-incorporation',
        }),
      ),
      renewal: { fee: 25, description: 'Annual report; franchise tax from $200' },
      obligations: [
        {
          id: 'NC-CORP-FRANCHISE-TAX',
          title: 'Franchise and Income Tax Return (CD-405)',
          description:
            'North Carolina franchise tax on net worth, filed with the corporate income tax return by the 15th day of the 4th month after the tax year.',
          fee: fee(
            200,
            source('https://discern.com/resources/north-carolina-franchise-tax-information', {
              crossCheck: 'https://kb.drakesoftware.com/kb/Drake-Tax/14438.htm',
            }),
            '$1.50 per $1,000 of North Carolina net worth, at least $200',
          ),
          due: { kind: 'fixedDate', month: 4, day: 15 },
          approximation:
            'Tax years are taken as calendar years; S corporations (CD-401S) file by the 15th day of the 3rd month, March 15.',
        },
        {
          id: 'NC-CORP-ANNUAL-REPORT',
          title: 'Annual Report',
          description:
            'North Carolina corporate annual report, due by the 15th day of the 4th month after the fiscal year ends.',
          fee: fee(
            25,
            source(SOS_FEES, {
              crossCheck: 'https://climbtheladder.com/how-much-to-file-an-annual-report-in-north-carolina',
              note: 'The cross-check gives $25 on paper and $20 online; the Secretary’s schedule gives $25',
            }),
          ),
          due: { kind: 'fixedDate', month: 4, day: 15 },
          approximation: 'Fiscal years are taken as calendar years (April 15).',
        },
      ],
      filings: {
        AMENDMENT: corpFee(50, 'Articles of Amendment'),
        FOREIGN_QUALIFICATION: corpFee(250, 'Application for Certificate of Authority'),
        GOOD_STANDING: corpFee(15, 'Certificate of Existence'),
        DISSOLUTION: corpFee(30, 'Articles of Dissolution by the Board of Directors and Shareholders'),
        CHANGE_OF_AGENT: corpFee(5, 'Statement of Change of Address of Registered Office and/or Registered Agent'),
      },
    },
  },
  processingTime: {
    businessDays: 15,
    basis: 'Standard processing 10-15 business days (24-hour and same-day expedite cost extra)',
    source: source('https://www.trademarklens.com/guides/north-carolina-llc-formation-annual-report-sos', {
      note: 'Another guide (upcounsel.com) quotes 3-5 business days for online filings',
    }),
  },
  expedite: [
    { label: '24-hour', businessDays: 1, fee: fee(100, EXPEDITE_SOURCE) },
    { label: 'Same day', businessDays: 0, fee: fee(200, EXPEDITE_SOURCE) },
  ],
  names: {
    distinguishable: { LLC: 'G.S. 55D-21', CORP: 'G.S. 55D-21' },
    designators: {
      LLC: {
        forms: [
          'Limited Liability Company',
          'L.L.C.',
          'LLC',
          'Ltd. Liability Co.',
          'Limited Liability Co.',
          'Ltd. Liability Company',
        ],
        statute: 'G.S. 55D-20(a)(2)',
        severity: 'error',
      },
      CORP: {
        forms: ['Corporation', 'Incorporated', 'Company', 'Limited', 'Corp.', 'Inc.', 'Co.', 'Ltd.'],
        statute: 'G.S. 55D-20(a)(1)',
        severity: 'error',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'may be used only with the approval of the Commissioner of Banks',
        statute: 'G.S. 55D-20(c); restricted words of the Secretary of State (bank, trust)',
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a licence from the Commissioner of Insurance for an insurance business',
        statute: 'G.S. 55D-20(c); restricted words of the Secretary of State (insurance)',
      },
      {
        words: EDUCATION,
        severity: 'warning',
        reason: 'needs the approval of the Board of Governors of the University of North Carolina',
        statute: 'G.S. 55D-20(c); restricted words of the Secretary of State (university)',
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
