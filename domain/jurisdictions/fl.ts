// Florida: the Department of State's Division of Corporations (Sunbiz) forms entities; every LLC and corporation
// files an annual report between January 1 and May 1, and a report filed after May 1 owes a $400 late charge.
// Florida charges some fees in cents; amounts here are whole dollars rounded up, and the note gives the exact fee.
import type { Fee, Filings, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, EDUCATION, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });

const LLC_FEES = 'https://www.limitedliabilitycompanycenter.com/florida/';
const LLC_FEES_2 = 'https://legalclarity.org/florida-llc-filing-fees-initial-and-annual-costs';
const FEE_TABLE = 'http://www.jrdlaw.com/Articles/finance/corporate_filing_fees/index.html';
const SUNBIZ_ANNUAL_REPORT = 'https://efile.sunbiz.org/p_np_ar_help.html';
const LATE_CHARGE = source(
  'http://leg.state.fl.us/Statutes/index.cfm?App_mode=Display_Statute&Search_String=&URL=0600-0699/0607/Sections/0607.193.html',
  { crossCheck: SUNBIZ_ANNUAL_REPORT, note: 'Fla. Stat. § 607.193(2)(b): $400 when the report is filed after May 1' },
);

const llcFee = (amount: number, item: string): Fee => ({
  amount,
  source: source(LLC_FEES, { crossCheck: FEE_TABLE, note: item }),
});
const corpFee = (amount: number, item: string): Fee => ({ amount, source: source(FEE_TABLE, { note: item }) });

const LLC_FILINGS: Filings = {
  AMENDMENT: llcFee(25, 'Any other amendment'),
  FOREIGN_QUALIFICATION: llcFee(125, 'Application by foreign LLC: $100 filing fee plus $25 registered agent fee'),
  GOOD_STANDING: llcFee(5, 'Certificate of Status'),
  DISSOLUTION: llcFee(25, 'Articles of Dissolution/Withdrawal'),
  CHANGE_OF_AGENT: llcFee(25, 'Change of Registered Agent'),
};

const CORP_FILINGS: Filings = {
  AMENDMENT: corpFee(35, 'Amendment of any record (profit corporation)'),
  FOREIGN_QUALIFICATION: corpFee(70, 'Certificate of authority: $35 filing fee plus $35 registered agent designation'),
  GOOD_STANDING: {
    amount: 9,
    source: source(SUNBIZ_ANNUAL_REPORT, { crossCheck: FEE_TABLE, note: 'Certificate of Status: $8.75' }),
  },
  DISSOLUTION: corpFee(35, 'Dissolution & withdrawal (profit corporation)'),
  CHANGE_OF_AGENT: corpFee(35, 'Change of registered agent (profit corporation)'),
};

const annualReport = (type: 'LLC' | 'CORP', fee: Fee): ObligationRule => ({
  id: `FL-${type}-ANNUAL-REPORT`,
  title: 'Annual Report',
  description:
    'Florida annual report, filed online between January 1 and May 1 each year from the year after formation (or registration).',
  fee,
  lateFee: { amount: 400, source: LATE_CHARGE },
  due: { kind: 'fixedDate', month: 5, day: 1 },
});

export const FL: Jurisdiction = {
  code: 'FL',
  name: 'Florida',
  description: 'For businesses operating in Florida: quick online filing and one annual report a year, due by May 1.',
  filingOffice: {
    name: 'Florida Department of State, Division of Corporations (Sunbiz)',
    url: 'https://dos.fl.gov/sunbiz/',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Articles of Organization (Florida Limited Liability Company)',
      changeOfAgentForm: {
        name: 'Statement of Change of Registered Office or Registered Agent',
        source: {
          url: 'https://www.floridaregisteredagent.net/change-registered-agent/',
          readOn: '2026-11-29',
          crossCheck: 'https://www.howtostartabusiness.org/change-your-registered-agent/florida/',
          note: "The Division of Corporations' statement of change: $25 for an LLC, $35 for a corporation.",
        },
      },
      formation: {
        amount: 125,
        source: source(LLC_FEES_2, {
          crossCheck: LLC_FEES,
          note: '$100 filing fee plus $25 registered agent designation',
        }),
      },
      renewal: { fee: 139, description: 'Annual report ($138.75), due by May 1' },
      obligations: [
        annualReport('LLC', {
          amount: 139,
          source: source(LLC_FEES_2, { crossCheck: LLC_FEES, note: '$138.75, rounded up to whole dollars' }),
        }),
      ],
      filings: LLC_FILINGS,
    },
    CORP: {
      formationDocument: 'Articles of Incorporation (Florida Profit Corporation)',
      changeOfAgentForm: {
        name: 'Statement of Change of Registered Office or Registered Agent',
        source: {
          url: 'https://www.floridaregisteredagent.net/change-registered-agent/',
          readOn: '2026-11-29',
          crossCheck: 'https://www.howtostartabusiness.org/change-your-registered-agent/florida/',
          note: "The Division of Corporations' statement of change: $25 for an LLC, $35 for a corporation.",
        },
      },
      formation: corpFee(70, '$35 filing fee plus $35 registered agent designation'),
      renewal: { fee: 150, description: 'Annual report, due by May 1' },
      obligations: [
        annualReport('CORP', {
          amount: 150,
          source: source(SUNBIZ_ANNUAL_REPORT, {
            crossCheck: 'https://legalclarity.org/florida-corporation-renewal-fee-and-filing-requirements',
            note: 'For-profit corporations, filed January 1 to May 1',
          }),
        }),
      ],
      filings: CORP_FILINGS,
    },
  },
  processingTime: {
    businessDays: 3,
    basis: 'Online filings in 1-3 business days; mailed filings 5-7 business days plus mailing',
    source: source('https://businessanywhere.io/florida-llc/articles-of-organization', { crossCheck: LLC_FEES }),
  },
  // One guide still mentions a $100 24-hour service; the more recent one says Florida offers no expedite.
  expedite: [],
  names: {
    distinguishable: { LLC: 'Fla. Stat. § 605.0112', CORP: 'Fla. Stat. § 607.0401' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'L.L.C.', 'LLC'],
        statute: 'Fla. Stat. § 605.0112',
        severity: 'error',
      },
      CORP: {
        forms: ['Corporation', 'Company', 'Incorporated', 'Corp.', 'Co.', 'Inc.'],
        statute: 'Fla. Stat. § 607.0401',
        severity: 'error',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'may be used only by a financial institution authorised by the Office of Financial Regulation',
        statute: 'Fla. Stat. ch. 655 (Financial Institutions Generally)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a certificate of authority from the Office of Insurance Regulation for an insurance business',
        statute: 'Fla. Stat. ch. 624 (Insurance Code)',
      },
      {
        words: EDUCATION,
        severity: 'warning',
        reason: 'needs a licence from the Commission for Independent Education for a school conferring degrees',
        statute: 'Fla. Stat. ch. 1005 (Nonpublic Postsecondary Education)',
      },
    ],
  },
  // Not confirmed: no page read says whether the Division certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
