// Kentucky: the Secretary of State forms entities; every LLC and corporation files a $15 annual report between
// January 1 and June 30, from the year after formation (KRS 14A.6-010). The office's fee page is the source.
import type { Fee, Filings, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, CORPORATE_FORMS, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });

const FEES = 'https://sos.ky.gov/bus/business-filings/Pages/Fees.aspx';
const FEE_STATUTE =
  'https://casetext.com/statute/kentucky-revised-statutes/title-3-executive-branch/chapter-14a-kentucky-business-entity-filing-act/subchapter-14a2-filing-requirements/section-14a2-060-fees-and-miscellaneous-charges';
const RECORDS_FEES = 'https://sos.ky.gov/bus/businessrecords/Pages/Fees.aspx';
const ANNUAL_REPORT_GUIDE = 'https://www.llcuniversity.com/kentucky-llc/annual-report/';

const fee = (amount: number, item: string, crossCheck?: string, unconfirmed?: string): Fee => ({
  amount,
  source: source(FEES, { ...(crossCheck ? { crossCheck } : {}), note: item, ...(unconfirmed ? { unconfirmed } : {}) }),
});
const LLC_ROW_CUT =
  'The corporations’ $40 on the same fee page stands in; the page’s LLC rows were cut off in what was read.';
const statute = (amount: number, item: string): Fee => ({
  amount,
  source: source(FEE_STATUTE, { crossCheck: FEES, note: `KRS 14A.2-060(1), ${item}` }),
});

const filings = (type: 'LLC' | 'CORP'): Filings => ({
  AMENDMENT:
    type === 'LLC'
      ? fee(40, 'Amendment of Articles of Organization', undefined, LLC_ROW_CUT)
      : fee(40, 'Amendment of Articles of Incorporation (plus organization tax if authorized shares increase)'),
  FOREIGN_QUALIFICATION: statute(90, '(k) application for certificate of authority'),
  GOOD_STANDING: {
    amount: 10,
    source: source(RECORDS_FEES, { crossCheck: FEE_STATUTE, note: 'Certificates of Existence or Authorization: $10' }),
  },
  DISSOLUTION:
    type === 'LLC' ? fee(40, 'Articles of Dissolution', undefined, LLC_ROW_CUT) : fee(40, 'Articles of Dissolution'),
  CHANGE_OF_AGENT: statute(10, '(g) statement of change of registered office or registered agent, or both'),
});

const annualReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `KY-${type}-ANNUAL-REPORT`,
  title: 'Annual Report',
  description:
    'Kentucky annual report, filed between January 1 and June 30 each year from the year after formation (or registration).',
  fee: fee(15, 'Annual Report', ANNUAL_REPORT_GUIDE),
  due: { kind: 'fixedDate', month: 6, day: 30 },
});

export const KY: Jurisdiction = {
  code: 'KY',
  name: 'Kentucky',
  description:
    'For businesses operating in Kentucky: among the lowest state fees, with a $40 formation and a $15 annual report due by June 30.',
  filingOffice: {
    name: 'Kentucky Secretary of State, Business Filings',
    url: 'https://sos.ky.gov/bus/business-filings/',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Articles of Organization',
      formation: fee(40, 'Articles of Organization (Domestic Limited Liability Company)'),
      renewal: { fee: 15, description: 'Annual report, due between January 1 and June 30' },
      obligations: [annualReport('LLC')],
      filings: filings('LLC'),
    },
    CORP: {
      formationDocument: 'Articles of Incorporation',
      formation: {
        amount: 40,
        varies: 'Plus the organization tax on the number of authorized shares (KRS 136.060)',
        source: source(FEES, {
          note: 'Articles of Incorporation: $40 plus organization tax based on number of shares',
        }),
      },
      renewal: { fee: 15, description: 'Annual report, due between January 1 and June 30' },
      obligations: [annualReport('CORP')],
      filings: filings('CORP'),
    },
  },
  processingTime: {
    businessDays: 1,
    basis:
      'Online filings post at once (the figure the guides give for online annual reports); mailed filings take a day to a week or more',
    source: source(ANNUAL_REPORT_GUIDE, { crossCheck: 'https://www.upcounsel.com/kentucky-annual-report' }),
  },
  // No paid expedite is published.
  expedite: [],
  names: {
    distinguishable: { LLC: 'KRS 14A.3-010(1)', CORP: 'KRS 14A.3-010(1)' },
    designators: {
      LLC: {
        forms: [
          'Limited Liability Company',
          'Limited Company',
          'LLC',
          'LC',
          'Ltd. Liability Company',
          'Limited Liability Co.',
          'Ltd. Liability Co.',
          'Ltd. Company',
          'Limited Co.',
          'Ltd. Co.',
        ],
        statute: 'KRS 14A.3-010(3)',
        severity: 'error',
        note: 'The name must end with the designator; "limited" may be abbreviated "Ltd." and "company" "Co."',
      },
      CORP: {
        forms: CORPORATE_FORMS,
        statute: 'KRS 14A.3-010(2)(a)',
        severity: 'error',
        note: 'The name must end with the designator',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST],
        severity: 'warning',
        reason: 'needs the approval of the Department of Financial Institutions',
        statute: 'KRS ch. 286 (Financial Institutions)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs a certificate of authority from the Department of Insurance for an insurance business',
        statute: 'KRS ch. 304 (Insurance Code)',
      },
    ],
  },
  // Not confirmed: no page read says whether the Secretary certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
