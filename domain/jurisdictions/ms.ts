// Mississippi: Secretary of State, Business Services. Fees from the Revised Limited Liability Company Act
// (Miss. Code 79-29-1203) and the Business Corporation Act (79-4-1.22); annual reports are due April 15
// (79-4-16.22, 79-29-213); the corporate income and franchise tax return is filed with the Department of Revenue.
import type { Fee, Jurisdiction, Source } from './types';
import { BANK, INSURANCE, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });
const fee = (amount: number, from: Source, varies?: string): Fee => ({
  amount,
  source: from,
  ...(varies ? { varies } : {}),
});

const LLC_ACT_FEES =
  'https://law.justia.com/codes/mississippi/2019/title-79/chapter-29/article-12/section-79-29-1203/index.html';
const CORP_ACT_FEES =
  'https://codes.findlaw.com/ms/title-79-corporations-associations-and-partnerships/ms-code-sect-79-4-1-22/';
const CORP_GUIDE = 'https://reference180.com/how-to-incorporate-in-mississippi/';
const llcFee = (amount: number, row: string) =>
  fee(amount, source(LLC_ACT_FEES, { note: `Miss. Code 79-29-1203(1)${row}` }));
const CERTIFICATE_OF_EXISTENCE = fee(
  14,
  source('https://llc.services/llc-cost/mississippi', {
    note: 'Certificate of Existence; a formation guide, no second source found',
  }),
);
const CHANGE_OF_AGENT = fee(
  10,
  source(
    'https://www.zenind.com/en-US/help/post/how-to-change-your-registered-agent-in-mississippi-fees-steps-and-compliance-tips',
    {
      note: 'Online registered agent change (Registered Agents Act, 79-35); an older guide (howtostartabusiness.org) gives $35',
    },
  ),
);
const ANNUAL_REPORT_DUE = source('https://www.discern.com/resources/mississippi-annual-report', {
  crossCheck: 'https://www.getpalm.com/mississippi/file-annual-report',
});

export const MS: Jurisdiction = {
  code: 'MS',
  name: 'Mississippi',
  description:
    'Low filing fees and a free annual report for domestic LLCs; fits small businesses operating in Mississippi.',
  filingOffice: {
    name: 'Mississippi Secretary of State, Business Services',
    url: 'https://sos.ms.gov/business-services/commercial-agents',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Certificate of Formation',
      formation: fee(
        50,
        source(LLC_ACT_FEES, {
          crossCheck: 'http://llcinfo.com/start-an-llc/mississippi-llc/',
          note: 'Miss. Code 79-29-1203(1)(d)',
        }),
      ),
      renewal: { fee: 0, description: 'Annual report, no fee' },
      obligations: [
        {
          id: 'MS-LLC-ANNUAL-REPORT',
          title: 'Annual Report',
          description: 'Mississippi LLC annual report, free, filed online between January 1 and April 15 each year.',
          fee: fee(
            0,
            source(LLC_ACT_FEES, { crossCheck: ANNUAL_REPORT_DUE.url, note: 'Miss. Code 79-29-1203(1)(j): no fee' }),
          ),
          due: { kind: 'fixedDate', month: 4, day: 15 },
        },
      ],
      foreignObligations: [
        {
          id: 'MS-LLC-FOREIGN-ANNUAL-REPORT',
          title: 'Annual Report',
          description: 'Mississippi annual report of a foreign LLC, due April 15 each year.',
          fee: fee(
            250,
            source(LLC_ACT_FEES, { crossCheck: ANNUAL_REPORT_DUE.url, note: 'Miss. Code 79-29-1203(1)(k)' }),
          ),
          due: { kind: 'fixedDate', month: 4, day: 15 },
        },
      ],
      filings: {
        AMENDMENT: llcFee(50, '(e)'),
        FOREIGN_QUALIFICATION: llcFee(250, '(g): application for registration of a foreign LLC'),
        GOOD_STANDING: CERTIFICATE_OF_EXISTENCE,
        DISSOLUTION: llcFee(50, '(f): certificate of dissolution'),
        CHANGE_OF_AGENT,
      },
    },
    CORP: {
      formationDocument: 'Articles of Incorporation',
      formation: fee(50, source(CORP_ACT_FEES, { crossCheck: CORP_GUIDE, note: 'Miss. Code 79-4-1.22(a)(1)' })),
      renewal: { fee: 25, description: 'Annual report; franchise tax from $25 (repealed after 2027)' },
      obligations: [
        {
          id: 'MS-CORP-INCOME-FRANCHISE-TAX',
          title: 'Corporate Income and Franchise Tax Return (Form 83-105)',
          description:
            'Mississippi corporate income and franchise tax return, due by the 15th day of the 4th month after the tax year (April 15).',
          fee: fee(
            25,
            source('https://www.discern.com/resources/mississippi-franchise-tax-information', {
              crossCheck: 'https://regalpioneervanagon.pages.dev/231971.html',
              note: 'Minimum franchise tax $25; $0.50 per $1,000 of capital over $100,000 in 2026, $0.25 in 2027, repealed after',
            }),
            'Income tax on profit plus franchise tax on capital over $100,000 (at least $25 until the franchise tax ends after 2027)',
          ),
          due: { kind: 'fixedDate', month: 4, day: 15 },
          approximation:
            'Tax years are taken as calendar years; the return stays due after the franchise tax is repealed.',
        },
        {
          id: 'MS-CORP-ANNUAL-REPORT',
          title: 'Annual Report',
          description: 'Mississippi corporate annual report, filed online between January 1 and April 15 each year.',
          fee: fee(
            25,
            source(ANNUAL_REPORT_DUE.url, {
              crossCheck: 'https://www.usa-corporate.com/states/ms/',
              note: 'Miss. Code 79-4-16.22; a third guide (reference180.com) gives $22',
            }),
          ),
          due: { kind: 'fixedDate', month: 4, day: 15 },
        },
      ],
      filings: {
        AMENDMENT: fee(
          50,
          source(
            'https://law.justia.com/codes/mississippi/2019/title-79/chapter-29/article-12/section-79-29-1203/index.html',
            {
              note: 'Miss. Code 79-29-1203(1): an LLC’s certificate of amendment',
              unconfirmed:
                'The LLC amendment fee stands in; the corporate row of 79-4-1.22 was cut off in what was read.',
            },
          ),
        ),
        FOREIGN_QUALIFICATION: fee(
          500,
          source(CORP_GUIDE, {
            crossCheck: 'https://startabusiness.org/ms/corporation/foreign/',
            note: 'Certificate of Authority, $500 for a profit corporation (mississippiregisteredagent.com gives the same)',
          }),
        ),
        GOOD_STANDING: CERTIFICATE_OF_EXISTENCE,
        DISSOLUTION: fee(
          25,
          source(CORP_GUIDE, { note: 'Articles of Dissolution; a formation guide, no second source found' }),
        ),
        CHANGE_OF_AGENT,
      },
    },
  },
  processingTime: {
    businessDays: 1,
    basis: 'Online filings are generally processed within one business day (mailed filings depend on workload)',
    source: source('http://llcinfo.com/start-an-llc/mississippi-llc/', {
      crossCheck: 'https://venturesmarter.com/how-much-does-an-llc-cost/mississippi/',
    }),
  },
  expedite: [],
  names: {
    distinguishable: { LLC: 'Miss. Code 79-29-105', CORP: 'Miss. Code 79-4-4.01' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'L.L.C.', 'LLC'],
        statute: 'Miss. Code 79-29-105',
        severity: 'error',
      },
      CORP: {
        forms: ['Corporation', 'Incorporated', 'Company', 'Limited', 'Corp.', 'Inc.', 'Co.', 'Ltd.'],
        statute: 'Miss. Code 79-4-4.01',
        severity: 'error',
        note: '"Company" or "Co." may not follow "and" or "&".',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST, ...INSURANCE],
        severity: 'error',
        reason: 'may not appear in an LLC name',
        statute: 'Miss. Code 79-29-105',
        entityTypes: ['LLC', 'SERIES_LLC'],
      },
      {
        words: [...BANK, ...TRUST, ...INSURANCE],
        severity: 'warning',
        reason: 'needs the approval of the Department of Banking and Consumer Finance or the Insurance Department',
        statute: 'Miss. Code 79-4-4.01 (a name may not imply an unauthorised purpose)',
        entityTypes: ['CORP'],
      },
    ],
  },
  // Not confirmed: no page read says whether the Secretary certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
