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
/** A public dataset of state filing fees, each read from the state's own page on 2026-10-10 (the page named in each note). */
const STATE_ENTITIES_DATA =
  'https://github.com/tateron004-oss/agrinexus/blob/c1c84a81fa4edceea2c5c543d986f9da99a5a195/nexus/knowledge/state-entities-data.js';
const GOOD_STANDING = fee(
  5,
  source(LLC_FEES, {
    note: 'RSA 304-C:191, II(g): $5 for a certificate',
    unconfirmed:
      'The statute’s $5 for “a certificate” stands in; no page read names the fee of the certificate of good standing itself.',
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
          source('https://gc.nh.gov/rsa/html/XXVII/293-A/293-A-122.htm', {
            crossCheck: 'https://northwestregisteredagent.com/llc/cost/new-hampshire',
            note: `RSA 293-A:1.22, read through a public dataset of state filing fees that quotes it (${STATE_ENTITIES_DATA}); $2 more online`,
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
            unconfirmed:
              'The $35 of the amendment row (RSA 293-A:1.22(a)(2)) stands in; the articles of dissolution row was cut off in what was read.',
          }),
        ),
        CHANGE_OF_AGENT: fee(
          15,
          source(LLC_FEES, {
            unconfirmed:
              'The LLC statement of change fee (RSA 304-C:191, II(b)) stands in; the corporate row of RSA 293-A:1.22 was cut off in what was read.',
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
        note: '“limited liability company”, “L.L.C.”, “LLC” “or any other similar abbreviation” (read on LawServer, 2023)',
      },
      CORP: {
        forms: ['Corporation', 'Incorporated', 'Limited', 'Corp.', 'Inc.', 'Ltd.'],
        statute: 'RSA 293-A:4.01',
        severity: 'error',
        note: '“corporation”, “incorporated” or “limited”, or “corp.”, “inc.” or “ltd.” (read on LawServer); “company” alone does not satisfy it',
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
  // Not confirmed: no page read says whether the Secretary certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
