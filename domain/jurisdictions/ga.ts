// Georgia: the Secretary of State's Corporations Division forms entities; every LLC and corporation files an
// annual registration between January 1 and April 1, from the year after formation. Online fees are kept here
// (paper filings cost $10 more).
import type { Fee, Filings, Jurisdiction, ObligationRule, Source } from './types';
import { BANK, INSURANCE, NOT_TRUSTS, TRUST } from './words';

const READ_ON = '2026-11-28';
const source = (url: string, more: Omit<Source, 'url' | 'readOn'> = {}): Source => ({ url, readOn: READ_ON, ...more });

/** The Corporations Division's fee schedule effective July 1, 2021 (online and paper columns). */
const FEES = 'https://docslib.org/doc/5328332/corporations-division-filing-fees-effective-july-1-2021';
const EXPEDITE = 'https://sos.ga.gov/how-to-guide/filing-fees-and-expedited-processing-document-filings';
const LLC_FEE_STATUTE = 'http://statutes.laws-info.com/georgia/title-14/chapter-11/article-11/14-11-1101';

const fee = (amount: number, item: string, crossCheck?: string): Fee => ({
  amount,
  source: source(FEES, { ...(crossCheck ? { crossCheck } : {}), note: `Fee schedule, online: ${item}` }),
});

const filings = (dissolution: string): Filings => ({
  AMENDMENT: fee(20, 'Articles of Amendment; Restatement', LLC_FEE_STATUTE),
  FOREIGN_QUALIFICATION: fee(225, 'Certificate of Authority to Transact Business in Georgia'),
  GOOD_STANDING: {
    amount: 10,
    source: source('https://www.uslegalforms.com/forms-kit/us-00048dr/georgia-cancellation-form-fillable-for-excel', {
      note: 'A certified copy, $10',
      unconfirmed:
        'The $10 certified copy fee stands in; the certificate of existence row of the fee schedule was cut off in what was read.',
    }),
  },
  DISSOLUTION: fee(0, `${dissolution}: no fee online ($10 on paper)`),
  CHANGE_OF_AGENT: fee(
    20,
    'Amended Annual Registration, the filing that changes the registered agent between annual registrations',
    'https://www.northwestregisteredagent.com/georgia-llc-amendment.html',
  ),
});

const annualRegistration = (type: 'LLC' | 'CORP'): ObligationRule => ({
  id: `GA-${type}-ANNUAL-REGISTRATION`,
  title: 'Annual Registration',
  description:
    'Georgia annual registration, filed between January 1 and April 1 each year from the year after formation (or registration).',
  fee: fee(
    50,
    'Annual Registration',
    'https://mfcounsel.com/reminder-annual-registrations-due-to-georgia-secretary-of-state-by-april-1-2019/',
  ),
  lateFee: fee(25, 'Penalty for Late Filing of Annual Registration'),
  due: { kind: 'fixedDate', month: 4, day: 1 },
});

export const GA: Jurisdiction = {
  code: 'GA',
  name: 'Georgia',
  description:
    'For businesses operating in Georgia: a $100 online formation and a $50 annual registration due each April 1.',
  filingOffice: {
    name: 'Georgia Secretary of State, Corporations Division',
    url: 'https://sos.ga.gov/corporations-division-0',
  },
  entityTypes: {
    LLC: {
      formationDocument: 'Articles of Organization',
      formation: fee(100, 'Articles of Organization (LLC)', LLC_FEE_STATUTE),
      renewal: { fee: 50, description: 'Annual registration, due between January 1 and April 1' },
      obligations: [annualRegistration('LLC')],
      filings: filings('Certificate of Termination (LLC)'),
    },
    CORP: {
      formationDocument: 'Articles of Incorporation',
      formation: fee(100, 'Articles of Incorporation'),
      renewal: { fee: 50, description: 'Annual registration, due between January 1 and April 1' },
      obligations: [annualRegistration('CORP')],
      filings: filings('Notice of Intent to Dissolve and Articles of Dissolution'),
    },
  },
  processingTime: {
    businessDays: 10,
    basis:
      'Online filings generally within 7-10 business days; paper filings 15 business days; longer in late December and January',
    source: source(EXPEDITE, { crossCheck: 'https://www.incfile.com/georgia-corporation/georgia-incorporation-fees' }),
  },
  expedite: [
    {
      label: 'Two Business Days Expedited Service',
      businessDays: 2,
      fee: {
        amount: 120,
        source: source(EXPEDITE, {
          note: 'georgia.gov/register-llc, as a public dataset of state fees read it on 2026-10-10, gives $100 extra instead: check which is current',
        }),
      },
    },
    {
      label: 'Same Day Expedited Service',
      businessDays: 1,
      fee: {
        amount: 275,
        source: source(EXPEDITE, {
          note: 'Requests received by noon of a business day; georgia.gov/register-llc, as a public dataset of state fees read it on 2026-10-10, gives $250 extra instead',
        }),
      },
    },
  ],
  names: {
    distinguishable: { LLC: 'O.C.G.A. § 14-11-207(a)(2)', CORP: 'O.C.G.A. § 14-2-401' },
    designators: {
      LLC: {
        forms: [
          'Limited Liability Company',
          'Limited Company',
          'Ltd. Liability Company',
          'Limited Liability Co.',
          'Ltd. Liability Co.',
          'Ltd. Co.',
          'L.L.C.',
          'LLC',
          'L.C.',
          'LC',
        ],
        statute: 'O.C.G.A. § 14-11-207(a)(1); Ga. Comp. R. & Regs. 590-7-20-.01',
        severity: 'error',
        note: '"Limited" may be abbreviated "Ltd." and "company" "Co."; the name may not exceed 80 characters',
      },
      CORP: {
        forms: ['Corporation', 'Incorporated', 'Company', 'Limited', 'Corp.', 'Inc.', 'Co.', 'Ltd.'],
        statute: 'O.C.G.A. § 14-2-401(a)(1)',
        severity: 'error',
      },
    },
    words: [
      {
        words: [...BANK, ...TRUST, 'credit union'],
        severity: 'warning',
        reason: 'needs the approval of the Department of Banking and Finance',
        statute: 'O.C.G.A. title 7 (Banking and Finance)',
        entityTypes: NOT_TRUSTS,
      },
      {
        words: INSURANCE,
        severity: 'warning',
        reason: 'needs the approval of the Commissioner of Insurance',
        statute: 'O.C.G.A. title 33 (Insurance)',
      },
    ],
  },
  // Not confirmed: no page read says whether the Secretary certifies a dissolved entity's status.
  statusCertificateAfterDissolution: false,
};
