// New Hampshire: Department of State, Corporation Division. LLC fees from RSA 304-C:191, corporate fees from
// RSA 293-A:1.22; LLCs and corporations file the annual report between January 1 and April 1 of each year after
// formation. Online filings cost $2 more (RSA 5:10-a handling charge).
import type { Fee, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, INSURANCE, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });
const fee = (amount: number, from: Source, varies?: string): Fee => ({
  amount,
  source: from,
  ...(varies ? { varies } : {}),
});

const LLC_FEES = 'http://gencourt.state.nh.us/rsa/html/XXVIII/304-C/304-C-191.htm';
const LLC_FEES_COPY =
  'https://www.lawserver.com/law/state/new-hampshire/nh-statutes/new_hampshire_revised_statutes_304-c_191';
const CORP_FEES =
  'https://law.uslawyerdatabase.com/us-law/2022-new-hampshire-revised-statutes/title-xxvii-corporations-associations-and-proprietors-of-common-lands/title-293-a-new-hampshire-business-corporation-act';
const FOREIGN = source('https://www.delawareinc.com/ourservices/foreign-qualification/new-hampshire/', {
  crossCheck: 'https://formllc.us/blogs/new-hampshire-foreign-llc-registration',
  note: '$100 for an LLC or a corporation',
});
const llcFee = (amount: number, row: string) =>
  fee(amount, source(LLC_FEES, { crossCheck: LLC_FEES_COPY, note: `RSA 304-C:191, II${row}` }));
const corpFee = (amount: number, row: string) => fee(amount, source(CORP_FEES, { note: `RSA 293-A:1.22(a)${row}` }));
const GOOD_STANDING = fee(
  5,
  source(LLC_FEES, {
    note: 'RSA 304-C:191, II(g): $5 for a certificate; taken as the certificate of good standing fee, check it',
  }),
);

const annualReport = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `NH-${type}-ANNUAL-REPORT`,
  title: 'Annual Report',
  description:
    'New Hampshire annual report, due between January 1 and April 1 of each year after the year of formation.',
  fee:
    type === 'LLC'
      ? fee(
          100,
          source(LLC_FEES, {
            crossCheck: 'https://www.llcuniversity.com/new-hampshire-llc/annual-report/',
            note: 'RSA 304-C:191, II(f); $2 more online',
          }),
        )
      : fee(
          100,
          source('https://northwestregisteredagent.com/llc/cost/new-hampshire', {
            note: 'The LLC figure; the corporate annual report fee of RSA 293-A:1.22 was not read, check it',
          }),
        ),
  lateFee: llcFee(50, '(f): late filing fee after April 1'),
  due: { kind: 'fixedDate', month: 4, day: 1 },
});

export const NH: Jurisdiction = {
  code: 'NH',
  name: 'New Hampshire',
  description:
    'No general sales tax or personal income tax on wages, with a $100 formation and annual report; fits businesses operating in New Hampshire.',
  filingOffice: {
    name: 'New Hampshire Department of State, Corporation Division',
    url: 'https://www.sos.nh.gov/corporations-0/forms-and-fees/domestic-and-foreign-corporation',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Certificate of Formation (Form LLC-1)',
      formation: llcFee(100, '(c); $102 online'),
      renewal: { fee: 100, description: 'Annual report' },
      obligations: [annualReport('LLC')],
      filings: {
        AMENDMENT: llcFee(35, '(d): certificate of amendment'),
        FOREIGN_QUALIFICATION: fee(100, FOREIGN),
        GOOD_STANDING,
        DISSOLUTION: llcFee(35, '(e): certificate of cancellation'),
        CHANGE_OF_AGENT: llcFee(15, '(b): statement under RSA 304-C:36, II (change of registered agent)'),
      },
    },
    CORP: {
      formationDocument: 'Articles of Incorporation (Form 11)',
      formation: corpFee(100, '(1): articles of incorporation'),
      renewal: { fee: 100, description: 'Annual report' },
      obligations: [annualReport('CORP')],
      filings: {
        AMENDMENT: corpFee(35, '(2): amendment of articles of incorporation'),
        FOREIGN_QUALIFICATION: fee(100, FOREIGN),
        GOOD_STANDING,
        DISSOLUTION: fee(
          35,
          source(CORP_FEES, {
            note: 'NOT FOUND: the articles of dissolution row was cut off; the $35 of the amendment row is used, check it',
          }),
        ),
        CHANGE_OF_AGENT: fee(
          15,
          source(LLC_FEES, {
            note: 'NOT FOUND for corporations: the LLC statement of change fee (RSA 304-C:191, II(b)) is used, check it',
          }),
        ),
      },
    },
  },
  processingTime: {
    businessDays: 10,
    basis: 'Online filings take 7-10 days once received (paper about 15); no expedited service',
    source: source('https://northwestregisteredagent.com/llc/cost/new-hampshire', {
      crossCheck: 'https://venturesmarter.com/how-much-does-an-llc-cost/new-hampshire/',
    }),
  },
  expedite: [],
  names: {
    distinguishable: { LLC: 'RSA 304-C:32', CORP: 'RSA 293-A:4.01' },
    designators: {
      LLC: {
        forms: ['Limited Liability Company', 'L.L.C.', 'LLC'],
        statute: 'RSA 304-C:32',
        severity: 'error',
        note: 'The usual forms; the section was not read: check whether "Limited Company" is allowed.',
      },
      CORP: {
        forms: ['Corporation', 'Incorporated', 'Company', 'Limited', 'Corp.', 'Inc.', 'Co.', 'Ltd.'],
        statute: 'RSA 293-A:4.01',
        severity: 'error',
        note: 'The model act forms; the section was not read: check the list.',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST, ...INSURANCE],
        severity: 'warning',
        reason: 'needs the approval of the Banking Department or the Insurance Department',
        statute: 'RSA 293-A:4.01; 304-C:32 (a name may not imply an unauthorised purpose)',
      },
    ],
  },
  statusCertificateAfterDissolution: false,
};
