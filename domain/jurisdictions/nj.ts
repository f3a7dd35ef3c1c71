// New Jersey: Division of Revenue and Enterprise Services (Department of the Treasury). Fees from the Revised
// Uniform Limited Liability Company Act (N.J.S.A. 42:2C-93) and the Business Corporation Act (N.J.S.A. 14A:15-2);
// the annual report from N.J.S.A. 42:2C-36 and 14A:4-5; the corporation business tax from N.J.A.C. 18:7-11.7.
import type { Fee, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, INSURANCE, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });
const fee = (amount: number, from: Source, varies?: string): Fee => ({
  amount,
  source: from,
  ...(varies ? { varies } : {}),
});

const LLC_ACT_FEES = 'https://lawserver.com/law/state/new-jersey/nj-laws/new_jersey_laws_42_2c-93';
const CORP_ACT_FEES = 'https://law.onecle.com/new-jersey/title-14a/14a-15-2.html';
const FEE_SCHEDULE = 'http://nj.gov/treasury/revenue/dcr/geninfo/fees_pd.shtml';

const annualReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `NJ-${type}-ANNUAL-REPORT`,
  title: 'Annual Report',
  description: 'New Jersey annual report, due by the last day of the anniversary month of formation.',
  fee: fee(
    75,
    source('https://startingyourbusiness.com/how-to-form-an-llc-in-new-jersey/', {
      crossCheck: 'https://www.creditdonkey.com/how-much-does-an-llc-cost-in-new-jersey.html',
      note: 'Older pages (the Division’s archived fee schedule, N.J.S.A. 42:2B-65) give $50; both recent guides give $75',
    }),
  ),
  due: { kind: 'anniversaryMonth', day: 'last', everyYears: 1 },
});

const STANDING_CERTIFICATE = fee(
  25,
  source('https://reference180.com/how-to-form-an-llc-in-new-jersey/', {
    note: 'No page giving the Standing Certificate fee was found: $25 is the certified copy fee of the same schedule; check it',
  }),
);

export const NJ: Jurisdiction = {
  code: 'NJ',
  name: 'New Jersey',
  description:
    'A dense, wealthy market between New York and Philadelphia with same-hour online formation; fits businesses operating in New Jersey.',
  filingOffice: {
    name: 'New Jersey Division of Revenue and Enterprise Services',
    url: FEE_SCHEDULE,
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Certificate of Formation (Public Records Filing for New Business Entity)',
      formation: fee(
        125,
        source(LLC_ACT_FEES, {
          crossCheck: 'https://www.creditdonkey.com/how-much-does-an-llc-cost-in-new-jersey.html',
          note: 'N.J.S.A. 42:2C-93(a)(4)',
        }),
      ),
      renewal: { fee: 75, description: 'Annual report' },
      obligations: [annualReport('LLC')],
      filings: {
        AMENDMENT: fee(100, source(LLC_ACT_FEES, { note: 'N.J.S.A. 42:2C-93(a)(4): certificate of amendment' })),
        FOREIGN_QUALIFICATION: fee(
          125,
          source('https://reference180.com/how-to-form-an-llc-in-new-jersey/', {
            crossCheck: 'http://go.creditdonkey.com/how-much-does-an-llc-cost-in-new-jersey.html',
            note: 'Certificate of Authority (foreign LLC registration)',
          }),
        ),
        GOOD_STANDING: STANDING_CERTIFICATE,
        DISSOLUTION: fee(100, source(LLC_ACT_FEES, { note: 'N.J.S.A. 42:2C-93(a)(4): certificate of dissolution' })),
        CHANGE_OF_AGENT: fee(
          25,
          source(LLC_ACT_FEES, {
            crossCheck: FEE_SCHEDULE,
            note: 'N.J.S.A. 42:2C-93(a)(3): statement of change of registered agent',
          }),
        ),
      },
    },
    CORP: {
      formationDocument: 'Certificate of Incorporation (Public Records Filing for New Business Entity)',
      formation: fee(125, source(CORP_ACT_FEES, { crossCheck: FEE_SCHEDULE, note: 'N.J.S.A. 14A:15-2(1)(a)' })),
      renewal: { fee: 75, description: 'Annual report; corporation business tax from $500' },
      obligations: [
        {
          id: 'NJ-CORP-BUSINESS-TAX',
          title: 'Corporation Business Tax Return (CBT-100)',
          description:
            'New Jersey corporation business tax return, due 30 days after the federal return (May 15 for calendar-year corporations).',
          fee: fee(
            500,
            source('https://www.state.nj.us/treasury/taxation/red_min_corp_busniess_tax.shtml', {
              crossCheck: 'http://www.lacasonaticul.com/treasury/taxation/cbtestpay.shtml',
              note: 'The notice sets the S corporation minimum ($375 under $100,000 of receipts) at 75% of the regular minimum, $500',
            }),
            'Tax on net income; the minimum grows with New Jersey gross receipts ($500 below $100,000)',
          ),
          due: { kind: 'fixedDate', month: 5, day: 15 },
          approximation:
            'Calendar-year C corporations; S corporations file by April 15 and fiscal years 30 days after their federal due date.',
        },
        annualReport('CORP'),
      ],
      filings: {
        AMENDMENT: fee(75, source(CORP_ACT_FEES, { crossCheck: FEE_SCHEDULE, note: 'N.J.S.A. 14A:15-2(1)(b)' })),
        FOREIGN_QUALIFICATION: fee(
          125,
          source(CORP_ACT_FEES, { crossCheck: FEE_SCHEDULE, note: 'N.J.S.A. 14A:15-2(4)(a)' }),
        ),
        GOOD_STANDING: STANDING_CERTIFICATE,
        DISSOLUTION: fee(
          75,
          source(CORP_ACT_FEES, {
            crossCheck: FEE_SCHEDULE,
            note: 'N.J.S.A. 14A:15-2(3)(a); a tax clearance certificate is needed first',
          }),
        ),
        CHANGE_OF_AGENT: fee(25, source(FEE_SCHEDULE, { note: 'Change of registered office or agent or both' })),
      },
    },
  },
  processingTime: {
    businessDays: 1,
    basis: 'Online formations are approved in less than an hour (by mail 2-3 weeks)',
    source: source('https://startingyourbusiness.com/how-to-form-an-llc-in-new-jersey/', {
      crossCheck: 'https://search-sos.org/how-to-start-an-llc-in-new-jersey/',
      note: 'Another guide (visualfoodie.com) quotes 2-4 business days online',
    }),
  },
  expedite: [
    {
      label: 'Same day (over the counter or fax)',
      businessDays: 0,
      fee: fee(
        50,
        source(FEE_SCHEDULE, {
          crossCheck: 'https://www.creditdonkey.com/how-much-does-an-llc-cost-in-new-jersey.html',
        }),
      ),
    },
    {
      label: '2-hour',
      businessDays: 0,
      fee: fee(500, source(FEE_SCHEDULE, { crossCheck: 'https://reference180.com/how-to-form-an-llc-in-new-jersey/' })),
    },
    {
      label: '1-hour',
      businessDays: 0,
      fee: fee(
        1000,
        source(FEE_SCHEDULE, { crossCheck: 'https://reference180.com/how-to-form-an-llc-in-new-jersey/' }),
      ),
    },
  ],
  names: {
    distinguishable: { LLC: 'N.J.S.A. 42:2C-31', CORP: 'N.J.S.A. 14A:2-2(1)(b)' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'L.L.C.', 'LLC'],
        statute: 'N.J.S.A. 42:2C-31',
        severity: 'error',
      },
      CORP: {
        forms: ['Corporation', 'Company', 'Incorporated', 'Corp.', 'Co.', 'Inc.', 'Ltd.'],
        statute: 'N.J.S.A. 14A:2-2',
        severity: 'error',
        note: '"Corporation", "Company" or "Incorporated", an abbreviation of one, or "Ltd."',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'needs the consent of the Department of Banking and Insurance',
        statute: "N.J.S.A. 14A:2-2(1)(a); the Division of Revenue's restricted words (banking, trust, insurance)",
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs the consent of the Department of Banking and Insurance',
        statute: "N.J.S.A. 14A:2-2(1)(a); the Division of Revenue's restricted words (banking, trust, insurance)",
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
